import { fromPromise } from 'xstate';
import type { Coupon } from '../../domain/book';
import { paymentMachine } from '../../machines/payment.machine';
import { paymentServices, type PaymentDeps } from '../pay/paymentServices';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

export interface BookPurchaseDeps extends SignInDeps {
  payment: PaymentDeps;
  /** The book is the learner's now: the page reads it again. */
  bookOwned(): void;
}

/** The book purchase's effects, for bookPurchaseMachine.provide(). */
export const bookPurchaseServices = ({ api, requireLogin, payment, bookOwned }: BookPurchaseDeps) => ({
  actors: {
    requireLogin: signInWith(requireLogin),
    loadCoupons: fromPromise<Coupon[], { bookId: string }>(
      async ({ input }) =>
        (await api.order.getMyCoupons({ query: { library_book_id: input.bookId }, noToast: true })).coupons,
    ),
    payment: paymentMachine.provide(paymentServices(payment, requireLogin)),
  },
  actions: { bookOwned: () => bookOwned() },
});
