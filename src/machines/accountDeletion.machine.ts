import { assign, forwardTo, fromPromise, sendParent, setup } from 'xstate';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';
import { phoneLoginMachine, type PhoneLoginEvent } from './phoneLogin.machine';

/**
 * 注销账号 (/me/accounts/delete). View contract: accountDeletion.view.ts.
 * The page says what is lost; then an SMS code to the bound phone (the sign-in sheet's machine, with its captcha and
 * countdown) proves it is the owner and opens a fresh session; a last confirmation deletes the account, and the
 * session is forgotten in this browser. Cancel leaves at every step before the deletion is sent.
 */
export interface AccountDeletionInput {
  /** The bound phone, 11 digits; null when the account has none, and cannot be verified by SMS. */
  phone: string | null;
}

interface AccountDeletionContext extends AccountDeletionInput {
  error: string;
}

export type AccountDeletionEvent =
  | { type: 'proceed' }
  | { type: 'cancel' }
  /** Sent by the verifying child once the SMS code signed the owner in again. */
  | { type: 'code.verified'; token: string }
  | { type: 'confirm' }
  /** The SMS form's events, for the verifying child. */
  | PhoneLoginEvent;

/** The SMS form's events (its phone is fixed): while verifying, they go to the child. */
const FORM_EVENTS = [
  'code.change',
  'code.send',
  'captcha.solve',
  'captcha.refresh',
  'captcha.close',
  'submit',
] as const satisfies readonly PhoneLoginEvent['type'][];

/** The sign-in sheet's machine, reporting its token to this flow instead of the app's sign-in. */
export const phoneVerification = phoneLoginMachine.provide({
  actions: {
    announceLogin: sendParent((_, params: { token: string }) => ({
      type: 'code.verified' as const,
      token: params.token,
    })),
  },
});

const notProvided = notProvidedIn('accountDeletion');
const required = requiredActionIn('accountDeletion');

export const accountDeletionMachine = setup({
  types: {
    input: {} as AccountDeletionInput,
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    verify: phoneVerification,
    deleteAccount: fromPromise<unknown>(notProvided('deleteAccount')),
  },
  actions: {
    /** The verified session replaces the old one: the deletion is sent with it. */
    adoptSession: required<{ token: string }>('adoptSession'),
    /** Signs out in this browser: token, user info, the order being paid. */
    forgetSession: required('forgetSession'),
  },
  guards: {
    hasPhone: ({ context }) => context.phone !== null,
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ ...input, error: '' }),
  initial: 'reviewing',
  states: {
    reviewing: { on: { proceed: { guard: 'hasPhone', target: 'verifying' }, cancel: 'cancelled' } },
    verifying: {
      invoke: { id: 'verify', src: 'verify', input: ({ context }) => ({ phone: context.phone ?? '' }) },
      on: {
        ...Object.fromEntries(FORM_EVENTS.map((type) => [type, { actions: forwardTo('verify') }])),
        cancel: 'cancelled',
        'code.verified': {
          target: 'confirming',
          actions: { type: 'adoptSession', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    confirming: { on: { confirm: { target: 'deleting', actions: assign({ error: '' }) }, cancel: 'cancelled' } },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: 'deleted',
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    deleted: { type: 'final', entry: 'forgetSession' },
    cancelled: { type: 'final' },
  },
});
