import { assign, fromPromise, setup } from 'xstate';
import type { Order, OrderRequest } from '../domain/order';
import { returnOf, type PaymentResult, type PayOutcome, type PendingOrder } from '../domain/payment';
import { errorMessage, notProvidedIn, requiredActionIn, type OrderIdParams } from './effects';
import {
  confirmBackoffMs,
  MAX_CONFIRM_ATTEMPTS,
  unansweredBackoffMs,
  UNANSWERED_COUNT_MAX,
  type OrderCheck,
  type PayInput,
  type PaymentContext,
  type PaymentEvent,
  type PaymentInput,
  type QueriedOrder,
} from './payment.context';

export const PAYMENT_TEXT = {
  createFailedPrefix: '订单未创建：',
  orderClosed: '订单已关闭，请重新下单',
} as const;

const notProvided = notProvidedIn('payment');
const required = requiredActionIn('payment');

const orderIdOf = (context: PaymentContext): string => {
  if (context.orderId === null) throw new Error('payment: no order');
  return context.orderId;
};
const orderIdParams = ({ context }: { context: PaymentContext }): OrderIdParams => ({ orderId: orderIdOf(context) });
const outcomeOf = ({ event }: { event: { output: PayOutcome } }) => ({ outcome: event.output });
const queriedOf = ({ event }: { event: { output: QueriedOrder } }) => ({ order: event.output });
const isGone = (order: QueriedOrder) => order === null || (order !== 'otherAccount' && order.status === 'CLOSED');

/** The backend refused to pay or cancel: read the order once, keeping the refusal's reason in case it is unpaid. */
const refusedThenQuery = {
  target: '#payment.confirming',
  reenter: true,
  actions: [
    {
      type: 'showReason',
      params: ({ event }: { event: { error: unknown } }) => ({ reason: errorMessage(event.error) }),
    },
    { type: 'confirmWith', params: { mode: 'refused' } },
  ],
} as const;

