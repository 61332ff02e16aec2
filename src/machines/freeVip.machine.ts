import { assign, fromPromise, setup } from 'xstate';
import { isInviteCode, type FreeVipPage, type RewardClaim } from '../domain/learnReward';
import { errorMessage, notProvidedIn } from './effects';
import { signInActor, signingIn } from './steps';

/**
 * 免费领VIP (/free-vip). View contract: freeVip.view.ts.
 * The steps: sign in, enter an invitation code, study, claim. Once signed in, the page (eligibility, progress) is
 * read and decides the step; a claimed reward shows the new VIP end. An old account that never entered a code,
 * or an ended campaign, is not eligible and says why; one that already entered a code keeps its progress.
 */
export interface FreeVipInput {
  signedIn: boolean;
}

interface FreeVipContext extends FreeVipInput {
  page: FreeVipPage | null;
  claim: RewardClaim | null;
  error: string;
}

export type FreeVipEvent =
  | { type: 'start' }
  | { type: 'retry' }
  | { type: 'refresh' }
  | { type: 'code.submit'; code: string }
  | { type: 'claim' };

const notProvided = notProvidedIn('freeVip');

export const freeVipMachine = setup({
  types: { input: {} as FreeVipInput, context: {} as FreeVipContext, events: {} as FreeVipEvent },
  actors: {
    requireLogin: signInActor('freeVip'),
    loadPage: fromPromise<FreeVipPage>(notProvided('loadPage')),
    activateCode: fromPromise<unknown, { code: string }>(notProvided('activateCode')),
    claimReward: fromPromise<RewardClaim>(notProvided('claimReward')),
  },
  actions: {
    keepError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearError: assign({ error: '' }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    claimed: ({ context }) => context.page?.learn.self === 'CLAIMED',
    joined: ({ context }) => context.page?.learn.self !== null,
    barred: ({ context }) => context.page?.bar !== null,
    claimable: ({ context }) => context.page?.learn.self === 'CLAIMABLE',
    codeWellFormed: ({ event }) => event.type === 'code.submit' && isInviteCode(event.code),
  },
}).createMachine({
  id: 'freeVip',
  context: ({ input }) => ({ ...input, page: null, claim: null, error: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'intro' }] },
    intro: { on: { start: 'signingIn' } },
    signingIn: signingIn({ target: 'loading', actions: assign({ signedIn: true }) }, 'intro'),
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        onDone: { target: 'deciding', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearError' } } },
    deciding: {
      always: [
        { guard: 'claimed', target: 'claimed' },
        { guard: 'joined', target: 'joined' },
        { guard: 'barred', target: 'notEligible' },
        { target: 'needCode' },
      ],
    },
    notEligible: {},
    needCode: {
      on: {
        'code.submit': [
          { guard: 'codeWellFormed', target: 'activating', actions: 'clearError' },
          { actions: assign({ error: '请输入正确的邀请码（4-16位字母或数字）' }) },
        ],
      },
    },
    activating: {
      tags: 'busy',
      invoke: {
        id: 'activateCode',
        src: 'activateCode',
        input: ({ event }) => ({ code: event.type === 'code.submit' ? event.code : '' }),
        onDone: 'loading',
        onError: {
          target: 'needCode',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    joined: { always: [{ guard: 'claimable', target: 'claimable' }, { target: 'studying' }] },
    studying: { on: { refresh: { target: 'loading', actions: 'clearError' } } },
    claimable: { on: { claim: { target: 'claiming', actions: 'clearError' } } },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        onDone: { target: 'claimed', actions: assign({ claim: ({ event }) => event.output }) },
        onError: {
          target: 'claimable',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    claimed: {},
  },
});
