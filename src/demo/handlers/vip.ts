import { COINS_PER_VIP_DAY, VIP_SKUS } from '../catalogueData';
import { REDEEM_CODES } from '../personas';
import type { DemoAgreement, DemoState, DemoUser } from '../state';
import { normalizeRedeemCode } from '../../domain/redeem';
import { findSeedBook } from '../library/seed';
import { badRequest, DemoError, iso, pageOf, requireString, type RouteFn } from './kit';
import { grantRedeemedBook } from './library';
import { ownsBook } from './leaseRules';
import { batchExpired, findBatchCode } from './redeemBatches';
import { newOrder, presentOrder } from './orders';
import { skuOf } from './settle';
import { sharedVipEnd } from './squad';
import { extendVip } from './users';

const ORDER_ID_BASE = 2_400_000_000_000_000_000n;

/** Squad members see the shared period (squad rule in the README). */
function vipState(state: DemoState, user: DemoUser, now: number) {
  const end = sharedVipEnd(state, user);
  return { is_vip: end !== null && end > now, vip_end_at: iso(end) };
}

export const getSkus: RouteFn = ({ params }) => {
  if (!['true', 'false', '0', '1'].includes(params.ios_system ?? ''))
    throw badRequest('ios_system 只能是 true 或 false');
  return { skus: VIP_SKUS };
};

export const getMyVip: RouteFn = ({ user, state, now }) => vipState(state, user(), now);

function presentAgreement(agreement: DemoAgreement, user: DemoUser) {
  const sku = skuOf(agreement);
  return {
    agreement_id: agreement.agreement_id,
    sku_id: sku.sku_id,
    sku_name: sku.name,
    status: agreement.status,
    renew_price: sku.renew_price,
    renew_period_days: sku.renew_period_days,
    signed_at: iso(agreement.signed_at),
    next_charge_at: agreement.status === 'ACTIVE' ? iso(user.vip_end_at) : null,
    cancelled_at: iso(agreement.cancelled_at),
  };
}

export const getAgreementLog: RouteFn = ({ user, state }) => {
  const me = user();
  return { agreements: state.agreements.filter((a) => a.user_id === me.user_id).map((a) => presentAgreement(a, me)) };
};

export const cancelAgreement: RouteFn = ({ user, state, body, now }) => {
  const me = user();
  const id = requireString(body.agreement_id, '缺少 agreement_id');
  const agreement = state.agreements.find((a) => a.agreement_id === id && a.user_id === me.user_id);
  if (!agreement) throw new DemoError(404, '自动续费协议不存在');
  if (agreement.status === 'CANCELLED') throw badRequest('自动续费已取消，无需重复操作');
  agreement.status = 'CANCELLED';
  agreement.cancelled_at = now;
  return { agreement_id: agreement.agreement_id, status: agreement.status };
};

/** One pending order per user, SKU and gift flag: asking again returns it instead of a second one. */
export const createOrder: RouteFn = ({ user, state, body, now, random }) => {
  const me = user();
  const sku = VIP_SKUS.find((s) => s.sku_id === body.sku_id);
  if (!sku) throw badRequest('商品不存在或已下架');
  const isGift = body.is_gift === true;
  if (isGift && sku.auto_renew) throw badRequest('连续包月不能赠送');
  const pending = state.orders.find(
    (o) => o.user_id === me.user_id && o.sku_id === sku.sku_id && o.is_gift === isGift && o.status === 'PENDING',
  );
  if (pending) return presentOrder(state, pending, me);
  const order = newOrder(ORDER_ID_BASE, random, now, {
    user_id: me.user_id,
    sku_id: sku.sku_id,
    is_gift: isGift,
    amount: sku.sale_price,
  });
  state.orders.push(order);
  return presentOrder(state, order, me);
};

export const getWallet: RouteFn = ({ user }) => ({ balance: user().balance });

export const getExchangeableDays: RouteFn = ({ user }) => ({
  days: Math.floor(user().balance / COINS_PER_VIP_DAY),
  coins_per_day: COINS_PER_VIP_DAY,
});

