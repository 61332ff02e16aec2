import { assign, fromPromise, setup } from 'xstate';
import type { SquadPage } from '../domain/squad';
import { errorMessage, notProvidedIn } from './effects';
import { signInActor, signingIn } from './steps';

export interface SquadInput {
  inviteCode: string;
  signedIn: boolean;
}

export interface SquadContext extends SquadInput {
  page: SquadPage | null;
  /** The last failure: loading, or the backend's reason for refusing a join or exit. */
  error: string;
}

export type SquadEvent =
  | { type: 'squad.retry' }
  | { type: 'squad.join' }
  | { type: 'squad.exit' }
  | { type: 'exit.confirm' }
  | { type: 'exit.cancel' };

const notProvided = notProvidedIn('squad');

const inSquad = ({ context }: { context: SquadContext }) =>
  !!context.page?.squad && context.page.mine?.squad?.squad_id === context.page.squad.squad_id;

/**
 * The VIP squad page (/squad/:inviteCode): load the squad of the code with its members and my own squad, then
 * one of open (加入小队), full, own, member (退出小队 after a confirmation) or in another squad (exit first).
 * Joining needs sign-in first; after a join or an exit the page is read again.
 */
export const squadMachine = setup({
  types: {
    input: {} as SquadInput,
    context: {} as SquadContext,
    events: {} as SquadEvent,
  },
  actors: {
    loadSquad: fromPromise<SquadPage, SquadInput>(notProvided('loadSquad')),
    requireLogin: signInActor('squad'),
    joinSquad: fromPromise<unknown, { inviteCode: string }>(notProvided('joinSquad')),
    exitSquad: fromPromise<unknown, { squadId: string }>(notProvided('exitSquad')),
  },
  actions: {
    keepPage: assign({ page: (_, params: { page: SquadPage }) => params.page }),
    keepError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error, '操作失败，请重试') }),
    clearError: assign({ error: '' }),
    markSignedIn: assign({ signedIn: true }),
  },
  guards: {
    codeUnknown: (_, params: { page: SquadPage }) => params.page.squad === null,
    signedIn: ({ context }) => context.signedIn,
    isOwner: ({ context }) => inSquad({ context }) && context.page?.mine?.role === 'OWNER',
    isMember: ({ context }) => inSquad({ context }),
    inOtherSquad: ({ context }) => !!context.page?.mine?.squad,
    isFull: ({ context }) => !!context.page?.squad && context.page.squad.member_count >= context.page.squad.capacity,
  },
}).createMachine({
  id: 'squad',
  context: ({ input }) => ({ ...input, page: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadSquad',
        src: 'loadSquad',
        input: ({ context }) => ({ inviteCode: context.inviteCode, signedIn: context.signedIn }),
        onDone: [
          {
            guard: { type: 'codeUnknown', params: ({ event }) => ({ page: event.output }) },
            target: 'notFound',
          },
          { target: 'deciding', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'squad.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: {},
    deciding: {
      always: [
        { guard: 'isOwner', target: 'own' },
        { guard: 'isMember', target: 'member' },
        { guard: 'inOtherSquad', target: 'elsewhere' },
        { guard: 'isFull', target: 'full' },
        { target: 'open' },
      ],
    },
    own: {},
    elsewhere: {},
    full: {},
    open: {
      on: {
        'squad.join': [
          { guard: 'signedIn', target: 'joining', actions: 'clearError' },
          { target: 'signingIn', actions: 'clearError' },
        ],
      },
    },
    // Signed in to join: the join goes on; the backend refuses an owner or a member of another squad, and the page
    // read after it shows which.
    signingIn: signingIn({ target: 'joining', actions: 'markSignedIn' }, 'open'),
    joining: {
      tags: 'busy',
      invoke: {
        id: 'joinSquad',
        src: 'joinSquad',
        input: ({ context }) => ({ inviteCode: context.inviteCode }),
        onDone: { target: 'loading' },
        // Refused (full, another squad…): the reason stays on screen over the page as it is now.
        onError: { target: 'loading', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    member: {
      tags: 'member',
      on: { 'squad.exit': { target: 'confirmingExit', actions: 'clearError' } },
    },
    confirmingExit: {
      tags: ['member', 'confirm'],
      on: { 'exit.confirm': 'exiting', 'exit.cancel': 'member' },
    },
    exiting: {
      tags: ['member', 'busy'],
      invoke: {
        id: 'exitSquad',
        src: 'exitSquad',
        input: ({ context }) => ({ squadId: context.page?.squad?.squad_id ?? '' }),
        onDone: { target: 'loading' },
        onError: { target: 'member', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
