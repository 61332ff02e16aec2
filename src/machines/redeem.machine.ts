import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { normalizeRedeemCode, type RedeemResult } from '../domain/redeem';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';

/**
 * 兑换码 (/me/redeem). View contract: redeem.view.ts.
 * The code is typed upper-case; 兑换 normalises it (spaces and dashes dropped) and consumes it once (a second tap while
 * it runs sends nothing). A success shows the VIP end or the book and empties the field; a used, expired or unknown
 * code says why and keeps the text.
 */
interface RedeemContext {
  code: string;
  error: string;
  result: RedeemResult | null;
}

export type RedeemEvent = { type: 'code.change'; value: string } | { type: 'submit' };

const notProvided = notProvidedIn('redeem');
const required = requiredActionIn('redeem');

export const REDEEM_FAILED_TEXT = '兑换失败，请重试';

export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
  },
  actors: {
    consumeCode: fromPromise<RedeemResult, { code: string }>(notProvided('consumeCode')),
  },
  actions: {
    /** 兑换记录 reads the log again: the new line is on top. */
    reloadHistory: required('reloadHistory'),
    keepCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: event.value.toUpperCase(), error: '' };
    }),
  },
  guards: {
    blank: ({ context }) => normalizeRedeemCode(context.code) === '',
  },
}).createMachine({
  id: 'redeem',
  context: { code: '', error: '', result: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.change': { actions: 'keepCode' },
        submit: [{ guard: 'blank' }, { target: 'consuming', actions: assign({ error: '', result: null }) }],
      },
    },
    consuming: {
      tags: 'busy',
      invoke: {
        id: 'consumeCode',
        src: 'consumeCode',
        input: ({ context }) => ({ code: normalizeRedeemCode(context.code) }),
        onDone: {
          target: 'redeemed',
          actions: [assign({ result: ({ event }) => event.output, code: '' }), 'reloadHistory'],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, REDEEM_FAILED_TEXT) }),
        },
      },
    },
    /** What the code gave stays shown while the next code is typed, until it is redeemed. */
    redeemed: { on: { 'code.change': { target: 'editing', actions: 'keepCode' } } },
  },
});
