import { assign, fromPromise, not, raise, sendTo, setup } from 'xstate';
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
import { notProvidedIn, requiredActionIn } from './effects';
import { cancelOrComplete, noticeOf } from './groupBuy.cancelOrComplete';
import { paymentMachine } from './payment.machine';
import { type ConfirmMode } from './payment.context';
import { PAYMENT_BROKE, paying, signInActor, signingIn } from './steps';

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

const to = (standing: GroupStanding, target: string) =>
  ({ guard: { type: 'standingIs', params: { standing } }, target }) as const;
const act = (intent: Intent) =>
  ({ target: '#groupBuy.acting', actions: { type: 'setIntent', params: { intent } } }) as const;
/** An idle screen of an open group: a background read that changed it decides again. */
const idle = { on: { 'group.read': '#groupBuy.deciding' } };

const PAYMENT_NOTICE: Record<Exclude<PaymentResult['outcome'], 'failed'>, string> = {
  paid: '支付成功',
  cancelled: '支付未完成，可以再次支付',
  unknown: '暂未查到支付结果，请稍后刷新，不要重复支付',
  closed: '订单已取消',
};
/** What a payment's end says over the group's page. */
function paymentNotice(result: PaymentResult): string {
  if (result.outcome === 'unknown' && result.otherAccount)
    return '这笔订单属于另一个账号，请切换回下单账号查看，不要重复支付';
  if (result.outcome !== 'failed') return PAYMENT_NOTICE[result.outcome];
  // The server keeps the order: paying again pays that order, never a second.
  return result.orderId ? `${result.reason}。订单已保留，再次支付不会重复下单` : result.reason;
}
const resultOf = ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output });
const paidGroup = ({ event: { output } }: { event: { output: PaymentResult } }) => ({
  groupId: output.outcome === 'paid' ? (output.order.group_id ?? '') : '',
});
const freeGroup = ({ event }: { event: { output: Group } }) => ({ groupId: event.output.group_id });
/** A group of mine was opened (paid or free): the screen follows it, and the route shows its page. */
const opened = <TParams>(params: TParams) =>
  [
    { type: 'openGroup', params },
    { type: 'groupOpened', params },
  ] as const;

type PageQuery = Pick<GroupBuyContext, 'bookId' | 'groupId' | 'signedIn'>;
const pageInput = ({ context: { bookId, groupId, signedIn } }: { context: PageQuery }) => ({
  bookId,
  groupId,
  signedIn,
});
const keepPage = {
  type: 'keepPage',
  params: ({ event }: { event: { output: GroupBuyPage } }) => ({ page: event.output }),
} as const;
/** The one read of the page: on the first load, after an action, and while an open group is on screen. */
const readPage = <const TDone, const TError>(onDone: TDone, onError: TError) =>
  ({ id: 'loadPage', src: 'loadPage', input: pageInput, onDone, onError }) as const;

/**
 * Group buy of one book: the book page's 发起拼团 and open groups, and a group's page with its members,
 * countdown, join, cancel and VIP-pass completion. Paying goes through the one payment machine; whatever the
 * outcome, the group is read again and the backend's answer decides the screen. The view (groupBuy.view.ts) follows
 * where the user stands in the group on screen, so a re-read that finds new members changes it without a reload.
 */
export const groupBuyMachine = setup({
  types: { input: {} as GroupBuyInput, context: {} as GroupBuyContext, events: {} as GroupBuyEvent },
  actors: {
    loadPage: fromPromise<GroupBuyPage, PageQuery>(notProvided('loadPage')),
    requireLogin: signInActor('groupBuy'),
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
    showBlocked: assign({ blocked: (_, { blocked }: Pick<GroupBuyContext, 'blocked'>) => blocked }),
    forwardPageShown: sendTo('payment', { type: 'page.shown' }),
    announceRead: raise({ type: 'group.read' }),
    /** The payment ended: its order is done with here, and what it said shows over the page. */
    settlePayment: assign((_, { result }: { result: PaymentResult }) => ({
      orderId: null,
      confirm: null,
      notice: paymentNotice(result),
    })),
    setIntent: assign((_, { intent }: { intent: Intent }) => ({ intent, notice: '' })),
  },
  guards: {
    resumes: ({ context }) => context.orderId !== null,
    groupMissing: ({ context }) => context.groupId !== null && !context.page?.group,
    noPage: ({ context }) => context.page === null,
    /** A group's page (or one just opened), not the book page's offer. */
    inGroup: ({ context }) => context.groupId !== null,
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
  context: ({ input: { resume, ...input } }) => ({
    ...input,
    page: null,
    intent: resume ? 'join' : null,
    orderId: resume?.orderId ?? null,
    confirm: resume?.confirm ?? null,
    blocked: null,
    notice: '',
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'resumes', target: 'paying' }, { target: 'loading' }] },
    loading: {
      tags: 'loading',
      invoke: readPage(
        { target: 'deciding', actions: keepPage },
        { target: 'failed', actions: { type: 'showNotice', params: noticeOf } },
      ),
    },
    failed: { tags: 'error', on: { 'group.retry': { target: 'loading', actions: assign({ notice: '' }) } } },
    /** After an action: read quietly, the last page stays on screen. */
    refreshing: {
      tags: 'busy',
      invoke: readPage({ target: 'deciding', actions: keepPage }, [{ guard: 'noPage', target: 'failed' }, 'deciding']),
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
              invoke: readPage({ target: 'waiting', actions: [keepPage, 'announceRead'] }, 'waiting'),
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
            ...cancelOrComplete,
          },
        },
      },
    },
    /** 拼团成功: every member owns the book. */
    succeeded: {},
    /** 拼团失败 (or dissolved): paid members are refunded. */
    ended: {},
    /** I left the group: my payment is refunded. */
    cancelled: {},
    acting: {
      always: [{ guard: not('signedIn'), target: 'signingIn' }, { guard: 'free', target: 'enteringFree' }, 'paying'],
    },
    signingIn: signingIn({ target: 'acting', actions: assign({ signedIn: true }) }, 'deciding'),
    enteringFree: {
      tags: 'busy',
      invoke: {
        id: 'enterFree',
        src: 'enterFree',
        input: ({ context }) => ({ bookId: context.bookId, groupId: context.groupId }),
        onDone: [{ guard: not('inGroup'), target: 'refreshing', actions: opened(freeGroup) }, { target: 'refreshing' }],
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
        'group.join': { guard: 'inGroup', ...act('join') },
        'group.initiate': { guard: not('inGroup'), ...act('initiate') },
        dismiss: 'refreshing',
      },
    },
    paying: paying(
      paymentRequest,
      [
        {
          guard: { type: 'opensGroup', params: resultOf },
          target: 'refreshing',
          actions: [{ type: 'settlePayment', params: resultOf }, ...opened(paidGroup)],
        },
        { target: 'refreshing', actions: { type: 'settlePayment', params: resultOf } },
      ],
      { target: 'refreshing', actions: { type: 'showNotice', params: { notice: PAYMENT_BROKE } } },
    ),
  },
});

function paymentRequest(context: GroupBuyContext): OrderRequest {
  if (context.intent === 'initiate' && context.page?.config)
    return { kind: 'groupInitiate', bookId: context.bookId, config: context.page.config };
  return { kind: 'groupJoin', bookId: context.bookId, groupId: context.groupId ?? '' };
}
