import { assign, fromPromise, sendTo, setup } from 'xstate';
import { priceWithCoupon, type Coupon } from '../domain/book';
import type { PayChannel } from '../domain/payment';
import { notProvidedIn, requiredActionIn } from './effects';
import { paymentMachine } from './payment.machine';
import { type ConfirmMode } from './payment.context';
import {
  keptOrder,
  onOutcome,
  outcomeIs,
  payAgain,
  PAYMENT_BROKE,
  paying,
  signInActor,
  signingIn,
  unpaidStates,
  resumedPayment,
  resumes,
  starting,
} from './steps';

export interface BookPurchaseInput {
  channel: PayChannel;
  bookId: string;
  /** The book's price in cents, for the checkout and which coupons apply. */
  price: number;
  /** The sharer whose page brought the reader (/book/:bookId/u/:uid), kept for the order. */
  sharerId?: string | null;
  /** A book order left by a cashier trip or a reload: the flow starts by confirming it. */
  resume?: { orderId: string; confirm: ConfirmMode };
}

export interface BookPurchaseContext {
  channel: PayChannel;
  bookId: string;
  price: number;
  sharerId: string | null;
  coupons: Coupon[];
  couponId: string | null;
  orderId: string | null;
  confirm: ConfirmMode | null;
  reason: string;
  /** The payment could not be confirmed because another account is signed in now. */
  otherAccount: boolean;
}

export type BookPurchaseEvent =
  | { type: 'buy' }
  | { type: 'coupon.choose'; couponId: string | null }
  | { type: 'pay' }
  | { type: 'close' }
  | { type: 'order.check' }
  | { type: 'page.shown' };

const notProvided = notProvidedIn('bookPurchase');
const required = requiredActionIn('bookPurchase');

/** The coupon that saves the most on this price; none when none applies. */
export function bestCoupon(coupons: readonly Coupon[], price: number): Coupon | null {
  return coupons.reduce<Coupon | null>(
    (best, c) => (priceWithCoupon(price, c) < priceWithCoupon(price, best) ? c : best),
    null,
  );
}

/**
 * Buying one book: sign in, read the reader's coupons (the best one chosen), a checkout to confirm, then the one
 * payment machine as a child. Paid means owned: the route reloads the book's state (`bookOwned`).
 */
export const bookPurchaseMachine = setup({
  types: {
    input: {} as BookPurchaseInput,
    context: {} as BookPurchaseContext,
    events: {} as BookPurchaseEvent,
  },
  actors: {
    requireLogin: signInActor('bookPurchase'),
    loadCoupons: fromPromise<Coupon[], { bookId: string }>(notProvided('loadCoupons')),
    payment: paymentMachine,
  },
  actions: {
    bookOwned: required('bookOwned'),
    forwardPageShown: sendTo('payment', { type: 'page.shown' }),
    confirmWith: assign({ confirm: (_, { mode }: { mode: ConfirmMode | null }) => mode }),
    showReason: assign({ reason: (_, { reason }: { reason: string }) => reason }),
    storeCoupons: assign((_, { coupons }: { coupons: Coupon[] }) => ({ coupons })),
    chooseBestCoupon: assign({
      couponId: ({ context }) => bestCoupon(context.coupons, context.price)?.coupon_id ?? null,
    }),
    storeOutcome: assign(keptOrder),
  },
  guards: {
    resumes,
    outcomeIs,
    hasOrder: ({ context }) => context.orderId !== null,
  },
}).createMachine({
  id: 'bookPurchase',
  context: ({ input }) => ({
    channel: input.channel,
    bookId: input.bookId,
    price: input.price,
    sharerId: input.sharerId ?? null,
    coupons: [],
    couponId: null,
    ...resumedPayment(input.resume),
  }),
  initial: 'starting',
  states: {
    starting,
    idle: { on: { buy: 'signingIn' } },
    signingIn: signingIn('loadingCoupons', 'idle'),
    loadingCoupons: {
      tags: 'busy',
      invoke: {
        id: 'loadCoupons',
        src: 'loadCoupons',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'checkout',
          actions: [{ type: 'storeCoupons', params: ({ event }) => ({ coupons: event.output }) }, 'chooseBestCoupon'],
        },
        // Coupons are a bonus: without them the book can still be bought at its price.
        onError: 'checkout',
      },
    },
    /** The price, the coupon and 确认支付. */
    checkout: {
      on: {
        'coupon.choose': { actions: assign({ couponId: ({ event }) => event.couponId }) },
        pay: payAgain(null),
        close: 'idle',
      },
    },
    paying: paying(
      ({ bookId, couponId, sharerId }: BookPurchaseContext) => ({ kind: 'book', bookId, couponId, sharerId }),
      [onOutcome('paid'), onOutcome('cancelled'), onOutcome('failed'), onOutcome('unknown')],
      { target: 'failed', actions: { type: 'showReason', params: { reason: PAYMENT_BROKE } } },
    ),
    paid: { tags: 'done', entry: 'bookOwned' },
    ...unpaidStates('pay', 'checkout'),
  },
});
