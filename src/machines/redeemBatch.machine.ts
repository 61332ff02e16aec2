import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  redeemBatchBody,
  validateRedeemBatch,
  type GeneratedBatch,
  type RedeemBatchBody,
  type RedeemBatchErrors,
  type RedeemBatchForm,
} from '../domain/redeem';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';

/**
 * 生成兑换码 (管理后台 /admin/redeem). View contract: redeemBatch.view.ts.
 * The form (VIP days or a book, 1–500 codes, the last day they work) is checked field by field; 生成 sends it once
 * (a second tap while it runs sends nothing). The batch shows with its codes; 再生成一批 returns to the form as it was.
 */
export interface RedeemBatchInput {
  /** YYYY-MM-DD, China time: no batch expires before it. */
  today: string;
  /** The form's start: 30 VIP days, 10 codes, until `expiresOn`. */
  expiresOn: string;
}

interface RedeemBatchContext {
  today: string;
  form: RedeemBatchForm;
  errors: RedeemBatchErrors;
  error: string;
  batch: GeneratedBatch | null;
}

export type RedeemBatchEvent =
  { type: 'field.change'; field: keyof RedeemBatchForm; value: string } | { type: 'submit' } | { type: 'again' };

const notProvided = notProvidedIn('redeemBatch');
const required = requiredActionIn('redeemBatch');

export const redeemBatchMachine = setup({
  types: {
    input: {} as RedeemBatchInput,
    context: {} as RedeemBatchContext,
    events: {} as RedeemBatchEvent,
  },
  actors: {
    generate: fromPromise<GeneratedBatch, RedeemBatchBody>(notProvided('generate')),
  },
  actions: {
    /** 生成记录 reads its first page again: the new batch is on top. */
    reloadLog: required('reloadLog'),
    keepField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: { ...context.errors, [event.field]: undefined }, error: '' };
    }),
  },
  guards: {
    invalid: ({ context }) => Object.values(validateRedeemBatch(context.form, context.today)).some(Boolean),
  },
}).createMachine({
  id: 'redeemBatch',
  context: ({ input }) => ({
    today: input.today,
    form: { gift: 'VIP', days: '30', libraryBookId: '', count: '10', expiresOn: input.expiresOn },
    errors: {},
    error: '',
    batch: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'keepField' },
        submit: [
          {
            guard: 'invalid',
            actions: assign({ errors: ({ context }) => validateRedeemBatch(context.form, context.today) }),
          },
          { target: 'generating', actions: assign({ errors: {}, error: '' }) },
        ],
      },
    },
    generating: {
      tags: 'busy',
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => redeemBatchBody(context.form),
        onDone: { target: 'done', actions: [assign({ batch: ({ event }) => event.output }), 'reloadLog'] },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, '生成失败，请重试') }),
        },
      },
    },
    done: { on: { again: { target: 'editing', actions: assign({ batch: null }) } } },
  },
});
