import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { notProvidedIn, providedByRoute } from './effects';
import type { LoginSuccessEvent, NotifyParams } from './effects';

export const WECHAT_AUTH_TEXT = {
  silentAuthFailed: '微信授权失败，请重试',
  wechatLoginFailed: '微信登录失败，请重试',
  qqLoginFailed: 'QQ登录失败，请重试',
} as const;

/** Spec §2 callback routes. */
export const OAUTH_CALLBACK_PATHS = {
  silent: '/go/wxCallback',
  wechatLogin: '/wx-login-cb',
  qqLogin: '/qq-login-cb',
} as const;

export type BrowserKind = 'wx' | 'qq' | 'other';

export interface WechatAuthInput {
  browser: BrowserKind;
  isLocalhost: boolean;
  isIOS: boolean;
  /** The stored openID; empty until silent authorization succeeded once. */
  openID: string;
  /** The first URL this page load entered the SPA on (WeChat on iOS signs against it). */
  landingUrl: string;
  /** The OAuth state remembered before the redirect that led to this page load. */
  expectedState?: string;
}

export interface WechatAuthContext extends Required<WechatAuthInput> {
  /** The state generated for the next authorize redirect. */
  oauthState: string;
  /** Same-origin path to come back to: outgoing before a redirect, incoming from a callback's r. */
  returnPath: string;
  /** Set when silent authorization failed on this page load, so navigating does not redirect again. */
  silentAuthFailed: boolean;
}

/**
 * What the route needs to build the provider URL. `returnTo` is the app-relative callback path with
 * its `r` query already encoded; the route prefixes the origin to make the redirect_uri.
 * WeChat: open.weixin.qq.com/connect/oauth2/authorize?response_type=code&scope=<scope>&state=<state>#wechat_redirect.
 * QQ: graph.qq.com/oauth2.0/authorize?response_type=token&state=<state>&display=mobile.
 */
export type RedirectToAuthorizeParams =
  | { provider: 'wechat'; scope: 'snsapi_base' | 'snsapi_userinfo'; returnTo: string; state: string }
  | { provider: 'qq'; responseType: 'token'; returnTo: string; state: string };

export type WechatAuthEvent =
  /** Every route change; `path` is the pathname, `url` the full href. */
  | { type: 'route.changed'; path: string; url: string }
  | { type: 'login.wechat'; returnPath: string }
  | { type: 'login.qq'; returnPath: string }
  | { type: 'callback.silent'; code?: string; state?: string; r?: string }
  | { type: 'callback.wxLogin'; code?: string; state?: string; r?: string }
  | { type: 'callback.qq'; accessToken?: string; state?: string; r?: string }
  /** pageshow from the back-forward cache: the user came back without finishing the authorization. */
  | { type: 'page.shown' };

const hasControlChar = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
const PROBE_ORIGIN = 'https://return-path.invalid';

/** DESIGN §10: only same-origin relative paths; anything else is '/'. */
export function safeReturnPath(r: unknown): string {
  if (typeof r !== 'string' || !r.startsWith('/') || r.startsWith('//') || r.startsWith('/\\')) return '/';
  if (hasControlChar(r)) return '/';
  try {
    return new URL(r, PROBE_ORIGIN).origin === PROBE_ORIGIN ? r : '/';
  } catch {
    return '/';
  }
}

/** Notes "WeChat and QQ sign-in": the OAuth state is letters and digits only. */
export function isValidOAuthState(s: unknown): s is string {
  return typeof s === 'string' && /^[A-Za-z0-9]{8,64}$/.test(s);
}

const withoutHash = (url: string) => url.split('#', 1)[0] ?? '';

function pathWithSearch(url: string, path: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return path;
  }
}

const callbackWithReturn = (callbackPath: string, returnPath: string) =>
  `${callbackPath}?r=${encodeURIComponent(returnPath)}`;

const isCallbackPath = (path: string) => (Object.values(OAUTH_CALLBACK_PATHS) as string[]).includes(path);

const notProvided = notProvidedIn('wechatAuth');

/** A failed authorization or sign-in: back to the home page, saying what went wrong. */
const leaveWith = (message: string) =>
  [
    { type: 'navigate', params: { to: '/' } },
    { type: 'notify', params: { message } },
  ] as const;

