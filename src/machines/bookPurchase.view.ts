import type { SnapshotFrom } from 'xstate';
import { priceWithCoupon, type Coupon } from '../domain/book';
import type { bookPurchaseMachine } from './bookPurchase.machine';
import type { paymentMachine } from './payment.machine';
import { paymentView, type PaymentView } from './payment.view';

/** What the book's buy area shows, from the purchase snapshot alone (DESIGN §4). */
export type BookPurchaseView =
  /** The buy button; `busy` while signing in or reading coupons. */
  | { kind: 'idle'; busy: boolean }
  | {
      kind: 'checkout';
      price: number;
      coupons: { coupon: Coupon; usable: boolean }[];
      couponId: string | null;
      /** What the reader pays with the chosen coupon. */
      payable: number;
    }
  | { kind: 'progress'; payment: Exclude<PaymentView, { kind: 'ended' }> }
  | { kind: 'paid' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string }
  /** `otherAccount`: another account is signed in now, so the order could not be read. */
  | { kind: 'unknown'; otherAccount: boolean };

export function bookPurchaseView(snapshot: SnapshotFrom<typeof bookPurchaseMachine>): BookPurchaseView {
  const { context } = snapshot;
  if (snapshot.matches('paying')) {
    const child = snapshot.children.payment?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined;
    const payment = child ? paymentView(child) : ({ kind: 'creating' } as const);
    return {
      kind: 'progress',
      payment: payment.kind === 'ended' ? { kind: 'confirming', attempt: 1, maxAttempts: 1 } : payment,
    };
  }
  if (snapshot.matches('checkout')) {
    const chosen = context.coupons.find((c) => c.coupon_id === context.couponId) ?? null;
    return {
      kind: 'checkout',
      price: context.price,
      coupons: context.coupons.map((coupon) => ({ coupon, usable: context.price >= coupon.min_amount })),
      couponId: chosen?.coupon_id ?? null,
      payable: priceWithCoupon(context.price, chosen),
    };
  }
  if (snapshot.matches('paid')) return { kind: 'paid' };
  if (snapshot.matches('cancelled')) return { kind: 'cancelled' };
  if (snapshot.matches('failed')) return { kind: 'failed', reason: context.reason };
  if (snapshot.matches('unknown')) return { kind: 'unknown', otherAccount: snapshot.context.otherAccount };
  return { kind: 'idle', busy: snapshot.hasTag('busy') };
}
