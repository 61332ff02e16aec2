/** The in-app browser sign-in flows (spec §4): each leaves for the provider and comes back to its callback route. */
export type OAuthFlow = 'silentAuth' | 'wechatLogin' | 'qqLogin';

/** Spec §2 callback routes. */
export const OAUTH_CALLBACK_PATHS: Record<OAuthFlow, string> = {
  silentAuth: '/go/wxCallback',
  wechatLogin: '/wx-login-cb',
  qqLogin: '/qq-login-cb',
};

export type OAuthProvider = 'wechat' | 'qq';

/** A provider's answer to a one-tap login: a WeChat code or a QQ access token. */
export interface SigninCredential {
  provider: OAuthProvider;
  credential: string;
}
