import { aesEcbDecrypt } from '../../services/captcha';
import { MINUTE_MS } from '../catalogueData';
import { generatePuzzle } from '../puzzle';
import type { DemoState } from '../state';
import { randomToken, type RouteFn } from './kit';

/*
 * The demo's AJ-Captcha: its AES tables and PNG encoder are most of the demo backend's start, so this module loads
 * with the first SMS send or puzzle request instead (handlers/index.ts, lazyRoute).
 */

const CAPTCHA_TTL_MS = 2 * MINUTE_MS;
const CAPTCHA_TOLERANCE_PX = 5;

export type CaptchaVerdict = 'passed' | 'expired' | 'failed';
export type CaptchaCheck = (state: DemoState, value: string, now: number) => CaptchaVerdict;

/** AJ-Captcha check without a separate check call: the verification must decrypt, with some open puzzle's key, to its token and a point within ±5 px. */
export const checkCaptcha: CaptchaCheck = (state, value, now) => {
  for (const [token, puzzle] of Object.entries(state.captchas)) {
    let plain: string;
    try {
      plain = aesEcbDecrypt(value, puzzle.secret_key);
    } catch {
      continue;
    }
    if (!plain.startsWith(`${token}---`)) continue;
    delete state.captchas[token];
    if (puzzle.expires_at <= now) return 'expired';
    const point = parsePoint(aesOrPlain(plain.slice(token.length + 3), puzzle.secret_key));
    return point && Math.abs(point.x - puzzle.x) <= CAPTCHA_TOLERANCE_PX ? 'passed' : 'failed';
  }
  return 'failed';
};

function aesOrPlain(text: string, key: string): string {
  return text.startsWith('{') ? text : aesEcbDecrypt(text, key);
}

function parsePoint(text: string): { x: number } | undefined {
  try {
    const point = JSON.parse(text) as { x?: unknown };
    return typeof point.x === 'number' ? { x: point.x } : undefined;
  } catch {
    return undefined;
  }
}

export const getBlockPuzzle: RouteFn = ({ state, now, random }) => {
  for (const [token, puzzle] of Object.entries(state.captchas))
    if (puzzle.expires_at <= now) delete state.captchas[token];
  const puzzle = generatePuzzle(random);
  const token = randomToken(random, 32);
  const secretKey = randomToken(random, 16);
  state.captchas[token] = { x: puzzle.x, secret_key: secretKey, expires_at: now + CAPTCHA_TTL_MS };
  return {
    repCode: '0000',
    repMsg: null,
    repData: {
      originalImageBase64: puzzle.originalImageBase64,
      jigsawImageBase64: puzzle.jigsawImageBase64,
      token,
      secretKey,
    },
  };
};
