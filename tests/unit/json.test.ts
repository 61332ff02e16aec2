import fc from 'fast-check';
import { isSafeNumber, parse as losslessParse } from 'lossless-json';
import { describe, expect, test } from 'vitest';
import { parseJsonLossless, stringifyJson } from '../../src/services/http/json';

/** The reference: lossless-json, with unsafe integers as strings and every other number as a number. */
const reference = (text: string) =>
  losslessParse(text, null, (value: string) => (isSafeNumber(value) || !/^-?\d+$/.test(value) ? Number(value) : value));

describe('spec §7 lossless JSON: integers beyond the safe range stay exact strings', () => {
  test('9007199254740993 stays an exact string; safe numbers stay numbers', () => {
    expect(parseJsonLossless('{"id":9007199254740993,"n":42,"f":1.5,"big":[-12345678901234567890]}')).toEqual({
      id: '9007199254740993',
      n: 42,
      f: 1.5,
      big: ['-12345678901234567890'],
    });
  });

  test('16-digit safe integers stay numbers', () => {
    expect(parseJsonLossless('[9007199254740991, 1000000000000000]')).toEqual([9007199254740991, 1000000000000000]);
  });

  test('digits inside strings, escaped quotes included, are untouched', () => {
    const text = '{"a":"x\\"12345678901234567890","b":"\\\\","c":12345678901234567890,"d":"99999999999999999999"}';
    expect(parseJsonLossless(text)).toEqual({
      a: 'x"12345678901234567890',
      b: '\\',
      c: '12345678901234567890',
      d: '99999999999999999999',
    });
  });

  test('fractions and exponents with long digit runs stay numbers', () => {
    expect(parseJsonLossless('[0.12345678901234567890, 12345678901234567890.5, 1e10, 12345678901234567890e2]')).toEqual(
      [Number('0.12345678901234567890'), Number('12345678901234567890.5'), 1e10, Number('12345678901234567890e2')],
    );
  });

  test('a negative exponent with a long digit run stays a number', () => {
    expect(parseJsonLossless('[1e-12345678901234567, 2E-00000000000000001]')).toEqual([0, 0.2]);
  });

  test('a body that is not JSON is refused as JSON.parse refuses it, beside a long digit run too', () => {
    expect(() => parseJsonLossless('[12345678901234567890, -]')).toThrow(SyntaxError);
    expect(() => parseJsonLossless('[012345678901234567890]')).toThrow(SyntaxError);
    expect(() => parseJsonLossless('{"a":12345678901234567890')).toThrow(SyntaxError);
  });

  test('an empty body parses to undefined', () => {
    expect(parseJsonLossless('')).toBeUndefined();
  });

  test('agrees with lossless-json on arbitrary JSON with big integers', () => {
    class Raw {
      constructor(readonly text: string) {}
    }
    const bigInt = fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map((n) => new Raw(n.toString()));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
        bigInt,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    const stringify = (v: unknown): string =>
      v instanceof Raw
        ? v.text
        : Array.isArray(v)
          ? `[${v.map(stringify).join(',')}]`
          : v && typeof v === 'object'
            ? `{${Object.entries(v)
                .map(([k, x]) => `${JSON.stringify(k)}:${stringify(x)}`)
                .join(',')}}`
            : JSON.stringify(v);
    fc.assert(
      fc.property(value, (v) => {
        const text = stringify(v);
        expect(parseJsonLossless(text)).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('spec §3 pvt_inviter: request bodies keep ids beyond the safe range exact', () => {
  test('a bigint is written as a bare JSON number, every other value as JSON.stringify writes it', () => {
    const body = { pvt_inviter: 1700000000000000004n, code: '1234', nested: { ids: [2n ** 64n - 1n] }, n: 1.5 };
    expect(stringifyJson(body)).toBe(
      '{"pvt_inviter":1700000000000000004,"code":"1234","nested":{"ids":[18446744073709551615]},"n":1.5}',
    );
    expect(stringifyJson({ text: 'bigint-x:12' })).toBe('{"text":"bigint-x:12"}');
  });
});
