import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { lookupReasonProblem, type LookedUpCode } from '../domain/staff';
import { errorMessage, notProvidedIn } from './effects';

/**
 * 查看验证码 for a user who cannot sign in (管理后台 用户查询; DESIGN §11). View contract: codeLookup.view.ts.
 * It asks why first, with the phone stated; the reason goes with the lookup to the audit log. The code shows for 60 s,
 * counting down, and then hides and is forgotten; 再次查看 asks again. The code lives only in this machine's context,
 * under `smsCode`, which every report and log masks (services/privacy.ts).
 */
export const CODE_SHOWN_SECONDS = 60;

export interface CodeLookupInput {
  phone: string;
  /** How long the code shows: CODE_SHOWN_SECONDS unless a test asks for less. */
  shownSeconds?: number;
}

interface CodeLookupContext {
  phone: string;
  shownSeconds: number;
  reason: string;
  error: string;
  /** The code while it shows; null when none is valid, and after it hid. */
  smsCode: string | null;
  remaining: number;
}

export type CodeLookupEvent = { type: 'reason.change'; value: string } | { type: 'reveal' } | { type: 'hide' };

export interface LookUpInput {
  phone: string;
  reason: string;
}

const notProvided = notProvidedIn('codeLookup');

export const codeLookupMachine = setup({
  types: {
    input: {} as CodeLookupInput,
    context: {} as CodeLookupContext,
    events: {} as CodeLookupEvent,
  },
  actors: {
    lookUp: fromPromise<LookedUpCode, LookUpInput>(notProvided('lookUp')),
  },
  actions: {
    keepReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.value, error: '' };
    }),
    forget: assign({ smsCode: null, remaining: 0 }),
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
  },
  guards: {
    noReason: ({ context }) => lookupReasonProblem(context.reason) !== null,
    timeIsUp: ({ context }) => context.remaining <= 0,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'codeLookup',
  context: ({ input }) => ({
    phone: input.phone,
    shownSeconds: input.shownSeconds ?? CODE_SHOWN_SECONDS,
    reason: '',
    error: '',
    smsCode: null,
    remaining: 0,
  }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        'reason.change': { actions: 'keepReason' },
        reveal: [
          { guard: 'noReason', actions: assign({ error: ({ context }) => lookupReasonProblem(context.reason) ?? '' }) },
          { target: 'fetching', actions: assign({ error: '' }) },
        ],
      },
    },
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => ({ phone: context.phone, reason: context.reason.trim() }),
        onDone: {
          target: 'shown',
          actions: assign({
            smsCode: ({ event }) => event.output.sms_code,
            remaining: ({ context }) => context.shownSeconds,
          }),
        },
        onError: {
          target: 'asking',
          actions: assign({ error: ({ event }) => errorMessage(event.error, '查询失败，请重试') }),
        },
      },
    },
    shown: {
      always: { guard: 'timeIsUp', target: 'hidden' },
      after: { tick: { target: 'shown', reenter: true, actions: 'countDown' } },
      on: { hide: 'hidden' },
    },
    hidden: {
      entry: 'forget',
      on: { reveal: { target: 'asking', actions: assign({ reason: '', error: '' }) } },
    },
  },
});
