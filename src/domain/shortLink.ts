import * as v from 'valibot';
import { safePath } from '../lib/safePath';
import { decoder } from './decode';

/** A short link's key: letters and digits, as /s/:key carries it. */
export const SHORT_KEY = /^[A-Za-z0-9]{4,16}$/;

/** POST /short_link/v1/create and GET /short_link/v1/{key} (shape assumed): the key and the long URL it stands for. */
export const decodeShortLink = decoder(
  v.object({ key: v.pipe(v.string(), v.regex(SHORT_KEY)), url: v.pipe(v.string(), v.maxLength(2048)) }),
  '短链接',
);

/** The short link to share: on the app's own origin, so the messaging app's share card accepts it. */
export const shortUrl = (origin: string, key: string) => `${origin}/s/${key}`;

/**
 * Where a short link goes, under the login callbacks' rules (DESIGN §10): a path of this site, or '/' for anything
 * that would leave it.
 */
export function shortLinkTarget(url: string, origin: string): string {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return '/';
  }
  if (target.origin !== origin) return '/';
  return safePath(`${target.pathname}${target.search}${target.hash}`);
}
