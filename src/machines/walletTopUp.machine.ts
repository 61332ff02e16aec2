import { assign, sendTo, setup } from 'xstate';
import type { PayChannel } from '../domain/payment';
import { requiredActionIn } from './effects';
import { paymentMachine } from './payment.machine';
import { type ConfirmMode } from './payment.context';
import {
  keptOrder,
  onOutcome,
  outcomeIs,
  PAYMENT_BROKE,
  paying,
  signInActor,
  signingIn,
  unpaidStates,
  resumedPayment,
  resumes,
  starting,
} from './steps';

export interface WalletTopUpInput {
  channel: PayChannel;
  /** A top-up order left by a cashier trip or a reload: the flow starts by confirming it. */
  resume?: { orderId: string; confirm: ConfirmMode };
}

export interface WalletTopUpContext {
  channel: PayChannel;
  /** The pack chosen; none until the learner taps one. */
  skuId: string | null;
  orderId: string | null;
  confirm: ConfirmMode | null;
  reason: string;
  otherAccount: boolean;
}

export type WalletTopUpEvent =
  | { type: 'pack.choose'; skuId: string }
  | { type: 'pay' }
  | { type: 'close' }
  | { type: 'order.check' }
  | { type: 'page.shown' };

const required = requiredActionIn('walletTopUp');

/**
 * View contract: 钱包充值. Choose a pack, sign in, then the one payment machine as a child, with its rules (query,
 * never pay twice; resume after the cashier or a reload; 继续支付). Paid: the route reads the wallet again
 * (`walletToppedUp`).
 */
export const walletTopUpMachine = setup({
  types: {
    input: {} as WalletTopUpInput,
    context: {} as WalletTopUpContext,
    events: {} as WalletTopUpEvent,
  },
  actors: { requireLogin: signInActor('walletTopUp'), payment: paymentMachine },
  actions: {
    walletToppedUp: required('walletToppedUp'),
    forwardPageShown: sendTo('payment', { type: 'page.shown' }),
    confirmWith: assign({ confirm: (_, { mode }: { mode: ConfirmMode | null }) => mode }),
    showReason: assign({ reason: (_, { reason }: { reason: string }) => reason }),
    storeOutcome: assign(keptOrder),
  },
  guards: {
    resumes,
    hasPack: ({ context }) => context.skuId !== null,
    hasOrder: ({ context }) => context.orderId !== null,
    outcomeIs,
  },
}).createMachine({
  id: 'walletTopUp',
  context: ({ input }) => ({
    channel: input.channel,
    skuId: null,
    ...resumedPayment(input.resume),
  }),
  initial: 'starting',
  states: {
    starting,
    /** The packs, one chosen, and 立即充值. */
    idle: {
      on: {
        'pack.choose': { actions: assign({ skuId: ({ event }) => event.skuId, orderId: null }) },
        pay: { guard: 'hasPack', target: 'signingIn' },
      },
    },
    signingIn: signingIn({ target: 'paying', actions: { type: 'confirmWith', params: { mode: null } } }, 'idle'),
    paying: paying(
      ({ skuId }: WalletTopUpContext) => ({ kind: 'deposit', skuId: skuId ?? '' }),
      [onOutcome('paid'), onOutcome('cancelled'), onOutcome('failed'), onOutcome('unknown')],
      { target: 'failed', actions: { type: 'showReason', params: { reason: PAYMENT_BROKE } } },
    ),
    paid: { tags: 'done', entry: 'walletToppedUp', on: { close: 'idle' } },
    ...unpaidStates('pay', 'idle'),
  },
});
