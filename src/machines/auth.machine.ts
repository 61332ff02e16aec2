import { and, assertEvent, assign, emit, fromPromise, not, raise, setup } from 'xstate';
import type { User } from '../domain/user';
import { notProvidedIn, requiredActionIn } from './effects';

/** Spec §4: the login-required request rejects with this text when the dialog closes without a token. */
export const LOGIN_CANCELLED_TEXT = '取消登录';
/** Said once when a 401 ends a session the learner had, with the login sheet one tap away. */
export const SESSION_EXPIRED_TEXT = '登录已失效，请重新登录';

/** The error reporter's user (spec §9: tagged with user id and nickname). */
export interface ReportedUser {
  id: string | number;
  nickname?: string;
}

export interface AuthInput {
  /** The stored token ('Bearer …'), or empty. */
  token: string;
  user?: User;
}

export interface AuthContext {
  /** Always in the stored form 'Bearer <server token>', or empty. */
  token: string;
  user: User | undefined;
  /** Spec §4 "login-related flag": false whenever the machine is signed out. */
  isLoggedIn: boolean;
  /** Set by `login.required { reload: true }`: reload the page once the dialog closes with a token. */
  reloadAfterLogin: boolean;
}

export type AuthEvent =
  | { type: 'login.required'; reload?: boolean }
  | { type: 'dialog.close'; token?: string }
  | { type: 'token.external'; value: string }
  /** A sign-in that finished outside the dialog, e.g. on the WeChat-like or QQ-like callback page. */
  | { type: 'token.set'; token: string }
  | { type: 'logout' }
  /** Another tab of this browser stored another session (spec §3: one record per browser): the token now stored. */
  | { type: 'session.external'; token: string }
  | { type: 'http.unauthorized' }
  | { type: 'user.retry' };

export type AuthEmitted =
  | { type: 'login.succeeded' }
  | { type: 'login.cancelled' }
  /** The account changed under this tab (signed out, or another account): screens reload what they show. */
  | { type: 'session.switched'; signedIn: boolean };

/**
 * Any token handed to the machine, in the stored form: trimmed, a bare 'bearer' (any case) is empty,
 * and a non-empty token gets exactly one 'Bearer ' prefix, so 'abc', 'bearer abc' and 'Bearer abc'
 * are the same token and never trigger a reload loop.
 */
export function normalizeExternalToken(value: string): string {
  const trimmed = value.trim();
  const withoutScheme = /^bearer(?:\s+|$)/i.test(trimmed) ? trimmed.replace(/^bearer\s*/i, '') : trimmed;
  return withoutScheme === '' ? '' : `Bearer ${withoutScheme}`;
}

const notProvided = notProvidedIn('auth');
const required = requiredActionIn('auth');

function tokenFromEvent(event: AuthEvent): string {
  assertEvent(event, ['dialog.close', 'token.external', 'token.set', 'session.external']);
  if (event.type === 'token.external') return normalizeExternalToken(event.value);
  return normalizeExternalToken(event.token ?? '');
}

const persistAdoptedToken = {
  type: 'persistToken',
  params: ({ context }: { context: AuthContext }) => ({ token: context.token }),
} as const;

