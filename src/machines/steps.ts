import { fromPromise } from 'xstate';
import type { OrderRequest } from '../domain/order';
import type { PayChannel, PaymentResult } from '../domain/payment';
import { notProvidedIn } from './effects';
import type { ConfirmMode, OrderCheck } from './payment.context';

/*
 * The steps several flows share, as state configs. They name the actors, actions and guards the flow's `setup()`
 * declares (`requireLogin: signInActor(name)`; `payment: paymentMachine` with its `forwardPageShown` action), so
 * the flow's own `createMachine` types and checks them.
 */

/** Declares `requireLogin`: resolves once signed in, rejects when the login sheet is closed. */
export const signInActor = (machine: string) => fromPromise<void>(notProvidedIn(machine)('requireLogin'));

/** What a services factory provides as `requireLogin`: the app's login sheet, or the driver's own phone. */
export const signInWith = (requireLogin: () => Promise<void>) => fromPromise<void>(() => requireLogin());

/** Sign in first, then `onDone`. Closing the login sheet is no error: `onClosed`, with nothing said. */
export const signingIn = <const TDone, const TClosed>(onDone: TDone, onClosed: TClosed) =>
  ({ tags: 'busy', invoke: { id: 'requireLogin', src: 'requireLogin', onDone, onError: onClosed } }) as const;

/** What a paying flow keeps for the payment: the order to pay again, and how to start with it. */
interface PayingContext {
  channel: PayChannel;
  orderId: string | null;
  confirm: Exclude<OrderCheck, 'refused'> | null;
}

/** Why a payment failed when the payment machine itself broke (a bug): the order, if any, stays payable. */
export const PAYMENT_BROKE = '支付出错，请稍后重试';

/**
 * Pay through the one payment machine, a child that shows its own progress; `page.shown` (back from a cashier) is
 * passed on to it by the flow's `forwardPageShown: sendTo('payment', { type: 'page.shown' })`. `onDone` reads its
 * `PaymentResult`; `onError` is only reached by a bug in it.
 */
export const paying = <TContext extends PayingContext, const TDone, const TError>(
  request: (context: TContext) => OrderRequest,
  onDone: TDone,
  onError: TError,
) =>
  ({
    tags: 'busy',
    on: { 'page.shown': { actions: 'forwardPageShown' } },
    invoke: {
      id: 'payment',
      src: 'payment',
      input: ({ context }: { context: TContext }) => ({
        channel: context.channel,
        request: request(context),
        orderId: context.orderId,
        confirm: context.confirm ?? undefined,
      }),
      onDone,
      onError,
    },
  }) as const;

type Outcome = PaymentResult['outcome'];
const resultOf = ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output });

/** The guard a paying flow declares as `outcomeIs`. */
export const outcomeIs = (_: unknown, { result, outcome }: { result: PaymentResult; outcome: Outcome }) =>
  result.outcome === outcome;

/** Where one outcome of the payment leads (its own state by default), kept by the flow's `storeOutcome` action. */
export const onOutcome = (outcome: Outcome, target: string = outcome) =>
  ({
    guard: {
      type: 'outcomeIs',
      params: ({ event }: { event: { output: PaymentResult } }) => ({ ...resultOf({ event }), outcome }),
    },
    target,
    actions: { type: 'storeOutcome', params: resultOf },
  }) as const;

/** Pay (again) through `paying`: `null` makes or pays the order, a mode first reads the kept order that way. */
export const payAgain = (mode: ConfirmMode | null) => ({
  target: 'paying' as const,
  actions: { type: 'confirmWith' as const, params: { mode } },
});

/**
 * What a book's paying flow keeps of the payment's result (`storeOutcome`): the order to pay again, why not, and
 * whether it is another account's.
 */
export const keptOrder = (_: unknown, { result }: { result: PaymentResult }) => ({
  otherAccount: result.outcome === 'unknown' && result.otherAccount,
  ...(result.outcome === 'paid'
    ? { orderId: result.order.order_id }
    : result.outcome === 'failed'
      ? { orderId: result.orderId, reason: result.reason }
      : { orderId: result.outcome === 'closed' ? null : result.orderId }),
});

const keyed = <const TKey extends string, TValue>(key: TKey, value: TValue) =>
  ({ [key]: value }) as Record<TKey, TValue>;

/**
 * Where a paying flow stands when the payment ended unpaid, its `pay` event (立即充值, 确认支付…) paying again:
 * - `cancelled`: unpaid and payable: 继续支付, 我已完成支付, or close and keep the order for later;
 * - `failed`: pay the order again when there is one, else back to `retry` (the checkout) to make it;
 * - `unknown`: still unpaid after every query: check again or pay the same order, never a second order unseen.
 * The flow declares `hasOrder` and `confirmWith`, and has an `idle` state.
 */
export const unpaidStates = <const TPay extends string, const TRetry extends string>(pay: TPay, retry: TRetry) =>
  ({
    cancelled: {
      on: {
        ...keyed(pay, payAgain(null)),
        'order.check': payAgain('patient'),
        'page.shown': payAgain('once'),
        close: 'idle',
      },
    },
    failed: {
      tags: 'error',
      on: { ...keyed(pay, [{ guard: 'hasOrder' as const, ...payAgain(null) }, { target: retry }]), close: 'idle' },
    },
    unknown: {
      on: {
        'order.check': payAgain('patient'),
        ...keyed(pay, payAgain(null)),
        'page.shown': payAgain('once'),
        close: 'idle',
      },
    },
  }) as const;

/** A paying flow's own payment fields at the start: the order left by a cashier trip or a reload, if any. */
export const resumedPayment = (resume: { orderId: string; confirm: ConfirmMode } | undefined) => ({
  orderId: resume?.orderId ?? null,
  confirm: resume?.confirm ?? null,
  reason: '',
  otherAccount: false,
});

/** The guard a paying flow declares as `resumes`: it starts by confirming a kept order. */
export const resumes = ({ context }: { context: PayingContext }) =>
  context.orderId !== null && context.confirm !== null;

/** A paying flow's first state: confirm the kept order, or wait in `idle`. */
export const starting = { always: [{ guard: 'resumes', target: 'paying' }, { target: 'idle' }] } as const;
