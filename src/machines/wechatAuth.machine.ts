import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { OAUTH_CALLBACK_PATHS, type OAuthFlow, type SigninCredential } from '../domain/signin';
import { jsApiSignatureUrl } from '../domain/wechat';
import { notProvidedIn, requiredActionIn, type LoginSuccessEvent, type NotifyParams } from './effects';
import { safePath } from '../lib/safePath';

/** What failed, said on the way back to the home page. */
export const WECHAT_AUTH_TEXT: Record<OAuthFlow, string> = {
  silentAuth: '微信授权失败，请重试',
  wechatLogin: '微信登录失败，请重试',
  qqLogin: 'QQ登录失败，请重试',
};

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
  /** The flow under way: the redirect it makes, and the copy of its failure. */
  flow: OAuthFlow;
  /** A one-tap login's answer from the provider, being signed in with. */
  signin: SigninCredential | null;
}

/** The route builds the provider's authorize URL and the callback URL with `r` from these (services/oauth.ts). */
export interface RedirectToAuthorizeParams {
  flow: OAuthFlow;
  returnPath: string;
  state: string;
}

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

/** Notes "WeChat and QQ sign-in": the OAuth state is letters and digits only. */
export function isValidOAuthState(s: unknown): s is string {
  return typeof s === 'string' && /^[A-Za-z0-9]{8,64}$/.test(s);
}

function pathWithSearch(url: string, path: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return path;
  }
}

const isCallbackPath = (path: string) => Object.values(OAUTH_CALLBACK_PATHS).includes(path);

const notProvided = notProvidedIn('wechatAuth');
const required = requiredActionIn('wechatAuth');

/** Where an event says to come back to: the page itself, the sheet's page, or a callback's `r`. */
function returnPathOf(event: WechatAuthEvent): unknown {
  if (event.type === 'route.changed') return pathWithSearch(event.url, event.path);
  if (event.type === 'login.wechat' || event.type === 'login.qq') return event.returnPath;
  return 'r' in event ? event.r : '/';
}

/** Takes the flow an event starts, and the path to come back to. */
const start = (flow: OAuthFlow) => ({ type: 'startFlow', params: { flow } }) as const;

/** A failed authorization or sign-in: back to the home page, saying what went wrong. */
const leave = [
  { type: 'navigate', params: { to: '/' } },
  {
    type: 'notify',
    params: ({ context }: { context: WechatAuthContext }) => ({ message: WECHAT_AUTH_TEXT[context.flow] }),
  },
] as const;

/**
 * Sign-in inside the WeChat-like and QQ-like browsers (spec §4): silent base-scope authorization for an
 * openID on every route change, explicit WeChat (user-info scope) and QQ (token) login, and the callbacks.
 *
 * Views render `inAppLoginView(snapshot)` (wechatAuth.view.ts): whether the page is leaving for the provider.
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
    signin: fromPromise<{ token: string }, SigninCredential>(notProvided('signin')),
  },
  actions: {
    /** Provided by the route with a random letters-and-digits value (see isValidOAuthState). */
    makeState: assign({
      oauthState: (): string => {
        throw new Error('wechatAuth: provide the "makeState" action');
      },
    }),
    rememberState: required<{ state: string }>('rememberState'),
    redirectToAuthorize: required<RedirectToAuthorizeParams>('redirectToAuthorize'),
    storeOpenId: required<{ openId: string }>('storeOpenId'),
    navigate: required<{ to: string }>('navigate'),
    notify: required<NotifyParams>('notify'),
    startFlow: assign(({ event }, { flow }: { flow: OAuthFlow }) => ({
      flow,
      returnPath: safePath(returnPathOf(event)),
    })),
    takeCredential: assign({
      signin: ({ event }) => {
        assertEvent(event, ['callback.wxLogin', 'callback.qq']);
        return event.type === 'callback.qq'
          ? { provider: 'qq' as const, credential: event.accessToken ?? '' }
          : { provider: 'wechat' as const, credential: event.code ?? '' };
      },
    }),
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
    flow: 'silentAuth',
    signin: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'route.changed': [
          {
            guard: and(['needsSilentAuth', 'onLocalhost']),
            target: 'redirecting',
            actions: start('silentAuth'),
          },
          { guard: 'needsSilentAuth', target: 'signingJsApi', actions: start('silentAuth') },
        ],
        'login.wechat': { guard: 'inWechat', target: 'redirecting', actions: start('wechatLogin') },
        'login.qq': { guard: 'inQQ', target: 'redirecting', actions: start('qqLogin') },
        'callback.silent': [
          { guard: 'codeCallbackTrusted', target: 'exchangingCode', actions: start('silentAuth') },
          { actions: [start('silentAuth'), 'markSilentAuthFailed', ...leave] },
        ],
        'callback.wxLogin': [
          { guard: 'codeCallbackTrusted', target: 'signingIn', actions: [start('wechatLogin'), 'takeCredential'] },
          { actions: [start('wechatLogin'), ...leave] },
        ],
        'callback.qq': [
          { guard: 'qqCallbackTrusted', target: 'signingIn', actions: [start('qqLogin'), 'takeCredential'] },
          { actions: [start('qqLogin'), ...leave] },
        ],
      },
    },
    signingJsApi: {
      tags: 'busy',
      invoke: {
        id: 'signJsApi',
        src: 'signJsApi',
        input: ({ context, event }) => {
          assertEvent(event, 'route.changed');
          return {
            url: jsApiSignatureUrl({ isIOS: context.isIOS, landingUrl: context.landingUrl, currentUrl: event.url }),
          };
        },
        onDone: 'redirecting',
        // Authorization does not depend on the JS bridge: go on without it.
        onError: 'redirecting',
      },
    },
    redirecting: {
      tags: 'redirecting',
      entry: [
        'makeState',
        { type: 'rememberState', params: ({ context }) => ({ state: context.oauthState }) },
        {
          type: 'redirectToAuthorize',
          params: ({ context }) => ({ flow: context.flow, returnPath: context.returnPath, state: context.oauthState }),
        },
      ],
      // Back from the provider's page without an answer (iOS keeps the page): one-tap login works again.
      on: { 'page.shown': 'idle' },
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
        onError: { target: 'idle', actions: ['markSilentAuthFailed', ...leave] },
      },
    },
    /** A one-tap login's credential, WeChat's code or QQ's token, exchanged for our token. */
    signingIn: {
      tags: 'busy',
      invoke: {
        id: 'signin',
        src: 'signin',
        input: ({ context }) => context.signin ?? { provider: 'wechat', credential: '' },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceLogin', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'navigate', params: ({ context }) => ({ to: context.returnPath }) },
          ],
        },
        onError: { target: 'idle', actions: [...leave] },
      },
    },
  },
});
