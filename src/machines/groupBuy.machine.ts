import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import {
  groupStanding,
  NoFreeTimesError,
  type Cancellable,
  type Group,
  type GroupBuyPage,
  type GroupStanding,
} from '../domain/groupBuy';
import type { OrderRequest } from '../domain/order';
import type { PayChannel, PaymentResult } from '../domain/payment';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';
import { paymentMachine, type ConfirmMode } from './payment.machine';

/*
 * View contract (groupBuy.view.ts): the screen is decided by where the user stands in the group on screen
 * (`groupStanding`), so a re-read that finds new members or a filled group changes it without a reload.
 */

export interface GroupBuyInput {
  channel: PayChannel;
  bookId: string;
  /** The group of the link (/book/:id/groupbuy/:parentInstanceId); null on the book page. */
  groupId: string | null;
  signedIn: boolean;
  /** A group order left by a cashier trip: the flow starts by confirming it. */
  resume?: { orderId: string; confirm: ConfirmMode };
}

type Intent = 'initiate' | 'join' | 'startFree' | 'joinFree';

export interface GroupBuyContext extends Omit<GroupBuyInput, 'resume'> {
  page: GroupBuyPage | null;
  intent: Intent | null;
  orderId: string | null;
  confirm: ConfirmMode | null;
  /** Why 取消拼团 is refused, while that answer is on screen. */
  blocked: Exclude<Cancellable, 'CANCELABLE'> | null;
  /** The last refusal or outcome, shown over the page ('' when none). */
  notice: string;
}

export type GroupBuyEvent =
  | { type: 'group.retry' }
  | { type: 'group.initiate' }
  | { type: 'group.startFree' }
  | { type: 'group.join' }
  | { type: 'group.joinFree' }
  | { type: 'group.cancel' }
  | { type: 'group.complete' }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'page.shown' }
  | { type: 'group.read' };

/** How often an open group is read again, so members who joined elsewhere show. */
export const GROUP_REFRESH_MS = 15_000;
/** Read just after the deadline, once the backend has closed the group. */
const DEADLINE_SLACK_MS = 1_000;

const notProvided = notProvidedIn('groupBuy');
const required = requiredActionIn('groupBuy');

const standingIs = (standing: GroupStanding) => ({
  guard: { type: 'standingIs' as const, params: { standing } },
});
const to = (standing: GroupStanding, target: string) => ({ ...standingIs(standing), target });
const act = (intent: Intent) => ({
  target: '#groupBuy.acting',
  actions: { type: 'setIntent' as const, params: { intent } },
});
const noticeOf = ({ event }: { event: { error: unknown } }) => ({
  notice: errorMessage(event.error, '操作失败，请重试'),
});
/** An idle screen of an open group: a background read that changed it decides again. */
const idle = { on: { 'group.read': '#groupBuy.deciding' } };

const PAYMENT_NOTICE: Record<PaymentResult['outcome'], string> = {
  paid: '支付成功',
  cancelled: '支付未完成，可以再次支付',
  failed: '',
  unknown: '暂未查到支付结果，请稍后刷新，不要重复支付',
  closed: '订单已取消',
};

/**
 * Group buy of one book: the book page's 发起拼团 and open groups, and a group's page with its members,
 * countdown, join, cancel and VIP-pass completion. Paying goes through the one payment machine; whatever the
 * outcome, the group is read again and the backend's answer decides the screen.
 */
