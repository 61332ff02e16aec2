/**
 * DESIGN §10: what never leaves the page in a report or a stream: a token, a phone number, an SMS code, a query string.
 * Masks keep the shape of what they replace (a valid phone, as many digits), so a scrubbed session log still replays.
 */

/** A URL without its query string or hash (they may carry codes or ids). */
export const withoutQuery = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';

export const TOKEN_MASK = '[token]';
/** Stands for every phone number: a valid mainland number, so that a replayed phone check still passes. */
export const PHONE_MASK = '13800000000';

const TOKEN_KEY = /^(token|authorization)$/i;
/** A code support looked up (管理后台 查看验证码): masked by its key whatever its shape, as it may be longer than 6. */
const SMS_CODE_KEY = /^sms_?code$/i;
/** A mainland mobile number, with or without +86 before it. */
const PHONE = /(?<!\d)(\+?86)?1[3-9]\d{9}(?!\d)/g;
/** An SMS code on its own (spec §5: 4 digits; 6 from some providers). */
const SMS_CODE = /^\d{4,6}$/;
const URL_WITH_QUERY = /^(https?:\/\/|\/)\S*[?#]/;

/** One string, by the key it is under: a token becomes [token], a code zeros, a URL loses its query, phones the mask. */
export function scrubString(key: string, value: string): string {
  if (value === '') return value;
  if (TOKEN_KEY.test(key) || /^Bearer /.test(value)) return TOKEN_MASK;
  if (SMS_CODE.test(value) || SMS_CODE_KEY.test(key)) return '0'.repeat(value.length);
  const text = URL_WITH_QUERY.test(value) ? withoutQuery(value) : value;
  return text.replace(PHONE, (_phone, prefix: string | undefined) => `${prefix ?? ''}${PHONE_MASK}`);
}

/** A URL as a report may carry it: no query string, and no phone number in its path (manage/user/v1/phone/86/…). */
export const scrubUrl = (url: string): string => scrubString('url', withoutQuery(url));

/** A JSON.stringify replacer that scrubs every string, however deep. */
export const scrubReplacer = (key: string, value: unknown): unknown =>
  typeof value === 'string' ? scrubString(key, value) : value;

/** A copy of a context or event with every string scrubbed; cycles and actor references (not data) become labels. */
export function scrubbed<T>(value: T): T {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (key, inner: unknown) => {
    if (inner && typeof inner === 'object') {
      if (seen.has(inner)) return '[circular]';
      seen.add(inner);
      if ('sessionId' in inner && 'send' in inner) return `[actor ${(inner as { id?: string }).id ?? ''}]`;
    }
    if (typeof inner === 'bigint') return inner.toString();
    return scrubReplacer(key, inner);
  });
  return (text === undefined ? value : JSON.parse(text)) as T;
}
