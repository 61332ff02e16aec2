import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isMainlandMobile, normalisePhone, normaliseSmsCode } from '../../src/domain/phone';

const mainlandMobile = fc
  .tuple(fc.constantFrom(...'3456789'), fc.stringMatching(/^\d{9}$/))
  .map(([second, rest]) => `1${second}${rest}`);
const separator = fc.constantFrom('', ' ', '-', '.', '\u3000', '\u00a0');
const toFullWidth = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));

/** The number as a person pastes it: separators anywhere, maybe a country code, maybe full-width. */
const pasted = fc
  .tuple(
    mainlandMobile,
    fc.array(separator, { minLength: 12, maxLength: 12 }),
    fc.constantFrom('', '+86', '0086', '86', '+86 '),
    fc.boolean(),
  )
  .map(([phone, seps, prefix, fullWidth]) => {
    const spaced = [...phone].map((d, i) => seps[i] + d).join('') + seps[11];
    const text = prefix + spaced;
    return { phone, text: fullWidth ? toFullWidth(text) : text };
  });

describe('spec §5: the phone number as typed or pasted', () => {
  test('any mainland number with spaces, dashes, dots, a +86/0086/86 prefix or full-width digits becomes its 11 digits', () =>
    fc.assert(fc.property(pasted, ({ phone, text }) => normalisePhone(text) === phone)));

  test('normalising is idempotent and yields digits only, at most 15 of them', () =>
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (raw) => {
        const once = normalisePhone(raw);
        return /^\d{0,15}$/.test(once) && normalisePhone(once) === once;
      }),
    ));

  test('typing a number digit by digit never loses a digit to the length limit', () =>
    fc.assert(
      fc.property(mainlandMobile, fc.constantFrom('', '+86', '0086'), (phone, prefix) => {
        const typed = [...(prefix + phone)].reduce((value, key) => normalisePhone(value + key), '');
        return typed === phone;
      }),
    ));

  test.each([
    ['138 0013 8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['0086 138 0013 8000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['138.0013.8000', '13800138000'],
    ['1380013800012', '13800138000'],
  ])('%j → %s', (raw, phone) => expect(normalisePhone(raw)).toBe(phone));

  test('only ^1[3-9]\\d{9}$ is a mainland mobile number', () => {
    fc.assert(fc.property(mainlandMobile, (phone) => isMainlandMobile(phone)));
    for (const bad of ['23800138000', '12800138000', '1380013800', '138001380000', '86138001380', ''])
      expect(isMainlandMobile(bad), bad).toBe(false);
  });
});

describe('spec §5: the SMS code as typed or pasted', () => {
  test.each([
    ['12a34', '1234'],
    ['１２３４', '1234'],
    ['验证码 5678，5分钟内有效', '5678'],
    ['123456', '1234'],
  ])('%j → %s', (raw, code) => expect(normaliseSmsCode(raw)).toBe(code));

  test('keeps the digits of what was pasted, then the first 4', () =>
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        (raw) => normaliseSmsCode(raw) === raw.normalize('NFKC').replace(/\D/g, '').slice(0, 4),
      ),
    ));
});
