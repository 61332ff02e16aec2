import type * as LosslessJson from 'lossless-json';

/** lossless-json, loaded the first time a body needs it, so it stays out of the initial bundle (DESIGN §9). */
export type LosslessJsonModule = Pick<typeof LosslessJson, 'parse' | 'isSafeNumber'>;
export const loadLosslessJson = (): Promise<LosslessJsonModule> => import('lossless-json');

/**
 * Lossless JSON parsing (spec §7, DESIGN §5): integers beyond Number.MAX_SAFE_INTEGER stay exact
 * decimal strings, every other number is a number.
 *
 * Only an integer of 16 or more digits can be unsafe. Any run of 16+ digits covers an index that is
 * a multiple of 16, so probing every 16th character finds them all; a body without one goes straight
 * to JSON.parse (DESIGN §9 fast path). Any other body is parsed by lossless-json.
 */
const RUN = 16;

const isDigit = (c: number) => c >= 48 && c <= 57;

export function hasLongDigitRun(text: string): boolean {
  for (let i = RUN - 1; i < text.length; i += RUN) {
    if (!isDigit(text.charCodeAt(i))) continue;
    let start = i;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    if (end - start >= RUN) return true;
  }
  return false;
}

const INTEGER = /^-?\d+$/;

/** `lossless` is needed only when `hasLongDigitRun(text)`; unsafe integers become strings, other numbers numbers. */
export function parseJsonLossless(text: string, lossless: LosslessJsonModule): unknown {
  if (text.trim() === '') return undefined;
  if (!hasLongDigitRun(text)) return JSON.parse(text);
  const parseNumber = (value: string): number | string =>
    lossless.isSafeNumber(value) || !INTEGER.test(value) ? Number(value) : value;
  return lossless.parse(text, null, parseNumber);
}

/** JSON text of a request body; a bigint (an id beyond the safe range, spec §3 pvt_inviter) is written as a bare number. */
export function stringifyJson(value: unknown): string {
  // A mark no string of the body can hold by chance, so only the bigints are unquoted.
  const mark = `bigint-${Math.random().toString(36).slice(2)}:`;
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${mark}${v}` : v));
  return text.replace(new RegExp(`"${mark}(-?\\d+)"`, 'g'), '$1');
}
