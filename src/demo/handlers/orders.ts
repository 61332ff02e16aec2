import type { DemoOrder, DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, iso, randomToken, requireString, type RouteFn } from './kit';
import { AUTH_CODE_TTL_MS } from './auth';
import { openCharge, productOf } from './settle';

/** What an order looks like to the given viewer: a gift's code goes to its buyer only. */
export function presentOrder(state: DemoState, order: DemoOrder, viewer: DemoUser | undefined) {
  const sku = productOf(order);
  const mine = viewer?.user_id === order.user_id;
  const gift = state.gifts.find((g) => g.order_id === order.order_id);
  const nicknameOf = (id: string | null) => state.users.find((u) => u.user_id === id)?.nickname ?? null;
  return {
    order_id: bigId(order.order_id),
    sku_id: sku.sku_id,
    sku_name: sku.name,
    days: sku.days,
    amount: order.amount,
    status: order.status,
    is_gift: order.is_gift,
    created_at: iso(order.created_at),
    paid_at: iso(order.paid_at),
    mine,
    buyer_nickname: nicknameOf(order.user_id) ?? '',
    gift: gift
      ? {
          ...(mine || gift.claimed_by === null ? { code: gift.code } : {}),
          claimed: gift.claimed_by !== null,
          claimed_by_nickname: nicknameOf(gift.claimed_by),
          claimed_at: iso(gift.claimed_at),
        }
      : null,
    group_id: order.group_id === undefined ? null : bigId(order.group_id),
  };
}

/** A new unpaid order; its id is random, like a snowflake id, so a gift's link cannot be found by counting order ids. */
export const newOrder = (
  base: bigint,
  random: () => number,
  now: number,
  fields: Pick<DemoOrder, 'user_id' | 'sku_id' | 'amount'> & Partial<DemoOrder>,
): DemoOrder => ({
  order_id: String(base + BigInt(Math.floor(random() * 1e15))),
  is_gift: false,
  status: 'PENDING',
  created_at: now,
  settles_at: null,
  paid_at: null,
  charge_id: null,
  gift_code: null,
  ...fields,
});

/** The desktop pay form: an auth code (once, 5 minutes) stands for the session that placed the order. */
export const getPayForm: RouteFn = ({ state, params, query, now, random, pagesOrigin = '', appOrigin }) => {
  const entry = state.auth_codes[params.auth_code ?? ''];
  if (!entry || entry.used || now - entry.issued_at > AUTH_CODE_TTL_MS)
    throw badRequest('支付链接已失效，请回到手机重新发起');
  entry.used = true;
  const order = findOrder(state, query.get('order_id') ?? undefined);
  if (order.user_id !== entry.user_id) throw new DemoError(403, '无权支付这个订单');
  if (order.status !== 'PENDING' || order.settles_at !== null) throw badRequest('订单已支付或已关闭');
  const chargeId = openCharge(order, 'PC', random);
  // Relative in the page, where the cashier resolves them on the app's origin; the return page confirms with the server.
  const back = `${appOrigin}/go/pingppCallback?order_id=${order.order_id}`;
  const cashier = new URLSearchParams({
    charge_id: chargeId,
    subject: `花卡记忆 ${productOf(order).name}`,
    total_fee: (order.amount / 100).toFixed(2),
    return_url: back,
    cancel_url: `${back}&cancel=1`,
  });
  return {
    order_id: bigId(order.order_id),
    amount: order.amount,
    sku_name: productOf(order).name,
    pay_url: `${pagesOrigin}/__demo/cashier?${cashier}`,
  };
};

function findOrder(state: DemoState, id: string | undefined): DemoOrder {
  const order = state.orders.find((o) => o.order_id === id);
  if (!order) throw new DemoError(404, '订单不存在');
  return order;
}

/** A gift order can be read by anyone holding its link; any other order by its buyer only. */
export const getOrder: RouteFn = ({ state, params, maybeUser, user }) => {
  const order = findOrder(state, params.order_id);
  const viewer = order.is_gift ? maybeUser() : user();
  if (!order.is_gift && viewer?.user_id !== order.user_id) throw new DemoError(403, '无权查看这个订单');
  return presentOrder(state, order, viewer);
};

/** 取消订单: an unpaid order of the buyer's is closed (a held group seat is freed with it); a paid one is refused. */
export const cancelOrder: RouteFn = ({ state, params, user }) => {
  const me = user();
  const order = findOrder(state, params.order_id);
  if (order.user_id !== me.user_id) throw new DemoError(403, '无权取消这个订单');
  if (order.status === 'PAID' || order.status === 'REFUNDED' || order.settles_at !== null)
    throw badRequest('订单已支付，不能取消');
  order.status = 'CLOSED';
  return presentOrder(state, order, me);
};

const CHANNELS = ['PING_PP', 'ALIPAY', 'WXPAY'];

function sameOriginUrl(value: unknown, label: string): URL {
  try {
    return new URL(requireString(value, `缺少 ${label}`));
  } catch (error) {
    throw error instanceof DemoError ? error : badRequest(`${label} 不是合法的地址`);
  }
}

/** A charge for the channel: Ping++/Alipay go through the demo cashier page, WXPAY through the JS bridge. */
export const payOrder: RouteFn = ({ state, params, user, body, random, now, pagesOrigin }) => {
  const me = user();
  const order = findOrder(state, params.order_id);
  if (order.user_id !== me.user_id) throw new DemoError(403, '无权支付这个订单');
  if (order.status === 'PAID' || order.settles_at !== null) throw badRequest('订单已支付，请勿重复支付');
  if (order.status === 'CLOSED') throw badRequest('订单已关闭，请重新下单');
  const channel = body.channel;
  if (typeof channel !== 'string' || !CHANNELS.includes(channel)) throw badRequest('不支持的支付方式');

  const chargeId = openCharge(order, channel, random);
  const sku = productOf(order);
  if (channel === 'WXPAY') {
    requireString(body.open_id, '微信支付需要 openid，请在微信中重新打开页面');
    return {
      channel,
      order_id: bigId(order.order_id),
      wx_pay: {
        appId: 'wxdemo000000000000',
        timeStamp: String(Math.floor(now / 1000)),
        nonceStr: randomToken(random, 16),
        package: `prepay_id=${chargeId}`,
        signType: 'RSA',
        paySign: randomToken(random, 64),
      },
    };
  }
  const success = sameOriginUrl(body.success_url, 'success_url');
  const cancel = body.cancel_url === undefined ? success : sameOriginUrl(body.cancel_url, 'cancel_url');
  return {
    channel,
    order_id: bigId(order.order_id),
    charge: {
      id: chargeId,
      object: 'charge',
      // pingpp-js sends a test-mode charge to Ping++'s own test page; the demo cashier stands in for a live one.
      livemode: true,
      app: 'app_demo0000000000',
      channel: 'alipay_wap',
      order_no: order.order_id,
      amount: order.amount,
      credential: {
        object: 'credential',
        alipay_wap: {
          channel_url: `${pagesOrigin ?? success.origin}/__demo/cashier`,
          charge_id: chargeId,
          subject: `花卡记忆 ${sku.name}`,
          total_fee: (order.amount / 100).toFixed(2),
          return_url: success.href,
          cancel_url: cancel.href,
        },
      },
      extra: { success_url: success.href, cancel_url: cancel.href },
    },
  };
};