/**
 * One payment: create the order (or reuse the one given), pay it through the channel's adapter, and confirm
 * it with the server, never trusting the front end. It persists the order id before leaving for a cashier,
 * so a reload resumes it, and ends in paid, cancelled, failed or unknown (its output, a `PaymentResult`).
 *
 * Its parent shows `paymentView(snapshot)` while it runs and forwards `page.shown`.
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentResult,
  },
  actors: {
    createOrder: fromPromise<Order, OrderRequest>(notProvided('createOrder')),
    pay: fromPromise<PayOutcome, PayInput>(notProvided('pay')),
    queryOrder: fromPromise<QueriedOrder, { orderId: string }>(notProvided('queryOrder')),
    cancelOrder: fromPromise<unknown, { orderId: string }>(notProvided('cancelOrder')),
  },
  actions: {
    persistPendingOrder: required<PendingOrder>('persistPendingOrder'),
    clearPendingOrder: required('clearPendingOrder'),
    goToDesktopPay: required<OrderIdParams>('goToDesktopPay'),
    storeOrderId: assign({ orderId: (_, { orderId }: OrderIdParams) => orderId, orderCreated: true }),
    forgetOrder: assign({ orderId: null }),
    storePaidOrder: assign({ paidOrder: (_, { order }: { order: Order }) => order }),
    showReason: assign({ reason: (_, { reason }: { reason: string }) => reason }),
    confirmWith: assign({ confirm: (_, { mode }: { mode: OrderCheck }) => mode }),
    resetAttempts: assign({ attempts: 0, unanswered: 0, otherAccount: false }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, unanswered: 0 }),
    countUnanswered: assign({ unanswered: ({ context }) => Math.min(context.unanswered + 1, UNANSWERED_COUNT_MAX) }),
    markOtherAccount: assign({ otherAccount: true }),
  },
  guards: {
    resumes: ({ context }) => context.orderId !== null && context.confirm !== null,
    hasOrder: ({ context }) => context.orderId !== null,
    desktopChannel: ({ context }) => context.channel === 'PC',
    leavesForCashier: (_, { outcome }: { outcome: PayOutcome }) => outcome === 'redirect',
    cancelledByUser: (_, { outcome }: { outcome: PayOutcome }) => outcome === 'cancel',
    // A refunded (or refunding) order was paid: the flow that asked for it reads why (a group buy that failed).
    orderPaid: (_, { order }: { order: QueriedOrder }) =>
      order !== null &&
      order !== 'otherAccount' &&
      (order.status === 'PAID' || order.status === 'REFUNDING' || order.status === 'REFUNDED'),
    otherAccountsOrder: (_, { order }: { order: QueriedOrder }) => order === 'otherAccount',
    orderGone: (_, { order }: { order: QueriedOrder }) => isGone(order),
    nothingToCancel: ({ context }, { order }: { order: QueriedOrder }) => context.confirm === 'cancel' && isGone(order),
    checkOnce: ({ context }) => context.confirm === 'once',
    cancelling: ({ context }) => context.confirm === 'cancel',
    afterRefusal: ({ context }) => context.confirm === 'refused',
    oneQueryOnly: ({ context }) => context.confirm === 'cancel' || context.confirm === 'refused',
    lastAttempt: ({ context }) => context.attempts + 1 >= MAX_CONFIRM_ATTEMPTS,
  },
  delays: {
    confirmBackoff: ({ context }) =>
      context.unanswered > 0 ? unansweredBackoffMs(context.unanswered) : confirmBackoffMs(context.attempts),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    channel: input.channel,
    request: input.request,
    orderId: input.orderId ?? null,
    orderCreated: Boolean(input.orderId),
    paidOrder: null,
    confirm: input.confirm ?? null,
    attempts: 0,
    unanswered: 0,
    otherAccount: false,
    reason: '',
  }),
  initial: 'starting',
  output: ({ event }) => event.output as PaymentResult,
  states: {
    starting: {
      always: [
        { guard: 'resumes', target: 'confirming' },
        { guard: 'hasOrder', target: 'paying' },
        { target: 'creating' },
      ],
    },
    creating: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context.request,
        onDone: {
          target: 'paying',
          actions: [
            { type: 'storeOrderId', params: ({ event }) => ({ orderId: event.output.order_id }) },
            {
              type: 'persistPendingOrder',
              params: ({ context, event }) => ({
                orderId: event.output.order_id,
                isGift: event.output.is_gift,
                ...returnOf(context.request, event.output.group_id),
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'showReason',
            params: ({ event }) => ({ reason: PAYMENT_TEXT.createFailedPrefix + errorMessage(event.error) }),
          },
        },
      },
    },
    paying: {
      // The desktop pays on /pc-pay (a QR code); the pay actor never starts there.
      always: {
        guard: 'desktopChannel',
        target: 'redirecting',
        actions: { type: 'goToDesktopPay', params: orderIdParams },
      },
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ orderId: orderIdOf(context), channel: context.channel }),
        onDone: [
          { guard: { type: 'leavesForCashier', params: outcomeOf }, target: 'redirecting' },
          { guard: { type: 'cancelledByUser', params: outcomeOf }, target: 'cancelled' },
          // ok and fail alike: the callback is not reliable, the server decides (h5-flows "WeChat JSAPI").
          { target: 'confirming', actions: { type: 'confirmWith', params: { mode: 'patient' } } },
        ],
        // Refused (already paid, say) or lost: the order decides, and it is never paid twice (h5-flows).
        onError: refusedThenQuery,
      },
    },
    /** The page is leaving for an external cashier; a reload resumes from the persisted order id. */
    redirecting: {
      on: { 'page.shown': { target: 'confirming', actions: { type: 'confirmWith', params: { mode: 'once' } } } },
    },
    confirming: {
      entry: 'resetAttempts',
      initial: 'querying',
      states: {
        querying: {
          invoke: {
            id: 'queryOrder',
            src: 'queryOrder',
            input: ({ context }) => ({ orderId: orderIdOf(context) }),
            onDone: [
              {
                guard: { type: 'orderPaid', params: queriedOf },
                target: '#payment.paid',
                actions: { type: 'storePaidOrder', params: ({ event }) => ({ order: event.output as Order }) },
              },
              // Never called closed or failed: it may be paid, and its own account shows it (spec §3, two tabs).
              {
                guard: { type: 'otherAccountsOrder', params: queriedOf },
                target: '#payment.unknown',
                actions: 'markOtherAccount',
              },
              // Nothing left to cancel: closed already (or no longer this account's).
              { guard: { type: 'nothingToCancel', params: queriedOf }, target: '#payment.closed' },
              {
                guard: { type: 'orderGone', params: queriedOf },
                target: '#payment.failed',
                actions: [
                  'forgetOrder',
                  'clearPendingOrder',
                  { type: 'showReason', params: { reason: PAYMENT_TEXT.orderClosed } },
                ],
              },
              { guard: 'cancelling', target: '#payment.cancelling' },
              // Unpaid, so the refusal stands: its reason shows, and 重试 pays the same order.
              { guard: 'afterRefusal', target: '#payment.failed' },
              { guard: 'checkOnce', target: '#payment.cancelled' },
              { guard: 'lastAttempt', target: '#payment.unknown', actions: 'countAttempt' },
              { target: 'waiting', actions: 'countAttempt' },
            ],
            // No answer (offline, the API restarting): ask again, later each time, without using up the attempts, so
            // the payment is confirmed once the API answers. One that cannot be read after a refusal is unknown.
            onError: [
              { guard: 'oneQueryOnly', target: '#payment.unknown' },
              { target: 'waiting', actions: 'countUnanswered' },
            ],
          },
        },
        waiting: {
          after: { confirmBackoff: 'querying' },
        },
      },
    },
    /** 取消订单 on an order read as unpaid: the server cancels it, or refuses (paid meanwhile) and the order decides. */
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: orderIdParams,
        onDone: 'closed',
        onError: refusedThenQuery,
      },
    },
    paid: {
      type: 'final',
      entry: 'clearPendingOrder',
      output: ({ context }) => ({ outcome: 'paid', order: context.paidOrder! }),
    },
    cancelled: { type: 'final', output: ({ context }) => ({ outcome: 'cancelled', orderId: orderIdOf(context) }) },
    failed: {
      type: 'final',
      output: ({ context }) => ({
        outcome: 'failed',
        orderId: context.orderId,
        reason: context.reason,
        orderCreated: context.orderCreated,
      }),
    },
    /** Cancelled at the user's request: the flow may offer a new purchase. */
    closed: {
      type: 'final',
      entry: 'clearPendingOrder',
      output: () => ({ outcome: 'closed' }),
    },
    unknown: {
      type: 'final',
      output: ({ context }) => ({
        outcome: 'unknown',
        orderId: orderIdOf(context),
        otherAccount: context.otherAccount,
      }),
    },
  },
});
