/**
 * Lossless JSON parsing (spec §7, DESIGN §5): integers beyond Number.MAX_SAFE_INTEGER stay exact
 * decimal strings, every other number is a number.
 *
 * Only an integer of 16 or more digits can be unsafe. Any run of 16+ digits covers an index that is
 * a multiple of 16, so probing every 16th character finds them all; a body without one goes straight
 * to JSON.parse (DESIGN §9 fast path). Any other body has its unsafe integers quoted first.
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

const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;
/** What may follow an integer's digits in a number that is not one: a fraction or an exponent. */
const NOT_INTEGER = /[.eE]/;
const NUMBER_CHAR = /[\d.eE+-]/;
/** An integer as JSON writes one; anything else (a lone minus, leading zeros) is left for JSON.parse to refuse. */
const JSON_INTEGER = /^-?[1-9]\d*$/;

/**
 * The text with each integer beyond the safe range that stands outside a string written as a string instead, so that
 * JSON.parse keeps its digits. A scan of the text, skipping strings (their escapes included), rather than a parser
 * library in the first screens' path.
 */
function quoteUnsafeIntegers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i++;
      while (i < text.length && text.charCodeAt(i) !== QUOTE) i += text.charCodeAt(i) === BACKSLASH ? 2 : 1;
      i++;
    } else if (c === MINUS || isDigit(c)) {
      const start = i++;
      while (i < text.length && isDigit(text.charCodeAt(i))) i++;
      if (NOT_INTEGER.test(text.charAt(i))) {
        while (i < text.length && NUMBER_CHAR.test(text.charAt(i))) i++;
      } else if (JSON_INTEGER.test(text.slice(start, i)) && !Number.isSafeInteger(Number(text.slice(start, i)))) {
        out += `${text.slice(copied, start)}"${text.slice(start, i)}"`;
        copied = i;
      }
    } else {
      i++;
    }
  }
  return out + text.slice(copied);
}

/** Unsafe integers become exact digit strings, every other number a number; an empty body is undefined. */
export function parseJsonLossless(text: string): unknown {
  if (text.trim() === '') return undefined;
  return JSON.parse(hasLongDigitRun(text) ? quoteUnsafeIntegers(text) : text);
}

/** JSON text of a request body; a bigint (an id beyond the safe range, spec §3 pvt_inviter) is written as a bare number. */
export function stringifyJson(value: unknown): string {
  // A mark no string of the body can hold by chance, so only the bigints are unquoted.
  const mark = `bigint-${Math.random().toString(36).slice(2)}:`;
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${mark}${v}` : v));
  return text.replace(new RegExp(`"${mark}(-?\\d+)"`, 'g'), '$1');
}
