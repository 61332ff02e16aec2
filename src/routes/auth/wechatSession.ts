import { createActor } from 'xstate';
import { wechatAuthMachine, type BrowserKind } from '../../machines/wechatAuth.machine';
import { jsApiSignatureUrl } from '../../domain/wechat';
import { createOAuthStateStore, flowAuthorizeUrl, oauthConfigFromVite, randomOAuthState } from '../../services/oauth';
import { toast } from '../../services/toast';
import { clientStore, envFacts, landingUrl } from '../app';
import { api } from '../api';
import { navigateApp } from '../appNavigate';
import { actorInspect } from '../flows/liveActors';
import { wxBridge } from '../wxBridge';
import { authActor } from './session';
import { wechatAuthServices } from './wechatAuthServices';

const oauthStates = createOAuthStateStore();
const oauthConfig = oauthConfigFromVite();
const origin = window.location.origin;
const isIOS = /iPhone|iPad|iPod/i.test(navigator.userAgent);

const browser: BrowserKind = envFacts.isWx ? 'wx' : envFacts.isQQ ? 'qq' : 'other';

/** The WeChat-like/QQ-like sign-in actor of this page load: silent openID authorization, one-tap login, callbacks. */
export const wechatActor = createActor(
  wechatAuthMachine.provide(
    wechatAuthServices({
      api,
      configureJsBridge: (url) => wxBridge.configure(url),
      newOAuthState: () => randomOAuthState(),
      rememberOAuthState: (state) => oauthStates.save(state),
      redirectToAuthorize: (params) => window.location.assign(flowAuthorizeUrl(oauthConfig, params, origin)),
      storeOpenId: (openId) => clientStore.update({ openID: openId }),
      navigate: navigateApp,
      notify: (message) => toast(message, { tone: 'error' }),
    }),
  ),
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
