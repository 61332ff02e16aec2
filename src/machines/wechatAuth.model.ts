import { assign } from 'xstate';
import { wechatAuthMachine, type WechatAuthInput } from './wechatAuth.machine';
import { machineModel } from './model';

const OAUTH_STATE = 'Abc123XYZ9';
const WECHAT_ANDROID: WechatAuthInput = {
  browser: 'wx',
  isLocalhost: false,
  isIOS: false,
  openID: '',
  landingUrl: 'https://h5.example.com/invite/abc?from=share#top',
  expectedState: OAUTH_STATE,
};

/** Sample data of the in-app sign-in model, shared with the machine's tests. */
export const WECHAT_SAMPLES = { OAUTH_STATE, WECHAT_ANDROID };

export const wechatAuthModel = machineModel({
  name: 'wechatAuth',
  machine: wechatAuthMachine,
  description: '微信/QQ 内置浏览器登录：静默授权取 openID、一键登录与回调',
  model: {
    inputs: [WECHAT_ANDROID, { ...WECHAT_ANDROID, isLocalhost: true }, { ...WECHAT_ANDROID, browser: 'qq' }],
    events: [
      { type: 'route.changed', path: '/vip-subscribe', url: 'https://h5.example.com/vip-subscribe?x=1#plans' },
      { type: 'route.changed', path: '/go/wxCallback', url: 'https://h5.example.com/go/wxCallback?code=c' },
      { type: 'login.wechat', returnPath: '/book/12' },
      { type: 'login.qq', returnPath: '/book/12' },
      { type: 'callback.silent', code: 'code-1', state: OAUTH_STATE, r: '/vip' },
      { type: 'callback.silent', state: OAUTH_STATE, r: '/vip' },
      { type: 'callback.wxLogin', code: 'code-2', state: OAUTH_STATE, r: '/vip' },
      { type: 'callback.wxLogin', code: 'code-2', state: 'Other12345' },
      { type: 'callback.qq', accessToken: 'qq-access', state: OAUTH_STATE, r: '/vip' },
      { type: 'callback.qq', accessToken: 'qq-access' },
      { type: 'page.shown' },
      { type: 'xstate.done.actor.signJsApi', output: undefined },
      { type: 'xstate.error.actor.signJsApi', error: new Error('Network Error') },
      { type: 'xstate.done.actor.exchangeCode', output: { openId: 'open-1' } },
      { type: 'xstate.error.actor.exchangeCode', error: new Error('code used') },
      { type: 'xstate.done.actor.signin', output: { token: 'in-app-token' } },
      { type: 'xstate.error.actor.signin', error: new Error('expired') },
    ],
  },
  // The OAuth state is random in the app; a fixed one makes the model's states comparable.
  testServices: { actions: { makeState: assign({ oauthState: OAUTH_STATE }) } },
});