export const exchangeVip: RouteFn = ({ user, body, now }) => {
  const me = user();
  const days = body.days;
  if (typeof days !== 'number' || !Number.isInteger(days) || days <= 0) throw badRequest('兑换天数必须是正整数');
  if (days * COINS_PER_VIP_DAY > me.balance) throw badRequest('余额不足');
  me.balance -= days * COINS_PER_VIP_DAY;
  extendVip(me, days, now);
  return { days, balance: me.balance, vip_end_at: iso(me.vip_end_at) };
};

/** Redeem codes, and VIP gift codes, which can be claimed once and not by their buyer. */
export const consumeCode: RouteFn = ({ user, state, body, now, random }) => {
  const me = user();
  const code = normalizeRedeemCode(requireString(body.code, '请输入兑换码'));
  const gift = state.gifts.find((g) => g.code === code);
  if (gift) {
    const order = state.orders.find((o) => o.order_id === gift.order_id)!;
    if (gift.claimed_by) throw badRequest(gift.claimed_by === me.user_id ? '你已领取过这份礼物' : '这份礼物已被领取');
    if (order.user_id === me.user_id) throw badRequest('不能领取自己赠送的礼物');
    gift.claimed_by = me.user_id;
    gift.claimed_at = now;
    state.redeemed.push({ code, user_id: me.user_id, days: gift.days, at: now });
    extendVip(me, gift.days, now);
    return { days: gift.days, vip_end_at: iso(me.vip_end_at), book: null };
  }
  const found = redeemable(state, code, me.user_id, now);
  const bookId = found.library_book_id;
  if (bookId !== undefined && ownsBook(state, me.user_id, bookId)) throw badRequest('你已拥有这本书，无需兑换');
  found.use();
  state.redeemed.push({ code, user_id: me.user_id, days: found.days, library_book_id: bookId, at: now });
  if (bookId !== undefined) {
    grantRedeemedBook(state, me.user_id, bookId, now, random);
    return { days: 0, vip_end_at: iso(me.vip_end_at), book: presentBook(bookId) };
  }
  extendVip(me, found.days, now);
  return { days: found.days, vip_end_at: iso(me.vip_end_at), book: null };
};

/**
 * What a code gives, or why it is refused. A code of a 管理后台 batch is used once, by anyone, until its expiry day
 * ends; a seeded code once per user.
 */
function redeemable(state: DemoState, code: string, userId: string, now: number) {
  const made = findBatchCode(state, code);
  if (made) {
    const { batch, entry } = made;
    if (entry.used_by) throw badRequest(entry.used_by === userId ? '你已使用过这个兑换码' : '兑换码已被使用');
    if (batchExpired(batch, now)) throw badRequest('兑换码已过期');
    const use = () => Object.assign(entry, { used_by: userId, used_at: now });
    return { days: batch.days, library_book_id: batch.library_book_id ?? undefined, use };
  }
  const seeded = REDEEM_CODES[code];
  if (!seeded) throw badRequest('兑换码不存在，请核对后重新输入');
  if (state.redeemed.some((r) => r.code === code && r.user_id === userId)) throw badRequest('你已使用过这个兑换码');
  if (seeded.used) throw badRequest('兑换码已被使用');
  if (seeded.expires_at !== undefined && seeded.expires_at <= now) throw badRequest('兑换码已过期');
  return { ...seeded, use: () => {} };
}

const presentBook = (bookId: string) => ({ library_book_id: bookId, title: findSeedBook(bookId)?.title ?? '' });

/** redeem/v1/consume_log/list/page: my redeemed codes, newest first. */
export const listConsumeLogs: RouteFn = ({ user, state, body }) => {
  const me = user();
  const mine = state.redeemed
    .filter((r) => r.user_id === me.user_id)
    .reverse()
    .map((r) => ({
      code: r.code,
      days: r.days ?? REDEEM_CODES[r.code]?.days ?? 0,
      book: r.library_book_id ? presentBook(r.library_book_id) : null,
      consumed_at: iso(r.at ?? 0),
    }));
  return pageOf(mine, body);
};
