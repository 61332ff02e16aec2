import { MINUTE_MS } from '../catalogueData';
import type { OAuthProvider } from '../../domain/signin';
import type { DemoState } from '../state';
import { badRequest, randomToken, requireString, type RouteFn } from './kit';
import { createUser, issueToken } from './users';

const CODE_TTL_MS = 5 * MINUTE_MS;

/** What the provider's authorize page does: a one-time code for this browser's account. */
export function issueOAuthCode(
  state: DemoState,
  provider: OAuthProvider,
  scope: string,
  now: number,
  random: () => number,
): string {
  const openId = (state.open_ids[provider] ??= `${provider === 'wechat' ? 'o' : 'Q'}${randomToken(random, 27)}`);
  const code = randomToken(random, 32);
  state.oauth_codes[code] = { provider, scope, open_id: openId, issued_at: now, used: false };
  return code;
}

/** Back to the app: WeChat-like codes travel in the query, QQ-like tokens in the hash; a refusal brings no code. */
export function oauthReturnUrl(target: URL, provider: OAuthProvider, state: string, code: string | undefined): string {
  const url = new URL(target.href);
  if (code && provider === 'qq')
    url.hash = new URLSearchParams({ access_token: code, expires_in: '7776000', state }).toString();
  else {
    if (code) url.searchParams.set('code', code);
    url.searchParams.set('state', state);
  }
  return url.href;
}

/** A code works once, within 5 minutes, for the provider that issued it. */
function redeemOAuthCode(state: DemoState, provider: OAuthProvider, code: string, now: number) {
  const entry = state.oauth_codes[code];
  if (!entry || entry.provider !== provider || entry.used || now - entry.issued_at > CODE_TTL_MS) {
    throw badRequest('授权码无效或已过期，请重新授权');
  }
  entry.used = true;
  return entry;
}

export const authorizeCode: RouteFn = ({ state, body, now }) => {
  const entry = redeemOAuthCode(state, 'wechat', requireString(body.code, '缺少 code'), now);
  return { open_id: entry.open_id };
};

function signinWith(provider: OAuthProvider, field: 'code' | 'access_token'): RouteFn {
  return ({ state, body, now, random }) => {
    const entry = redeemOAuthCode(state, provider, requireString(body[field], `缺少 ${field}`), now);
    if (provider === 'wechat' && entry.scope !== 'snsapi_userinfo')
      throw badRequest('登录需要用户授权（snsapi_userinfo）');
    const key = provider === 'wechat' ? 'open_id' : 'qq_id';
    const user =
      state.users.find((u) => u[key] === entry.open_id) ??
      createUser(state, now, {
        phone: null,
        open_id: provider === 'wechat' ? entry.open_id : null,
        qq_id: provider === 'qq' ? entry.open_id : null,
        nickname: `${provider === 'wechat' ? '微信' : 'QQ'}用户${entry.open_id.slice(-4)}`,
      });
    return { token: issueToken(state, user, now, random) };
  };
}

export const signinWechat = signinWith('wechat', 'code');
export const signinQQ = signinWith('qq', 'access_token');

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The JS-SDK signature of `url` with this nonce and time: the backend makes it, the demo bridge checks it. */
export const jsApiSignature = (url: string, nonceStr: string, timestamp: number | string) =>
  sha1Hex(`jsapi_ticket=demo-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`);

/** JS-SDK signature of a URL without its hash, as the WeChat-like bridge checks it. */
export const createJsApiSignature: RouteFn = ({ body, now, random }) => {
  const url = requireString(body.url, '缺少 url');
  if (url.includes('#')) throw badRequest('签名的 url 不能包含 # 及其后面的部分');
  const nonceStr = randomToken(random, 16);
  const timestamp = Math.floor(now / 1000);
  return jsApiSignature(url, nonceStr, timestamp).then((signature) => ({
    timestamp,
    nonceStr,
    signature,
  }));
};
