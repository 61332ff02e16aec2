import { depositSkuOf, MINUTE_MS, VIP_SKUS } from '../catalogueData';
import type { DemoOrder, DemoState } from '../state';
import { findSeedBook } from '../library/seed';
import { randomToken } from './kit';
import { grantBook, groupOrderPaid, settleGroups } from './groupRules';
import { applyLease, LEASE_DAYS } from './leaseRules';
import { extendVip } from './users';
import { coinsOf } from '../../domain/wallet';

/** How long the payment provider takes to tell the backend, like a real payment webhook. */
export const PAYMENT_SETTLE_MS = 1500;
/** An order left unpaid this long is closed. */
export const PENDING_ORDER_TTL_MS = 30 * MINUTE_MS;

export const skuOf = (order: Pick<DemoOrder, 'sku_id'>) => VIP_SKUS.find((s) => s.sku_id === order.sku_id)!;

/** What an order buys, as its presentation names it: a VIP plan, a book, a lease of one or coins (no VIP days). */
export function productOf(order: DemoOrder): { sku_id: string; name: string; days: number } {
  const deposit = order.deposit && depositSkuOf(order);
  if (deposit) return { sku_id: deposit.sku_id, name: `充值${coinsOf(deposit)}金币`, days: 0 };
  if (order.library_book_id === undefined) return skuOf(order);
  const title = findSeedBook(order.library_book_id)?.title ?? '书籍';
  return { sku_id: order.sku_id, name: order.lease ? `${title}（租阅${LEASE_DAYS}天）` : title, days: 0 };
}

/** A paid book order: the book is the buyer's for good, and its coupon is spent. */
export function ownBook(state: DemoState, order: DemoOrder, at: number): void {
  if (order.coupon_id) state.used_coupons.push(order.coupon_id);
  grantBook(state, order.user_id, order.library_book_id!, order.order_id, at);
}

function markPaid(state: DemoState, order: DemoOrder, at: number, random: () => number): void {
  order.status = 'PAID';
  order.paid_at = at;
  if (order.group_id !== undefined) return groupOrderPaid(state, order, at);
  if (order.lease) return applyLease(state, order, at);
  if (order.deposit) {
    state.users.find((u) => u.user_id === order.user_id)!.balance += coinsOf(depositSkuOf(order)!);
    return;
  }
  if (order.library_book_id !== undefined) return ownBook(state, order, at);
  const sku = skuOf(order);
  const buyer = state.users.find((u) => u.user_id === order.user_id)!;
  if (order.is_gift) {
    const code = `GIFT${randomToken(random, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`;
    order.gift_code = code;
    state.gifts.push({ code, order_id: order.order_id, days: sku.days, claimed_by: null, claimed_at: null });
    return;
  }
  extendVip(buyer, sku.days, at);
  const active = state.agreements.some((a) => a.user_id === buyer.user_id && a.status === 'ACTIVE');
  if (sku.auto_renew && !active) {
    state.agreements.push({
      agreement_id: `agr_${order.order_id}`,
      user_id: buyer.user_id,
      sku_id: sku.sku_id,
      status: 'ACTIVE',
      signed_at: at,
      cancelled_at: null,
    });
  }
}

/** Applies the payments whose notification is due, and closes orders left unpaid too long. */
export function settleDuePayments(state: DemoState, now: number, random: () => number): void {
  for (const order of state.orders) {
    if (order.status !== 'PENDING') continue;
    if (order.settles_at !== null && order.settles_at <= now) markPaid(state, order, order.settles_at, random);
    else if (order.settles_at === null && now - order.created_at > PENDING_ORDER_TTL_MS) order.status = 'CLOSED';
  }
  settleGroups(state, now);
}

const chargesOf = (order: DemoOrder) => [order.charge_id, ...(order.old_charges ?? [])];

/**
 * The user paid a charge at the cashier (or in the WeChat pay sheet): the backend learns of it shortly. Any charge
 * of a pending order pays it, as a payment channel does; a payment of a charge once the order is paid by another, or
 * closed, is refunded at once. The same charge confirmed twice (the cashier's form sent again) counts once.
 */
export function confirmCharge(state: DemoState, chargeId: string, now: number): DemoOrder | undefined {
  const order = state.orders.find((o) => chargesOf(o).includes(chargeId));
  if (!order || order.paid_charge === chargeId || order.refunded_charges?.includes(chargeId)) return order;
  if (order.status === 'PENDING' && order.settles_at === null) {
    order.settles_at = now + PAYMENT_SETTLE_MS;
    order.paid_charge = chargeId;
  } else order.refunded_charges = [...(order.refunded_charges ?? []), chargeId];
  return order;
}

/**
 * The charge a pay call answers with: the order's open charge for that channel, or a new one. So a repeated call,
 * a double tap or 继续支付 gets the same charge, and one order has one open charge at a time.
 */
export function openCharge(order: DemoOrder, channel: string, random: () => number): string {
  if (order.charge_id !== null && order.charge_channel === channel) return order.charge_id;
  if (order.charge_id !== null) order.old_charges = [...(order.old_charges ?? []), order.charge_id];
  order.charge_id = `ch_${randomToken(random, 24)}`;
  order.charge_channel = channel;
  return order.charge_id;
}
