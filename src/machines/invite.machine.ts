import { assign, fromPromise, setup } from 'xstate';
import type { Inviter, InviteOutcome } from '../domain/invite';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';
import { signInActor, signingIn } from './steps';

/**
 * The invite landing (spec §2 /invite/:huaid, §3 pvt_inviter). View contract: invite.view.ts.
 * The inviter is found by hua id and remembered (every request then carries X-Inviter-Id); accepting signs in,
 * which sends pvt_inviter, and then says whether the reward was granted.
 */
export interface InviteInput {
  huaId: string;
  signedIn: boolean;
}

interface InviteContext extends InviteInput {
  inviter: Inviter | null;
  error: string;
}

export type InviteEvent = { type: 'accept' } | { type: 'retry' };

const notProvided = notProvidedIn('invite');
const required = requiredActionIn('invite');

export const inviteMachine = setup({
  types: { input: {} as InviteInput, context: {} as InviteContext, events: {} as InviteEvent },
  actors: {
    /** null when no user has this hua id. */
    loadInviter: fromPromise<Inviter | null, { huaId: string }>(notProvided('loadInviter')),
    requireLogin: signInActor('invite'),
    loadOutcome: fromPromise<InviteOutcome, { inviterId: string }>(notProvided('loadOutcome')),
  },
  actions: {
    rememberInviter: required<{ userId: string }>('rememberInviter'),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'invite',
  context: ({ input }) => ({ ...input, inviter: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInviter',
        src: 'loadInviter',
        input: ({ context }) => ({ huaId: context.huaId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          {
            target: 'ready',
            actions: [
              assign({ inviter: ({ event }) => event.output }),
              { type: 'rememberInviter', params: ({ event }) => ({ userId: event.output!.userId }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    notFound: {},
    ready: {
      on: { accept: [{ guard: 'signedIn', target: 'checking' }, { target: 'signingIn' }] },
    },
    signingIn: signingIn({ target: 'checking', actions: assign({ signedIn: true }) }, 'ready'),
    checking: {
      tags: 'busy',
      invoke: {
        id: 'loadOutcome',
        src: 'loadOutcome',
        input: ({ context }) => ({ inviterId: context.inviter!.userId }),
        onDone: [
          { guard: ({ event }) => event.output === 'granted', target: 'granted' },
          { guard: ({ event }) => event.output === 'own', target: 'own' },
          { target: 'existing' },
        ],
        onError: {
          target: 'checkFailed',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    checkFailed: { on: { retry: 'checking' } },
    granted: {},
    existing: {},
    own: {},
  },
});
