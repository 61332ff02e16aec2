import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { LETTER_REPLY_MAX, type LetterComment } from '../domain/letter';
import { errorMessage, notProvidedIn } from './effects';

/**
 * 回复 under a letter (/me/messages/:letterId). View contract: letterReply.view.ts.
 * The learner writes; 发送 checks 1–500 characters after trimming, then sends once (a second tap while it is under way
 * sends nothing); the kept reply joins the letter's replies and the box empties. A refusal keeps the text.
 */
export interface LetterReplyInput {
  letterId: string;
  /** The replies the letter already has, oldest first. */
  replies: LetterComment[];
}

interface LetterReplyContext extends LetterReplyInput {
  text: string;
  error: string;
}

export type LetterReplyEvent = { type: 'text.change'; value: string } | { type: 'submit' };

export interface SendReplyInput {
  letterId: string;
  content: string;
}

const notProvided = notProvidedIn('letterReply');
const trimmed = (context: LetterReplyContext) => context.text.trim();

export const letterReplyMachine = setup({
  types: {
    input: {} as LetterReplyInput,
    context: {} as LetterReplyContext,
    events: {} as LetterReplyEvent,
  },
  actors: {
    sendReply: fromPromise<LetterComment, SendReplyInput>(notProvided('sendReply')),
  },
  actions: {
    keepText: assign(({ event }) => {
      assertEvent(event, 'text.change');
      return { text: event.value, error: '' };
    }),
    refuse: assign({ error: (_, params: { error: string }) => params.error }),
  },
  guards: {
    blank: ({ context }) => trimmed(context) === '',
    tooLong: ({ context }) => [...trimmed(context)].length > LETTER_REPLY_MAX,
  },
}).createMachine({
  id: 'letterReply',
  context: ({ input }) => ({ ...input, text: '', error: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'text.change': { actions: 'keepText' },
        submit: [
          { guard: 'blank', actions: { type: 'refuse', params: { error: '请输入回复内容' } } },
          { guard: 'tooLong', actions: { type: 'refuse', params: { error: `回复最多${LETTER_REPLY_MAX}字` } } },
          { target: 'sending', actions: assign({ error: '' }) },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ letterId: context.letterId, content: trimmed(context) }),
        onDone: {
          target: 'sent',
          // Keyed by id: a reply the server answers twice is listed once.
          actions: assign({
            replies: ({ context, event }) => [
              ...context.replies.filter((reply) => reply.comment_id !== event.output.comment_id),
              event.output,
            ],
            text: '',
          }),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'refuse',
            params: ({ event }) => ({ error: errorMessage(event.error, '回复失败，请重试') }),
          },
        },
      },
    },
    /** The reply is kept; typing again starts the next one. */
    sent: { on: { 'text.change': { target: 'editing', actions: 'keepText' } } },
  },
});
