import { isSafeNumber, parse } from 'lossless-json';

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

function hasLongDigitRun(text: string): boolean {
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

/** Unsafe integers as strings; fractions and exponents, however long, as numbers. */
const parseNumber = (value: string): number | string =>
  isSafeNumber(value) || !INTEGER.test(value) ? Number(value) : value;

export function parseJsonLossless(text: string): unknown {
  if (text.trim() === '') return undefined;
  return hasLongDigitRun(text) ? parse(text, null, parseNumber) : JSON.parse(text);
}
