import { assign, fromPromise, setup } from 'xstate';
import type { InviteFriendPage, RewardClaim } from '../domain/learnReward';
import { errorMessage, notProvidedIn } from './effects';
import { signInActor, signingIn } from './steps';

/**
 * 邀请好友 (/invite-friend). View contract: inviteFriend.view.ts.
 * Signed out it asks for sign-in; then it loads my codes, my link's key and the friends I invited. A friend who
 * studied long enough earns me a reward, claimed one at a time; after a claim the page is read again behind it.
 */
export interface InviteFriendInput {
  signedIn: boolean;
}

interface InviteFriendContext extends InviteFriendInput {
  page: InviteFriendPage | null;
  /** The friend whose reward is being claimed. */
  claiming: string | null;
  error: string;
  /** What the last claim added, e.g. 已领取7天VIP. */
  notice: string;
}

export type InviteFriendEvent = { type: 'signIn' } | { type: 'retry' } | { type: 'claim'; friendId: string };

const notProvided = notProvidedIn('inviteFriend');

export const inviteFriendMachine = setup({
  types: { input: {} as InviteFriendInput, context: {} as InviteFriendContext, events: {} as InviteFriendEvent },
  actors: {
    requireLogin: signInActor('inviteFriend'),
    loadPage: fromPromise<InviteFriendPage>(notProvided('loadPage')),
    claimReward: fromPromise<RewardClaim, { friendId: string }>(notProvided('claimReward')),
  },
  actions: {
    keepPage: assign({ page: (_, params: { page: InviteFriendPage }) => params.page }),
    keepError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    /** Only a reward that is ready, and one claim at a time (double taps do nothing). */
    claimable: ({ context, event }) =>
      event.type === 'claim' &&
      !!context.page?.learn.friends.some(
        (friend) => friend.user_id === event.friendId && friend.reward === 'CLAIMABLE',
      ),
  },
}).createMachine({
  id: 'inviteFriend',
  context: ({ input }) => ({ ...input, page: null, claiming: null, error: '', notice: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'signedOut' }] },
    signedOut: { on: { signIn: 'signingIn' } },
    signingIn: signingIn({ target: 'loading', actions: assign({ signedIn: true }) }, 'signedOut'),
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        claim: {
          guard: 'claimable',
          target: 'claiming',
          actions: assign({ claiming: ({ event }) => event.friendId, error: '', notice: '' }),
        },
      },
    },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => ({ friendId: context.claiming! }),
        onDone: {
          target: 'refreshing',
          actions: assign({ notice: ({ event }) => `已领取${event.output.days}天VIP` }),
        },
        onError: {
          target: 'ready',
          actions: [assign({ claiming: null }), { type: 'keepError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    refreshing: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        onDone: {
          target: 'ready',
          actions: [assign({ claiming: null }), { type: 'keepPage', params: ({ event }) => ({ page: event.output }) }],
        },
        // The claim went through; only the list is stale, and it says so.
        onError: {
          target: 'ready',
          actions: [assign({ claiming: null }), { type: 'keepError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