/**
 * Signed-in state of the whole app (spec §4).
 *
 * Views ask `hasTag('anonymous' | 'loggedIn' | 'dialogOpen' | 'error')`. The login-required request of a
 * route listens with `actor.on('login.succeeded' | 'login.cancelled')` before it sends `login.required`;
 * when the user is already signed in, `login.succeeded` is emitted at once.
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    fetchMyInfo: fromPromise<User, { token: string }>(notProvided('fetchMyInfo')),
  },
  actions: {
    persistToken: required<{ token: string }>('persistToken'),
    clearLogin: required('clearLogin'),
    reloadPage: required('reloadPage'),
    announceSessionExpired: required('announceSessionExpired'),
    storeUserInfo: required<{ user: User }>('storeUserInfo'),
    reportUser: required<ReportedUser | null>('reportUser'),
    adoptToken: assign({ token: ({ event }) => tokenFromEvent(event) }),
    adoptUser: assign({ user: (_, params: { user: User }) => params.user }),
    markLoggedIn: assign({ isLoggedIn: true }),
    forgetLogin: assign({ token: '', user: undefined, isLoggedIn: false, reloadAfterLogin: false }),
    rememberReload: assign({
      reloadAfterLogin: ({ context, event }) => {
        assertEvent(event, 'login.required');
        return context.reloadAfterLogin || event.reload === true;
      },
    }),
    announceLogin: emit({ type: 'login.succeeded' }),
    announceCancel: emit({ type: 'login.cancelled' }),
    announceSwitch: emit((_, { signedIn }: { signedIn: boolean }) => ({ type: 'session.switched' as const, signedIn })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    tokenGiven: ({ event }) => tokenFromEvent(event) !== '',
    tokenChanged: ({ context, event }) => tokenFromEvent(event) !== context.token,
    reloadRequested: ({ context }) => context.reloadAfterLogin,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: normalizeExternalToken(input.token),
    user: input.user,
    isLoggedIn: false,
    reloadAfterLogin: false,
  }),
  initial: 'checkingToken',
  on: {
    'token.external': [
      { guard: not('tokenGiven'), actions: raise({ type: 'logout' }) },
      {
        guard: and(['tokenGiven', 'tokenChanged']),
        target: '.loggedIn',
        actions: ['adoptToken', persistAdoptedToken, 'reloadPage'],
      },
    ],
    'token.set': {
      guard: and(['tokenGiven', 'tokenChanged']),
      target: '.loggedIn',
      actions: ['adoptToken', persistAdoptedToken, 'announceLogin'],
    },
    // Another tab signed out or in: this tab follows, already stored, and a sign-in waiting here is dropped.
    'session.external': [
      {
        guard: and([not('tokenGiven'), 'tokenChanged']),
        target: '.anonymous',
        actions: ['announceCancel', { type: 'announceSwitch', params: { signedIn: false } }],
      },
      {
        guard: 'tokenChanged',
        target: '.loggedIn',
        reenter: true,
        actions: ['adoptToken', 'announceCancel', { type: 'announceSwitch', params: { signedIn: true } }],
      },
    ],
    // Signed out, a 401 still clears whatever login is persisted (another tab, the host app); an open dialog stays.
    'http.unauthorized': { actions: 'clearLogin' },
  },
  states: {
    checkingToken: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'anonymous' }],
    },
    anonymous: {
      tags: 'anonymous',
      entry: ['forgetLogin', { type: 'reportUser', params: null }],
      on: {
        'login.required': { target: 'awaitingDialog', actions: 'rememberReload' },
      },
    },
    awaitingDialog: {
      tags: ['anonymous', 'dialogOpen'],
      on: {
        'login.required': { actions: 'rememberReload' },
        'dialog.close': [
          {
            guard: and(['tokenGiven', 'reloadRequested']),
            target: 'loggedIn',
            actions: ['adoptToken', persistAdoptedToken, 'announceLogin', 'reloadPage'],
          },
          {
            guard: 'tokenGiven',
            target: 'loggedIn',
            actions: ['adoptToken', persistAdoptedToken, 'announceLogin'],
          },
          { target: 'anonymous', actions: 'announceCancel' },
        ],
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      entry: 'markLoggedIn',
      initial: 'fetchingUser',
      on: {
        'login.required': { actions: 'announceLogin' },
        logout: { target: 'anonymous', actions: 'clearLogin' },
        'http.unauthorized': 'unauthorized',
      },
      states: {
        fetchingUser: {
          invoke: {
            id: 'fetchMyInfo',
            src: 'fetchMyInfo',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'adoptUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'storeUserInfo', params: ({ event }) => ({ user: event.output }) },
                {
                  type: 'reportUser',
                  params: ({ event }) => ({ id: event.output.user_id, nickname: event.output.nickname }),
                },
              ],
            },
            // A 401 arrives separately as http.unauthorized.
            onError: 'userUnavailable',
          },
        },
        // user.retry reads my_info again: after a failure, or after the learner changed it (a new nickname).
        ready: { on: { 'user.retry': 'fetchingUser' } },
        userUnavailable: {
          tags: 'error',
          on: { 'user.retry': 'fetchingUser' },
        },
      },
    },
    /**
     * Spec §4: a 401 clears the signed-in state; forgetLogin on entering anonymous drops the flag. Only a session
     * the learner had comes here, so 登录已失效 is said once; later 401s while signed out stay silent.
     */
    unauthorized: {
      entry: ['clearLogin', 'announceSessionExpired'],
      always: 'anonymous',
    },
  },
});
