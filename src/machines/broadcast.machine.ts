import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  broadcastBody,
  validateBroadcast,
  type Broadcast,
  type BroadcastBody,
  type BroadcastDraft,
  type BroadcastErrors,
} from '../domain/letter';
import { errorMessage, notProvidedIn } from './effects';

/**
 * 站内信 (管理后台 /admin/letters). View contract: broadcast.view.ts.
 * draft → 预览 (the form checked, the broadcast kept as a draft on the server, shown as the learner will see it) →
 * 发送 (instantiated for its audience, once: a second tap sends nothing) → sent, with 撤回 → withdrawn. 修改 from the
 * preview returns to the form as it was; a refusal keeps everything and says why.
 */
interface BroadcastContext {
  draft: BroadcastDraft;
  errors: BroadcastErrors;
  error: string;
  broadcast: Broadcast | null;
}

export type BroadcastEvent =
  | { type: 'field.change'; field: keyof BroadcastDraft; value: string }
  | { type: 'preview' }
  | { type: 'edit' }
  | { type: 'send' }
  | { type: 'withdraw' }
  | { type: 'again' };

const notProvided = notProvidedIn('broadcast');
const EMPTY_DRAFT: BroadcastDraft = { title: '', content: '', audience: 'ALL', userIds: '' };

const idOf = ({ context }: { context: BroadcastContext }) => ({ broadcastId: context.broadcast!.broadcast_letter_id });

export const broadcastMachine = setup({
  types: {
    context: {} as BroadcastContext,
    events: {} as BroadcastEvent,
  },
  actors: {
    create: fromPromise<Broadcast, BroadcastBody>(notProvided('create')),
    instantiate: fromPromise<Broadcast, { broadcastId: string }>(notProvided('instantiate')),
    remove: fromPromise<Broadcast, { broadcastId: string }>(notProvided('remove')),
  },
  actions: {
    keepBroadcast: assign({ broadcast: (_, params: { broadcast: Broadcast }) => params.broadcast, error: '' }),
    refuse: assign({
      error: (_, params: { error: unknown; fallback: string }) => errorMessage(params.error, params.fallback),
    }),
    keepField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
        error: '',
      };
    }),
  },
  guards: {
    invalid: ({ context }) => Object.values(validateBroadcast(context.draft)).some(Boolean),
  },
}).createMachine({
  id: 'broadcast',
  context: { draft: EMPTY_DRAFT, errors: {}, error: '', broadcast: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'keepField' },
        preview: [
          { guard: 'invalid', actions: assign({ errors: ({ context }) => validateBroadcast(context.draft) }) },
          { target: 'creating', actions: assign({ errors: {}, error: '' }) },
        ],
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => broadcastBody(context.draft),
        onDone: {
          target: 'preview',
          actions: { type: 'keepBroadcast', params: ({ event }) => ({ broadcast: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error, fallback: '保存失败，请重试' }) },
        },
      },
    },
    preview: { on: { edit: 'editing', send: 'sending' } },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'instantiate',
        src: 'instantiate',
        input: idOf,
        onDone: {
          target: 'sent',
          actions: { type: 'keepBroadcast', params: ({ event }) => ({ broadcast: event.output }) },
        },
        onError: {
          target: 'preview',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error, fallback: '发送失败，请重试' }) },
        },
      },
    },
    sent: { on: { withdraw: 'withdrawing' } },
    withdrawing: {
      tags: 'busy',
      invoke: {
        id: 'remove',
        src: 'remove',
        input: idOf,
        onDone: {
          target: 'withdrawn',
          actions: { type: 'keepBroadcast', params: ({ event }) => ({ broadcast: event.output }) },
        },
        onError: {
          target: 'sent',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error, fallback: '撤回失败，请重试' }) },
        },
      },
    },
    withdrawn: {
      on: { again: { target: 'editing', actions: assign({ draft: EMPTY_DRAFT, broadcast: null, error: '' }) } },
    },
  },
});
