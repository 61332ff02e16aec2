import { assign, fromPromise } from 'xstate';
import type { SigninCredential } from '../../domain/signin';
import type { RedirectToAuthorizeParams, wechatAuthMachine } from '../../machines/wechatAuth.machine';
import type { Api } from '../../services/api';

export interface WechatAuthDeps {
  api: Api;
  /** Configures the WeChat JS bridge for the page's URL; false when the bridge is not ready. */
  configureJsBridge(url: string): Promise<boolean>;
  /** A fresh OAuth state, letters and digits only (see isValidOAuthState). */
  newOAuthState(): string;
  /** Keeps the state across the redirect to the provider and back (sessionStorage in the app). */
  rememberOAuthState(state: string): void;
  /** Leaves for the provider's authorize page. */
  redirectToAuthorize(params: RedirectToAuthorizeParams): void;
  storeOpenId(openId: string): void;
  navigate(to: string): void;
  notify(message: string): void;
}

/** The in-app browsers' sign-in effects, for wechatAuthMachine.provide(). */
export const wechatAuthServices = ({
  api,
  ...deps
}: WechatAuthDeps): Parameters<typeof wechatAuthMachine.provide>[0] => ({
  actors: {
    signJsApi: fromPromise<void, { url: string }>(async ({ input }) => {
      if (!(await deps.configureJsBridge(input.url))) throw new Error('微信 JS 接口未就绪');
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
    makeState: assign({ oauthState: () => deps.newOAuthState() }),
    rememberState: (_, { state }) => deps.rememberOAuthState(state),
    redirectToAuthorize: (_, params) => deps.redirectToAuthorize(params),
    storeOpenId: (_, { openId }) => deps.storeOpenId(openId),
    navigate: (_, { to }) => deps.navigate(to),
    notify: (_, { message }) => deps.notify(message),
  },
});