/**
 * Sign-in inside the WeChat-like and QQ-like browsers (spec §4): silent base-scope authorization for an
 * openID on every route change, explicit WeChat (user-info scope) and QQ (token) login, and the callbacks.
 *
 * Views ask `hasTag('busy')` (a callback or the JS signature is in flight), `hasTag('redirecting')`, and
 * `can({ type: 'login.wechat' })` / `can({ type: 'login.qq' })` to offer one-tap login.
 */
export const wechatAuthMachine = setup({
  types: {
    input: {} as WechatAuthInput,
    context: {} as WechatAuthContext,
    events: {} as WechatAuthEvent,
    emitted: {} as LoginSuccessEvent,
  },
  actors: {
    signJsApi: fromPromise<void, { url: string }>(notProvided('signJsApi')),
    exchangeCode: fromPromise<{ openId: string }, { code: string }>(notProvided('exchangeCode')),
    signinWechat: fromPromise<{ token: string }, { code: string }>(notProvided('signinWechat')),
    signinQQ: fromPromise<{ token: string }, { accessToken: string }>(notProvided('signinQQ')),
  },
  actions: {
    /** Provided by the route with a random letters-and-digits value (see isValidOAuthState). */
    makeState: assign({
      oauthState: (): string => {
        throw new Error('wechatAuth: provide the "makeState" action');
      },
    }),
    rememberState: providedByRoute<{ state: string }>(),
    redirectToAuthorize: providedByRoute<RedirectToAuthorizeParams>(),
    storeOpenId: providedByRoute<{ openId: string }>(),
    navigate: providedByRoute<{ to: string }>(),
    notify: providedByRoute<NotifyParams>(),
    keepReturnPath: assign({ returnPath: (_, params: { path: unknown }) => safeReturnPath(params.path) }),
    adoptOpenId: assign({ openID: (_, params: { openId: string }) => params.openId }),
    markSilentAuthFailed: assign({ silentAuthFailed: true }),
    announceLogin: emit((_, params: { token: string }) => ({ type: 'login.success' as const, token: params.token })),
  },
  guards: {
    needsSilentAuth: ({ context, event }) => {
      assertEvent(event, 'route.changed');
      return (
        context.browser === 'wx' && context.openID === '' && !context.silentAuthFailed && !isCallbackPath(event.path)
      );
    },
    onLocalhost: ({ context }) => context.isLocalhost,
    inWechat: ({ context }) => context.browser === 'wx',
    inQQ: ({ context }) => context.browser === 'qq',
    codeCallbackTrusted: ({ context, event }) => {
      assertEvent(event, ['callback.silent', 'callback.wxLogin']);
      return Boolean(event.code) && isValidOAuthState(event.state) && event.state === context.expectedState;
    },
    qqCallbackTrusted: ({ context, event }) => {
      assertEvent(event, 'callback.qq');
      return Boolean(event.accessToken) && isValidOAuthState(event.state) && event.state === context.expectedState;
    },
  },
}).createMachine({
  id: 'wechatAuth',
  context: ({ input }) => ({
    ...input,
    expectedState: input.expectedState ?? '',
    oauthState: '',
    returnPath: '/',
    silentAuthFailed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'route.changed': [
          {
            guard: and(['needsSilentAuth', 'onLocalhost']),
            target: 'redirecting.silentAuth',
            actions: {
              type: 'keepReturnPath',
              params: ({ event }) => ({ path: pathWithSearch(event.url, event.path) }),
            },
          },
          {
            guard: 'needsSilentAuth',
            target: 'signingJsApi',
            actions: {
              type: 'keepReturnPath',
              params: ({ event }) => ({ path: pathWithSearch(event.url, event.path) }),
            },
          },
        ],
        'login.wechat': {
          guard: 'inWechat',
          target: 'redirecting.wechatLogin',
          actions: { type: 'keepReturnPath', params: ({ event }) => ({ path: event.returnPath }) },
        },
        'login.qq': {
          guard: 'inQQ',
          target: 'redirecting.qqLogin',
          actions: { type: 'keepReturnPath', params: ({ event }) => ({ path: event.returnPath }) },
        },
        'callback.silent': [
          {
            guard: 'codeCallbackTrusted',
            target: 'exchangingCode',
            actions: { type: 'keepReturnPath', params: ({ event }) => ({ path: event.r }) },
          },
          {
            actions: ['markSilentAuthFailed', ...leaveWith(WECHAT_AUTH_TEXT.silentAuthFailed)],
          },
        ],
        'callback.wxLogin': [
          {
            guard: 'codeCallbackTrusted',
            target: 'signingInWechat',
            actions: { type: 'keepReturnPath', params: ({ event }) => ({ path: event.r }) },
          },
          {
            actions: [...leaveWith(WECHAT_AUTH_TEXT.wechatLoginFailed)],
          },
        ],
        'callback.qq': [
          {
            guard: 'qqCallbackTrusted',
            target: 'signingInQQ',
            actions: { type: 'keepReturnPath', params: ({ event }) => ({ path: event.r }) },
          },
          {
            actions: [...leaveWith(WECHAT_AUTH_TEXT.qqLoginFailed)],
          },
        ],
      },
    },
    signingJsApi: {
      tags: 'busy',
      invoke: {
        id: 'signJsApi',
        src: 'signJsApi',
        // WeChat on iOS checks the signature against the landing URL, Android against the current one.
        input: ({ context, event }) => {
          assertEvent(event, 'route.changed');
          return { url: withoutHash(context.isIOS ? context.landingUrl : event.url) };
        },
        onDone: 'redirecting.silentAuth',
        // Authorization does not depend on the JS bridge: go on without it.
        onError: 'redirecting.silentAuth',
      },
    },
    redirecting: {
      tags: 'redirecting',
      // Back from the provider's page without an answer (iOS keeps the page): one-tap login works again.
      on: { 'page.shown': 'idle' },
      entry: ['makeState', { type: 'rememberState', params: ({ context }) => ({ state: context.oauthState }) }],
      // Every transition names the flow it redirects for; XState requires a default all the same.
      initial: 'silentAuth',
      states: {
        silentAuth: {
          entry: {
            type: 'redirectToAuthorize',
            params: ({ context }) => ({
              provider: 'wechat',
              scope: 'snsapi_base',
              returnTo: callbackWithReturn(OAUTH_CALLBACK_PATHS.silent, context.returnPath),
              state: context.oauthState,
            }),
          },
        },
        wechatLogin: {
          entry: {
            type: 'redirectToAuthorize',
            params: ({ context }) => ({
              provider: 'wechat',
              scope: 'snsapi_userinfo',
              returnTo: callbackWithReturn(OAUTH_CALLBACK_PATHS.wechatLogin, context.returnPath),
              state: context.oauthState,
            }),
          },
        },
        qqLogin: {
          entry: {
            type: 'redirectToAuthorize',
            params: ({ context }) => ({
              provider: 'qq',
              responseType: 'token',
              returnTo: callbackWithReturn(OAUTH_CALLBACK_PATHS.qqLogin, context.returnPath),
              state: context.oauthState,
            }),
          },
        },
      },
    },
    exchangingCode: {
      tags: 'busy',
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ event }) => {
          assertEvent(event, 'callback.silent');
          return { code: event.code ?? '' };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'adoptOpenId', params: ({ event }) => ({ openId: event.output.openId }) },
            { type: 'storeOpenId', params: ({ event }) => ({ openId: event.output.openId }) },
            { type: 'navigate', params: ({ context }) => ({ to: context.returnPath }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: ['markSilentAuthFailed', ...leaveWith(WECHAT_AUTH_TEXT.silentAuthFailed)],
        },
      },
    },
    signingInWechat: {
      tags: 'busy',
      invoke: {
        id: 'signinWechat',
        src: 'signinWechat',
        input: ({ event }) => {
          assertEvent(event, 'callback.wxLogin');
          return { code: event.code ?? '' };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceLogin', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'navigate', params: ({ context }) => ({ to: context.returnPath }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [...leaveWith(WECHAT_AUTH_TEXT.wechatLoginFailed)],
        },
      },
    },
    signingInQQ: {
      tags: 'busy',
      invoke: {
        id: 'signinQQ',
        src: 'signinQQ',
        input: ({ event }) => {
          assertEvent(event, 'callback.qq');
          return { accessToken: event.accessToken ?? '' };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceLogin', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'navigate', params: ({ context }) => ({ to: context.returnPath }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [...leaveWith(WECHAT_AUTH_TEXT.qqLoginFailed)],
        },
      },
    },
  },
});
