import { fromPromise } from 'xstate';
import type { LeaseTerms } from '../../domain/lease';
import type { Order } from '../../domain/order';
import type { LeaseRequest } from '../../machines/bookLease.machine';
import { paymentMachine } from '../../machines/payment.machine';
import { withServerMessage } from '../../services/http/errors';
import { createLeaseOrder, paymentServices, type PaymentDeps } from '../pay/paymentServices';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

export interface BookLeaseDeps extends SignInDeps {
  payment: PaymentDeps;
  /** A lease was made or renewed: the screen reads the shelf or the book again. */
  onLeased(): void;
}

/** The effects of bookLeaseMachine, for 我的书架, the book page and the headless driver. */
export const bookLeaseServices = ({ api, requireLogin, payment, onLeased }: BookLeaseDeps) => ({
  actors: {
    requireLogin: signInWith(requireLogin),
    loadTerms: fromPromise<LeaseTerms, { bookId: string }>(({ input }) =>
      withServerMessage(api.books.getLease({ query: { resourceId: input.bookId }, noToast: true })),
    ),
    leaseFree: fromPromise<Order, LeaseRequest>(({ input }) => withServerMessage(createLeaseOrder(api, input))),
    payment: paymentMachine.provide(paymentServices(payment, requireLogin)),
  },
  actions: { leaseChanged: () => onLeased() },
});
