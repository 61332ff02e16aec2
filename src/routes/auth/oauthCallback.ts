import type { LoaderFunctionArgs } from 'react-router-dom';
import { OAUTH_CALLBACK_PATHS } from '../../domain/signin';
import { wechatActor } from './wechatSession';

const value = (params: URLSearchParams, key: string) => params.get(key) ?? undefined;

/**
 * The three OAuth return points: hand the provider's answer to the sign-in actor once per arrival.
 * A loader runs once per navigation (unlike an effect under StrictMode). QQ-like tokens come in the hash.
 */
export function oauthCallbackLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const r = value(query, 'r');
  if (url.pathname === OAUTH_CALLBACK_PATHS.silentAuth) {
    wechatActor.send({ type: 'callback.silent', code: value(query, 'code'), state: value(query, 'state'), r });
  } else if (url.pathname === OAUTH_CALLBACK_PATHS.wechatLogin) {
    wechatActor.send({ type: 'callback.wxLogin', code: value(query, 'code'), state: value(query, 'state'), r });
  } else {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    wechatActor.send({
      type: 'callback.qq',
      accessToken: value(hash, 'access_token'),
      state: value(hash, 'state') ?? value(query, 'state'),
      r,
    });
  }
  return null;
}
