/** Spec §5: a mainland mobile number, exactly 11 digits; the country code is 86 only. */
export const PHONE_DIGITS = 11;
/** Spec §5: the SMS code has 4 digits. */
export const SMS_CODE_DIGITS = 4;

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const COUNTRY_PREFIXES = ['0086', '86'] as const;

/** Full-width digits (from a Chinese IME) become ASCII; everything but digits goes. */
const asciiDigits = (raw: string) => raw.normalize('NFKC').replace(/\D/g, '');

/**
 * The phone number as typed or pasted (`+86 138-0013.8000`, full-width digits): digits only, a leading
 * +86 / 0086 / 86 dropped once the 11 digits after it are there, never more digits than a number can have.
 * A mainland number starts with 1, so a leading 0086 or 86 is always the country code.
 */
export function normalisePhone(raw: string): string {
  const digits = asciiDigits(raw);
  const prefix = COUNTRY_PREFIXES.find((p) => digits.startsWith(p)) ?? '';
  const kept = digits.slice(0, prefix.length + PHONE_DIGITS);
  return prefix !== '' && kept.length === prefix.length + PHONE_DIGITS ? kept.slice(prefix.length) : kept;
}

export const isMainlandMobile = (phone: string) => MAINLAND_MOBILE.test(phone);

/** The SMS code as typed or pasted: its digits (full-width ones too), then the first 4. */
export const normaliseSmsCode = (raw: string) => asciiDigits(raw).slice(0, SMS_CODE_DIGITS);
