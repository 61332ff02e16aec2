import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { OrderStatus } from '../domain/order';
import { errorMessage, notProvidedIn, requiredActionIn, type NotifyParams } from './effects';

/**
 * 申请退款 in 我的订单 (/me/orders). View contract: refund.view.ts.
 * An order opens a confirmation that states the amount; 再想想 leaves it. 确定退款 sends one request (a second tap while
 * it runs sends nothing). A refusal says why and keeps the order; an accepted refund reads 已退款 at once or 退款中,
 * then the order is read again every `refundPoll` until it reads 已退款.
 */
export interface RefundOrder {
  orderId: string;
  title: string;
  /** In cents: what the refund gives back. */
  amount: number;
}

interface RefundContext {
  order: RefundOrder | null;
  error: string;
}

export type RefundEvent = { type: 'open'; order: RefundOrder } | { type: 'cancel' } | { type: 'confirm' };

/** An order's status as the backend reads it after a refund was asked for. */
export interface RefundStatus {
  orderId: string;
  status: OrderStatus;
}

export interface ShowStatusParams {
  status: RefundStatus;
}

export const REFUND_TEXT = { refunded: '已退款', requested: '退款申请已提交', failed: '退款失败，请重试' };

const notProvided = notProvidedIn('refund');
const required = requiredActionIn('refund');
const orderIdOf = ({ context }: { context: RefundContext }) => ({ orderId: context.order!.orderId });
const statusOf = ({ event }: { event: DoneActorEvent<RefundStatus> }) => ({ status: event.output });
const showStatus = { type: 'showStatus', params: statusOf } as const;

/** The backend reads the order as 已退款, after the request or a later read: the row shows it and the user hears it. */
const whenRefunded = {
  guard: { type: 'refunded', params: statusOf },
  target: '#refund.done',
  actions: [showStatus, { type: 'notify', params: { message: REFUND_TEXT.refunded } }],
} as const;

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
  },
  actors: {
    requestRefund: fromPromise<RefundStatus, { orderId: string }>(notProvided('requestRefund')),
    readStatus: fromPromise<RefundStatus, { orderId: string }>(notProvided('readStatus')),
  },
  actions: {
    /** The order's row reads the new status (退款中 or 已退款) and offers no second refund. */
    showStatus: required<ShowStatusParams>('showStatus'),
    notify: required<NotifyParams>('notify'),
    keepOrder: assign(({ event }) => {
      assertEvent(event, 'open');
      return { order: event.order, error: '' };
    }),
  },
  guards: {
    refunded: (_, params: { status: RefundStatus }) => params.status.status === 'REFUNDED',
  },
  delays: {
    /** How long 退款中 waits before reading the order again. */
    refundPoll: 1500,
  },
}).createMachine({
  id: 'refund',
  context: { order: null, error: '' },
  initial: 'idle',
  on: { open: { target: '.confirming', actions: 'keepOrder' } },
  states: {
    idle: {},
    confirming: {
      on: {
        cancel: { target: 'idle', actions: assign({ order: null, error: '' }) },
        confirm: { target: 'requesting', actions: assign({ error: '' }) },
      },
    },
    requesting: {
      tags: 'busy',
      // The confirmation stays up while it runs: neither another order nor 再想想 interrupts it.
      on: { open: {}, cancel: {} },
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: orderIdOf,
        onDone: [
          whenRefunded,
          {
            target: 'refunding',
            actions: [showStatus, { type: 'notify', params: { message: REFUND_TEXT.requested } }],
          },
        ],
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => errorMessage(event.error, REFUND_TEXT.failed) }),
        },
      },
    },
    /** 退款中: the order is read again until the backend says it is refunded; a failed read waits and reads again. */
    refunding: {
      initial: 'waiting',
      states: {
        waiting: { after: { refundPoll: 'reading' } },
        reading: {
          invoke: {
            id: 'readStatus',
            src: 'readStatus',
            input: orderIdOf,
            onDone: [whenRefunded, { target: 'waiting' }],
            onError: { target: 'waiting' },
          },
        },
      },
    },
    /** Refunded; another order's 申请退款 starts the next one. */
    done: {},
  },
});
