import * as v from 'valibot';
import type { GroupConfig } from './groupBuy';
import { centsSchema } from './money';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/** REFUNDING: paid, its refund accepted and under way; REFUNDED: paid, then given back (a refund, or a group buy that failed). */
export const orderStatusSchema = v.picklist(['PENDING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED']);
export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;

/** A paid gift: its claim code (to the buyer only) and whether it was claimed. */
export const giftSchema = v.object({
  code: v.optional(v.string()),
  claimed: v.boolean(),
  claimed_by_nickname: textSchema,
  claimed_at: textSchema,
});
export type Gift = v.InferOutput<typeof giftSchema>;

/** An order as GET /order/v1/{order_id}/query and create_order answer it. */
export const orderSchema = v.object({
  /** A big integer: a digit string through the lossless parser. */
  order_id: idSchema,
  sku_id: v.string(),
  sku_name: v.string(),
  days: v.number(),
  amount: centsSchema,
  status: orderStatusSchema,
  is_gift: v.boolean(),
  created_at: v.string(),
  paid_at: textSchema,
  /** True when the signed-in user placed it; a gift order is readable by anyone with its link. */
  mine: v.boolean(),
  buyer_nickname: v.string(),
  gift: v.optional(v.nullable(giftSchema), null),
  /** A group-buy order: the group it starts or joins. */
  group_id: v.optional(v.nullable(idSchema), null),
});
export type Order = v.InferOutput<typeof orderSchema>;

export const decodeOrder = decoder(orderSchema, '订单');

/**
 * A row of 我的订单: a VIP or book order, the coupon it used (its name and amount come with the row, so a page of
 * orders is one request), and whether the backend's rules allow a refund now.
 */
export const myOrderSchema = v.object({
  ...orderSchema.entries,
  kind: v.picklist(['vip', 'book', 'deposit']),
  library_book_id: v.optional(v.nullable(idSchema), null),
  coupon_id: v.optional(v.nullable(idSchema), null),
  used_coupon: v.optional(v.nullable(v.object({ name: v.string(), amount: centsSchema })), null),
  refundable: v.optional(v.boolean(), false),
});
export type MyOrder = v.InferOutput<typeof myOrderSchema>;
export const decodeMyOrder = decoder(myOrderSchema, '订单');
export const decodeMyOrderPage = decoder(v.object(pageFields(myOrderSchema)), '我的订单');

/** How an order's status reads in 我的订单. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  PENDING: '待支付',
  PAID: '已支付',
  CLOSED: '已关闭',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
};

/** An order id as a link carries it: at most 20 digits. */
export { isOrderId } from './linkIds';

/** What a flow asks the payment machine to buy when it has no order yet. */
export type OrderRequest =
  | { kind: 'vip'; skuId: string; isGift: boolean }
  /** A library book; `sharerId` is the user whose /book/:bookId/u/:uid page brought the buyer. */
  | { kind: 'book'; bookId: string; couponId: string | null; sharerId: string | null }
  /** Starting a group at the group price, with the rules the user saw (a changed config is refused, not charged). */
  | { kind: 'groupInitiate'; bookId: string; config: GroupConfig }
  | { kind: 'groupJoin'; bookId: string; groupId: string }
  /** One lease term of a library book (a renewal when one runs), with an AI study plan when `withPlan`. */
  | { kind: 'lease'; bookId: string; withPlan: boolean }
  /** A wallet top-up pack. */
  | { kind: 'deposit'; skuId: string };
