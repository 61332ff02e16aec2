import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { LeaseTerms } from '../domain/lease';
import type { Order } from '../domain/order';
import type { PayChannel } from '../domain/payment';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';
import { paymentMachine } from './payment.machine';
import { type ConfirmMode } from './payment.context';
import {
  keptOrder,
  onOutcome,
  outcomeIs,
  payAgain,
  paying,
  signInActor,
  signingIn,
  unpaidStates,
  resumedPayment,
  resumes,
  starting,
} from './steps';

export interface BookLeaseInput {
  channel: PayChannel;
  /** A lease order left by a cashier trip or a reload: the flow starts by confirming it. */
  resume?: { orderId: string; bookId: string; confirm: ConfirmMode };
}

export interface BookLeaseContext {
  channel: PayChannel;
  bookId: string | null;
  withPlan: boolean;
  terms: LeaseTerms | null;
  orderId: string | null;
  confirm: ConfirmMode | null;
  reason: string;
  /** The payment could not be confirmed because another account is signed in now. */
  otherAccount: boolean;
}

export type BookLeaseEvent =
  /** 续租, 租阅 or 租借并生成学习计划 on a book: the backend decides whether it is a renewal. */
  | { type: 'lease.start'; bookId: string; withPlan: boolean }
  | { type: 'lease.confirm' }
  | { type: 'close' }
  | { type: 'order.check' }
  | { type: 'page.shown' };

export interface LeaseRequest {
  bookId: string;
  withPlan: boolean;
}

const notProvided = notProvidedIn('bookLease');
const required = requiredActionIn('bookLease');

const requestOf = (context: BookLeaseContext): LeaseRequest => ({
  bookId: context.bookId!,
  withPlan: context.withPlan,
});

/**
 * One lease term of a library book (租阅, 续租, 租借并生成学习计划): sign in, read the terms (price, the new end date),
 * confirm, then either the backend leases at once (a VIP's term costs nothing) or the one payment machine pays the
 * lease order as a child. A tap while a step runs does nothing, so a double tap makes one order.
 */
export const bookLeaseMachine = setup({
  types: {
    input: {} as BookLeaseInput,
    context: {} as BookLeaseContext,
    events: {} as BookLeaseEvent,
  },
  actors: {
    requireLogin: signInActor('bookLease'),
    loadTerms: fromPromise<LeaseTerms, { bookId: string }>(notProvided('loadTerms')),
    /** The lease order of a term that costs nothing: paid at once. */
    leaseFree: fromPromise<Order, LeaseRequest>(notProvided('leaseFree')),
    payment: paymentMachine,
  },
  actions: {
    /** The route reads the shelf or the book again. */
    leaseChanged: required('leaseChanged'),
    forwardPageShown: sendTo('payment', { type: 'page.shown' }),
    begin: assign(({ event }) => {
      assertEvent(event, 'lease.start');
      return { bookId: event.bookId, withPlan: event.withPlan, terms: null, orderId: null, confirm: null, reason: '' };
    }),
    storeTerms: assign({ terms: (_, { terms }: { terms: LeaseTerms }) => terms }),
    confirmWith: assign({ confirm: (_, { mode }: { mode: ConfirmMode | null }) => mode }),
    showReason: assign({ reason: (_, { error }: { error: unknown }) => errorMessage(error, '租阅失败，请稍后重试') }),
    storeOrder: assign({ orderId: (_, { order }: { order: Order }) => order.order_id }),
    storeOutcome: assign(keptOrder),
  },
  guards: {
    resumes,
    refused: (_, { terms }: { terms: LeaseTerms }) => terms.refusal !== null,
    free: ({ context }) => context.terms?.price === 0,
    orderPaid: (_, { order }: { order: Order }) => order.status === 'PAID',
    outcomeIs,
    hasOrder: ({ context }) => context.orderId !== null,
  },
}).createMachine({
  id: 'bookLease',
  context: ({ input }) => ({
    channel: input.channel,
    bookId: input.resume?.bookId ?? null,
    withPlan: false,
    terms: null,
    ...resumedPayment(input.resume),
  }),
  initial: 'starting',
  states: {
    starting,
    idle: { on: { 'lease.start': { target: 'signingIn', actions: 'begin' } } },
    // Closing the login dialog leaves nothing happened.
    signingIn: signingIn('loadingTerms', 'idle'),
    loadingTerms: {
      tags: 'busy',
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        input: ({ context }) => ({ bookId: context.bookId! }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ terms: event.output }) },
            target: 'failed',
            actions: { type: 'showReason', params: ({ event }) => ({ error: new Error(event.output.refusal!) }) },
          },
          { target: 'confirming', actions: { type: 'storeTerms', params: ({ event }) => ({ terms: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'showReason', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The term, its price and the new end date, with 确认租阅 or 支付. */
    confirming: {
      on: {
        'lease.confirm': [{ guard: 'free', target: 'leasing' }, payAgain(null)],
        close: 'idle',
      },
    },
    leasing: {
      tags: 'busy',
      invoke: {
        id: 'leaseFree',
        src: 'leaseFree',
        input: ({ context }) => requestOf(context),
        onDone: [
          { guard: { type: 'orderPaid', params: ({ event }) => ({ order: event.output }) }, target: 'leased' },
          // No longer free (the VIP ended meanwhile): the order is paid like any other.
          {
            target: 'paying',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'showReason', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    paying: paying(
      (context: BookLeaseContext) => ({ kind: 'lease', ...requestOf(context) }),
      [onOutcome('paid', 'leased'), onOutcome('cancelled'), onOutcome('failed'), onOutcome('unknown')],
      // Only a bug in the payment machine gets here; the order, if any, stays payable.
      { target: 'failed', actions: { type: 'showReason', params: ({ event }) => ({ error: event.error }) } },
    ),
    leased: {
      tags: 'done',
      entry: 'leaseChanged',
      on: { close: 'idle', 'lease.start': { target: 'signingIn', actions: 'begin' } },
    },
    ...unpaidStates('lease.confirm', 'loadingTerms'),
  },
});
