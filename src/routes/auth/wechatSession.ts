import { assign, createActor, fromPromise } from 'xstate';
import { wechatAuthMachine, type BrowserKind } from '../../machines/wechatAuth.machine';
import type { SigninCredential } from '../../domain/signin';
import { jsApiSignatureUrl } from '../../domain/wechat';
import { createOAuthStateStore, flowAuthorizeUrl, oauthConfigFromVite, randomOAuthState } from '../../services/oauth';
import { toast } from '../../services/toast';
import { clientStore, envFacts, landingUrl } from '../app';
import { api } from '../api';
import { actorInspect } from '../flows/liveActors';
import { wxBridge } from '../share';
import { authActor } from './session';

const oauthStates = createOAuthStateStore();
const oauthConfig = oauthConfigFromVite();
const origin = window.location.origin;
const isIOS = /iPhone|iPad|iPod/i.test(navigator.userAgent);

/** Navigation inside the router; a callback loader may finish before the shell mounts, so it waits for it. */
let routerNavigate: ((to: string) => void) | undefined;
let pendingNavigation: string | undefined;

function navigateTo(to: string): void {
  if (routerNavigate) routerNavigate(to);
  else pendingNavigation = to;
}

/** Returns the disconnect, for when the shell unmounts. */
export function connectNavigator(navigate: (to: string) => void): () => void {
  routerNavigate = navigate;
  const to = pendingNavigation;
  pendingNavigation = undefined;
  if (to !== undefined) navigate(to);
  return () => {
    if (routerNavigate === navigate) routerNavigate = undefined;
  };
}

const browser: BrowserKind = envFacts.isWx ? 'wx' : envFacts.isQQ ? 'qq' : 'other';

/** The WeChat-like/QQ-like sign-in actor of this page load: silent openID authorization, one-tap login, callbacks. */
export const wechatActor = createActor(
  wechatAuthMachine.provide({
    actors: {
      signJsApi: fromPromise<void, { url: string }>(async ({ input }) => {
        if (!(await wxBridge.configure(input.url))) throw new Error('微信 JS 接口未就绪');
      }),
      exchangeCode: fromPromise<{ openId: string }, { code: string }>(async ({ input }) => {
        const { open_id } = await api.weixin.authorizeCode({ body: { code: input.code }, noToast: true });
        return { openId: open_id };
      }),
      signin: fromPromise<{ token: string }, SigninCredential>(({ input }) =>
        input.provider === 'qq'
          ? api.auth.signinQQ({ body: { access_token: input.credential }, noToast: true })
          : api.auth.signinWechat({ body: { code: input.credential }, noToast: true }),
      ),
    },
    actions: {
      makeState: assign({ oauthState: () => randomOAuthState() }),
      rememberState: (_, { state }) => oauthStates.save(state),
      redirectToAuthorize: (_, params) => window.location.assign(flowAuthorizeUrl(oauthConfig, params, origin)),
      storeOpenId: (_, { openId }) => clientStore.update({ openID: openId }),
      navigate: (_, { to }) => navigateTo(to),
      notify: (_, { message }) => toast(message, { tone: 'error' }),
    },
  }),
  {
    input: {
      browser,
      isLocalhost: ['localhost', '127.0.0.1'].includes(window.location.hostname),
      isIOS,
      openID: clientStore.get().openID,
      landingUrl,
      expectedState: oauthStates.read(),
    },
    inspect: actorInspect,
  },
).start();

wechatActor.on('login.success', ({ token }) => authActor.send({ type: 'token.set', token }));

/** Spec §4 on every route change in the WeChat-like browser: the JS bridge is configured for the page. */
export function configureJsBridge(currentUrl: string): void {
  if (browser === 'wx') void wxBridge.configure(jsApiSignatureUrl({ isIOS, landingUrl, currentUrl }));
}

/** One-tap login of the in-app sheets: leaves the page for the provider's authorize page. */
export function startOneTapLogin(provider: 'wechat' | 'qq', returnPath: string): void {
  wechatActor.send(provider === 'wechat' ? { type: 'login.wechat', returnPath } : { type: 'login.qq', returnPath });
}
