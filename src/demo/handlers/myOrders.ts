import { DAY_MS } from '../catalogueData';
import type { DemoOrder, DemoState, DemoUser } from '../state';
import { badRequest, DemoError, pageOf, type RouteFn } from './kit';
import { usedCouponOf } from './library';
import { presentOrder } from './orders';
import { productOf } from './settle';
import { planKey } from './planRules';

/** VIP orders can be refunded within this long of payment, and only while none of their days was used. */
export const REFUND_WINDOW_MS = 7 * DAY_MS;
/** How long an accepted refund reads 退款中 before the payment provider has given the money back (已退款). */
export const REFUND_SETTLE_MS = 3000;

/**
 * The refund rule (README): a paid VIP order within 7 days of payment while every day it bought still lies ahead, or
 * a paid book order whose book was never opened (no study plan made for it). Gift and group-buy orders are not refunded here.
 */
export function refusalOf(state: DemoState, order: DemoOrder, me: DemoUser, now: number): string | null {
  if (order.status === 'REFUNDED') return '订单已退款';
  if (order.status === 'REFUNDING') return '退款处理中，请稍候';
  if (order.status !== 'PAID') return '只有已支付的订单可以退款';
  if (order.amount === 0) return '0元订单无需退款';
  if (order.is_gift || order.group_id !== undefined) return '礼物和拼团订单不支持在这里退款';
  if (order.lease) return '租阅订单不支持退款';
  if (order.deposit) return '充值订单不支持退款';
  if (order.library_book_id !== undefined)
    return state.study_plans[planKey(me, order.library_book_id)] ? '书籍已打开学习，不能退款' : null;
  if (now - (order.paid_at ?? 0) > REFUND_WINDOW_MS) return '已超过7天退款期限';
  // A day begun is not yet used: the part day of the hours since payment still counts as ahead.
  const daysAhead = Math.ceil(((me.vip_end_at ?? 0) - now) / DAY_MS);
  return daysAhead < productOf(order).days ? '会员天数已开始使用，不能退款' : null;
}

const present = (state: DemoState, order: DemoOrder, me: DemoUser, now: number) => ({
  ...presentOrder(state, order, me),
  kind: order.deposit ? 'deposit' : order.library_book_id === undefined ? 'vip' : 'book',
  library_book_id: order.library_book_id ?? null,
  coupon_id: order.coupon_id ?? null,
  used_coupon: usedCouponOf(order, me),
  refundable: refusalOf(state, order, me, now) === null,
});

const numberOr = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/** order/v1/vip/page: my orders, VIP and book, newest first, paged (ASSUMPTION in services/api/order.ts). */
export const listMyOrders: RouteFn = ({ state, user, query, now }) => {
  const me = user();
  const mine = state.orders.filter((o) => o.user_id === me.user_id).sort((a, b) => b.created_at - a.created_at);
  const page = pageOf(mine, {
    page_number: numberOr(query.get('page_number')),
    page_size: numberOr(query.get('page_size')),
  });
  return { ...page, items: page.items.map((o) => present(state, o, me, now)) };
};

/**
 * order/v1/{order_id}/refund: when the rule allows, the order reads 退款中 (REFUNDING) for REFUND_SETTLE_MS, then
 * 已退款 (settleDueRefunds); the VIP days go, or the book, when it is done.
 */
export const refundOrder: RouteFn = ({ state, user, params, now }) => {
  const me = user();
  const order = state.orders.find((o) => o.order_id === params.order_id && o.user_id === me.user_id);
  if (!order) throw new DemoError(404, '订单不存在');
  const refusal = refusalOf(state, order, me, now);
  if (refusal) throw badRequest(refusal);
  order.status = 'REFUNDING';
  order.refunds_at = now + REFUND_SETTLE_MS;
  return present(state, order, me, now);
};

/** The refunds whose money is back: the order reads 已退款, and the VIP days it bought, or its book, are gone. */
export function settleDueRefunds(state: DemoState, now: number): void {
  for (const order of state.orders) {
    if (order.status !== 'REFUNDING' || (order.refunds_at ?? 0) > now) continue;
    order.status = 'REFUNDED';
    if (order.library_book_id !== undefined)
      state.book_owners = state.book_owners.filter((o) => o.order_id !== order.order_id);
    else {
      const buyer = state.users.find((u) => u.user_id === order.user_id);
      if (buyer) buyer.vip_end_at = (buyer.vip_end_at ?? now) - productOf(order).days * DAY_MS;
    }
  }
}
