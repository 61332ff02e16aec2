import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bookIdFromParam, BookCodeError, decodeBookCode, encodeBookCode } from '../../src/lib/bookCode';

describe('spec §3 book codes: BK plus a reversible scramble keyed by 599387', () => {
  test('a code is BK followed by digits, and differs from the plain id', () => {
    const code = encodeBookCode(123456);
    expect(code).toMatch(/^BK\d+$/);
    expect(code).not.toBe('BK123456');
  });

  test('decode(encode(id)) is id for every safe integer from 0 to 2^53−1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (id) => decodeBookCode(encodeBookCode(id)) === id,
      ),
      {
        numRuns: 2000,
      },
    );
    for (const id of [0, 1, 2, 3, 599387, 2 ** 32, Number.MAX_SAFE_INTEGER])
      expect(decodeBookCode(encodeBookCode(id))).toBe(id);
  });

  test('integer strings beyond 2^53 round-trip exactly as strings', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 10n ** 40n }), (big) => {
        const id = big.toString();
        return decodeBookCode(encodeBookCode(id)) === id;
      }),
    );
  });

  test('the scramble is one-to-one: distinct ids give distinct codes, and every code decodes', () => {
    const codes = new Set<string>();
    for (let id = 0; id < 4096; id++) codes.add(encodeBookCode(id));
    expect(codes.size).toBe(4096);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (n) => encodeBookCode(decodeBookCode(`BK${n}`)) === `BK${n}`,
      ),
    );
  });

  test('codes keep the magnitude of the id (same bit length)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        const scrambled = BigInt(encodeBookCode(id).slice(2));
        return scrambled.toString(2).length === id.toString(2).length;
      }),
    );
  });

  test.each(['', 'BK', 'bk123', 'BK-1', 'BK01', 'BK12a', 'XX123', '123', 'BK 12'])(
    'malformed code %j throws a clear error',
    (code) => {
      expect(() => decodeBookCode(code)).toThrow(BookCodeError);
      expect(() => decodeBookCode(code)).toThrow(/书籍编码格式不正确/);
    },
  );

  test.each([-1, 1.5, Number.MAX_SAFE_INTEGER + 2, '12a', '-3', ''])('invalid id %j cannot be encoded', (id) => {
    expect(() => encodeBookCode(id)).toThrow(BookCodeError);
  });
});

describe('a /book/:id param (spec §3: a numeric id or a BK code)', () => {
  test('the BK code of any id and the id itself both lead to that id', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (n) => {
        expect(bookIdFromParam(encodeBookCode(n.toString()))).toBe(n.toString());
        expect(bookIdFromParam(n.toString())).toBe(n.toString());
      }),
    );
  });

  test('garbage is no book', () => {
    for (const garbage of [undefined, '', 'abc', 'BK', 'BK-1', '1.5', '../1', 'BK01x'])
      expect(bookIdFromParam(garbage)).toBeNull();
  });
});
