import type { SnapshotFrom } from 'xstate';
import { priceWithCoupon, type Coupon } from '../domain/book';
import type { bookPurchaseMachine } from './bookPurchase.machine';
import { payOutcomeView, type PayOutcomeView } from './payment.view';

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
  | PayOutcomeView;

export function bookPurchaseView(snapshot: SnapshotFrom<typeof bookPurchaseMachine>): BookPurchaseView {
  const outcome = payOutcomeView(snapshot);
  if (outcome) return outcome;
  const { context } = snapshot;
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
  return { kind: 'idle', busy: snapshot.hasTag('busy') };
}
