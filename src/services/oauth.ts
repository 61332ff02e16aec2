/** WeChat-like and QQ-like OAuth redirects (../shared/notes/h5-flows.md), and the state kept across them. */
import { OAUTH_CALLBACK_PATHS, type OAuthFlow, type OAuthProvider } from '../domain/signin';

export interface OAuthConfig {
  wechat: { appId: string; authorizeUrl: string };
  qq: { appId: string; authorizeUrl: string };
}

export function oauthConfigFromVite(): OAuthConfig {
  const e = import.meta.env;
  return {
    wechat: { appId: e.VITE_WX_APPID, authorizeUrl: e.VITE_WX_AUTHORIZE_URL },
    qq: { appId: e.VITE_QQ_APPID, authorizeUrl: e.VITE_QQ_AUTHORIZE_URL },
  };
}

export interface AuthorizeRequest {
  provider: OAuthProvider;
  /** snsapi_base or snsapi_userinfo for the WeChat-like provider. */
  scope?: string;
  /** Absolute URL of the callback route. */
  redirectUri: string;
  state: string;
}

/** The provider's authorize URL; a relative configured URL (the demo's) is resolved against `origin`. */
export function authorizeUrl(
  config: OAuthConfig,
  { provider, scope, redirectUri, state }: AuthorizeRequest,
  origin: string,
): string {
  const { appId, authorizeUrl: base } = config[provider];
  const url = new URL(base, origin);
  const params =
    provider === 'wechat'
      ? { appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: scope ?? 'snsapi_base', state }
      : {
          response_type: 'token',
          client_id: appId,
          redirect_uri: redirectUri,
          state,
          scope: 'get_user_info',
          display: 'mobile',
        };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return provider === 'wechat' ? `${url.href}#wechat_redirect` : url.href;
}

/** Spec §4: silent authorization uses the base scope, explicit WeChat login the user-info scope, QQ a token. */
export const OAUTH_FLOW_REQUEST: Record<OAuthFlow, { provider: OAuthProvider; scope?: string }> = {
  silentAuth: { provider: 'wechat', scope: 'snsapi_base' },
  wechatLogin: { provider: 'wechat', scope: 'snsapi_userinfo' },
  qqLogin: { provider: 'qq' },
};

/** The authorize URL of a sign-in flow, returning to its callback route with `r`, the path to come back to. */
export function flowAuthorizeUrl(
  config: OAuthConfig,
  { flow, returnPath, state }: { flow: OAuthFlow; returnPath: string; state: string },
  origin: string,
): string {
  const redirectUri = `${origin}${OAUTH_CALLBACK_PATHS[flow]}?r=${encodeURIComponent(returnPath)}`;
  return authorizeUrl(config, { ...OAUTH_FLOW_REQUEST[flow], redirectUri, state }, origin);
}

const STATE_KEY = 'wap-oauth-state';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** OAuth state: letters and digits only. */
export function randomOAuthState(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The state sent with the last redirect, kept in sessionStorage so it survives the round trip. */
export function createOAuthStateStore(storage: () => SessionStorage | undefined = () => globalThis.sessionStorage) {
  return {
    save(state: string) {
      try {
        storage()?.setItem(STATE_KEY, state);
      } catch {
        // Blocked storage: the callback then fails the state check and says so.
      }
    },
    read(): string | undefined {
      try {
        return storage()?.getItem(STATE_KEY) ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}