export const groupBuyMachine = setup({
  types: {
    input: {} as GroupBuyInput,
    context: {} as GroupBuyContext,
    events: {} as GroupBuyEvent,
  },
  actors: {
    loadPage: fromPromise<GroupBuyPage, { bookId: string; groupId: string | null; signedIn: boolean }>(
      notProvided('loadPage'),
    ),
    requireLogin: fromPromise<void>(notProvided('requireLogin')),
    enterFree: fromPromise<Group, { bookId: string; groupId: string | null }>(notProvided('enterFree')),
    checkCancellable: fromPromise<Cancellable, { groupId: string }>(notProvided('checkCancellable')),
    cancelGroup: fromPromise<Group, { groupId: string }>(notProvided('cancelGroup')),
    completeGroup: fromPromise<Group, { groupId: string }>(notProvided('completeGroup')),
    payment: paymentMachine,
  },
  actions: {
    groupOpened: required<{ groupId: string }>('groupOpened'),
    keepPage: assign({ page: (_, { page }: { page: GroupBuyPage }) => page }),
    openGroup: assign({ groupId: (_, { groupId }: { groupId: string }) => groupId }),
    showNotice: assign({ notice: (_, { notice }: { notice: string }) => notice }),
    setIntent: assign((_, { intent }: { intent: Intent }) => ({ intent, notice: '' })),
  },
  guards: {
    resumes: ({ context }) => context.orderId !== null,
    groupMissing: ({ context }) => context.groupId !== null && !context.page?.group,
    standingIs: ({ context }, { standing }: { standing: GroupStanding }) =>
      context.page !== null && groupStanding(context.page) === standing,
    signedIn: ({ context }) => context.signedIn,
    free: ({ context }) => context.intent === 'startFree' || context.intent === 'joinFree',
    hasFreeTimes: ({ context }) => (context.page?.freeTimes ?? 0) > 0,
    hasPasses: ({ context }) => (context.page?.passTimes ?? 0) > 0,
    noFreeTimesLeft: (_, { error }: { error: unknown }) => error instanceof NoFreeTimesError,
    cancelable: (_, { answer }: { answer: Cancellable }) => answer === 'CANCELABLE',
    opensGroup: ({ context }, { result }: { result: PaymentResult }) =>
      context.intent === 'initiate' && result.outcome === 'paid' && !!result.order.group_id,
  },
  delays: {
    refresh: GROUP_REFRESH_MS,
    deadline: ({ context }) => (context.page?.group?.remaining_ms ?? 0) + DEADLINE_SLACK_MS,
  },
}).createMachine({
  id: 'groupBuy',
  context: ({ input }) => ({
    channel: input.channel,
    bookId: input.bookId,
    groupId: input.groupId,
    signedIn: input.signedIn,
    page: null,
    intent: input.resume ? 'join' : null,
    orderId: input.resume?.orderId ?? null,
    confirm: input.resume?.confirm ?? null,
    blocked: null,
    notice: '',
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'resumes', target: 'paying' }, { target: 'loading' }] },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ bookId: context.bookId, groupId: context.groupId, signedIn: context.signedIn }),
        onDone: { target: 'deciding', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'showNotice', params: noticeOf } },
      },
    },
    failed: { tags: 'error', on: { 'group.retry': { target: 'loading', actions: assign({ notice: '' }) } } },
    /** After an action: read quietly, the last page stays on screen. */
    refreshing: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ bookId: context.bookId, groupId: context.groupId, signedIn: context.signedIn }),
        onDone: { target: 'deciding', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        onError: [{ guard: ({ context }) => context.page === null, target: 'failed' }, { target: 'deciding' }],
      },
    },
    deciding: {
      always: [
        { guard: 'groupMissing', target: 'notFound' },
        to('unavailable', 'unavailable'),
        to('offer', 'offer'),
        to('succeeded', 'succeeded'),
        to('ended', 'ended'),
        to('leader', 'live.role.leader'),
        to('member', 'live.role.member'),
        to('full', 'live.role.full'),
        { target: 'live.role.visitor' },
      ],
    },
    notFound: {},
    unavailable: {},
    /** The book page with no group of mine: 发起拼团 (paid, or free while free times remain) or join an open one. */
    offer: {
      on: {
        'group.initiate': act('initiate'),
        'group.startFree': { guard: 'hasFreeTimes', ...act('startFree') },
        'page.shown': 'refreshing',
      },
    },
    /** An open group on screen: re-read on an interval, when the page is shown again, and at the deadline. */
    live: {
      type: 'parallel',
      states: {
        sync: {
          initial: 'waiting',
          states: {
            waiting: { after: { refresh: 'reading', deadline: 'reading' }, on: { 'page.shown': 'reading' } },
            reading: {
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }) => ({
                  bookId: context.bookId,
                  groupId: context.groupId,
                  signedIn: context.signedIn,
                }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
                    raise({ type: 'group.read' }),
                  ],
                },
                onError: 'waiting',
              },
            },
          },
        },
        role: {
          initial: 'visitor',
          states: {
            /** Seats left: 立即参团 (paid), or 免费参团 while free times remain. */
            visitor: {
              ...idle,
              on: {
                ...idle.on,
                'group.join': act('join'),
                'group.joinFree': { guard: 'hasFreeTimes', ...act('joinFree') },
              },
            },
            /** Every seat is taken: start a new group instead. */
            full: { ...idle },
            /** In the group: 邀请好友参团 and 取消拼团. */
            member: { on: { ...idle.on, 'group.cancel': 'checkingCancel' } },
            /** The leader: also 使用成团卡 while VIP passes remain. */
            leader: {
              on: {
                ...idle.on,
                'group.cancel': 'checkingCancel',
                'group.complete': { guard: 'hasPasses', target: 'confirmingComplete' },
              },
            },
            checkingCancel: {
              tags: 'busy',
              invoke: {
                id: 'checkCancellable',
                src: 'checkCancellable',
                input: ({ context }) => ({ groupId: context.groupId ?? '' }),
                onDone: [
                  {
                    guard: { type: 'cancelable', params: ({ event }) => ({ answer: event.output }) },
                    target: 'confirmingCancel',
                  },
                  {
                    target: 'cannotCancel',
                    actions: assign({
                      blocked: ({ event }) => (event.output === 'CANCELABLE' ? null : event.output),
                    }),
                  },
                ],
                onError: { target: '#groupBuy.deciding', actions: { type: 'showNotice', params: noticeOf } },
              },
            },
            cannotCancel: { on: { dismiss: { target: '#groupBuy.deciding', actions: assign({ blocked: null }) } } },
            confirmingCancel: { on: { confirm: 'cancelling', dismiss: '#groupBuy.deciding' } },
            cancelling: {
              tags: 'busy',
              invoke: {
                id: 'cancelGroup',
                src: 'cancelGroup',
                input: ({ context }) => ({ groupId: context.groupId ?? '' }),
                onDone: '#groupBuy.cancelled',
                onError: { target: '#groupBuy.deciding', actions: { type: 'showNotice', params: noticeOf } },
              },
            },
            confirmingComplete: { on: { confirm: 'completing', dismiss: '#groupBuy.deciding' } },
            completing: {
              tags: 'busy',
              invoke: {
                id: 'completeGroup',
                src: 'completeGroup',
                input: ({ context }) => ({ groupId: context.groupId ?? '' }),
                onDone: '#groupBuy.refreshing',
                onError: { target: '#groupBuy.deciding', actions: { type: 'showNotice', params: noticeOf } },
              },
            },
          },
        },
      },
    },
    /** 拼团成功: every member owns the book. */
    succeeded: { tags: 'final' },
    /** 拼团失败 (or dissolved): paid members are refunded. */
    ended: { tags: 'final' },
    /** I left the group: my payment is refunded. */
    cancelled: { tags: 'final' },
    acting: {
      always: [
        { guard: ({ context }) => !context.signedIn, target: 'signingIn' },
        { guard: 'free', target: 'enteringFree' },
        { target: 'paying' },
      ],
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        id: 'requireLogin',
        src: 'requireLogin',
        onDone: { target: 'acting', actions: assign({ signedIn: true }) },
        // The login sheet was closed: nothing happened.
        onError: 'deciding',
      },
    },
    enteringFree: {
      tags: 'busy',
      invoke: {
        id: 'enterFree',
        src: 'enterFree',
        input: ({ context }) => ({ bookId: context.bookId, groupId: context.groupId }),
        onDone: [
          {
            guard: ({ context }) => context.groupId === null,
            target: 'refreshing',
            actions: [
              { type: 'openGroup', params: ({ event }) => ({ groupId: event.output.group_id }) },
              { type: 'groupOpened', params: ({ event }) => ({ groupId: event.output.group_id }) },
            ],
          },
          { target: 'refreshing' },
        ],
        onError: [
          {
            guard: { type: 'noFreeTimesLeft', params: ({ event }) => ({ error: event.error }) },
            target: 'noFreeTimes',
          },
          { target: 'refreshing', actions: { type: 'showNotice', params: noticeOf } },
        ],
      },
    },
    /** A free entry was refused for lack of free times: pay at the group price, or go back. */
    noFreeTimes: {
      on: {
        'group.join': { guard: ({ context }) => context.groupId !== null, ...act('join') },
        'group.initiate': { guard: ({ context }) => context.groupId === null, ...act('initiate') },
        dismiss: 'refreshing',
      },
    },
    paying: {
      tags: 'busy',
      on: { 'page.shown': { actions: sendTo('payment', { type: 'page.shown' }) } },
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          channel: context.channel,
          request: paymentRequest(context),
          orderId: context.orderId,
          confirm: context.confirm ?? undefined,
        }),
        onDone: [
          {
            guard: { type: 'opensGroup', params: ({ event }) => ({ result: event.output }) },
            target: 'refreshing',
            actions: [
              assign({ orderId: null, confirm: null, notice: PAYMENT_NOTICE.paid }),
              {
                type: 'openGroup',
                params: ({ event }) => ({ groupId: paidGroupId(event.output) }),
              },
              { type: 'groupOpened', params: ({ event }) => ({ groupId: paidGroupId(event.output) }) },
            ],
          },
          {
            target: 'refreshing',
            actions: assign({
              orderId: null,
              confirm: null,
              notice: ({ event }) =>
                event.output.outcome === 'failed' ? event.output.reason : PAYMENT_NOTICE[event.output.outcome],
            }),
          },
        ],
        // Only a bug in the payment machine gets here.
        onError: { target: 'refreshing', actions: assign({ notice: '支付出错，请稍后重试' }) },
      },
    },
  },
});

function paymentRequest(context: GroupBuyContext): OrderRequest {
  if (context.intent === 'initiate' && context.page?.config)
    return { kind: 'groupInitiate', bookId: context.bookId, config: context.page.config };
  return { kind: 'groupJoin', bookId: context.bookId, groupId: context.groupId ?? '' };
}

const paidGroupId = (result: PaymentResult) => (result.outcome === 'paid' ? (result.order.group_id ?? '') : '');
