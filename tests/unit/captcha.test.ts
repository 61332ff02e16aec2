import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { aesEcbDecrypt, aesEcbEncrypt, blockPuzzleAnswer, PUZZLE_IMAGE_WIDTH } from '../../src/services/captcha';

const KEY = 'XwKsGlMcdPMEhR1B';
const TOKEN = '71dd26999e314f9abb0c635336976635';

/** Independent reference: Node's OpenSSL AES-128-ECB, PKCS7 on by default. */
function nodeAesEcb(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

describe('AES-ECB with PKCS7, UTF-8 key, Base64 output (AJ-Captcha aesEncrypt)', () => {
  test('matches Node crypto aes-128-ecb for the same input', () => {
    const plain = `${TOKEN}---{"x":120.5,"y":5}`;
    expect(aesEcbEncrypt(plain, KEY)).toBe(nodeAesEcb(plain, KEY));
  });

  test('matches Node crypto for any text, including non-ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (plain) => aesEcbEncrypt(plain, KEY) === nodeAesEcb(plain, KEY)),
    );
  });

  test('decrypt inverts encrypt', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (plain) => aesEcbDecrypt(aesEcbEncrypt(plain, KEY), KEY) === plain),
    );
  });

  test.each([0, 16, 32])('PKCS7 adds a full 16-byte block to a %i-byte input', (length) => {
    const plain = 'a'.repeat(length);
    const cipherBytes = Buffer.from(aesEcbEncrypt(plain, KEY), 'base64');
    expect(cipherBytes.length).toBe(length + 16);
    expect(aesEcbDecrypt(aesEcbEncrypt(plain, KEY), KEY)).toBe(plain);
  });

  test.each([
    ['not Base64', '%%%not base64%%%'],
    ['a length that is not a multiple of 16', Buffer.from('short').toString('base64')],
    ['bad padding (encrypted with another key)', aesEcbEncrypt('{"x":1,"y":5}', 'AAAAAAAAAAAAAAAA')],
  ])('decrypt throws on %s', (_, garbage) => {
    expect(() => aesEcbDecrypt(garbage, KEY)).toThrow();
  });
});

describe('blockPuzzle answer (notes: AJ-Captcha protocol)', () => {
  test('x is the drag distance scaled to the 310 px image; y is 5', () => {
    expect(PUZZLE_IMAGE_WIDTH).toBe(310);
    expect(blockPuzzleAnswer({ token: TOKEN, secretKey: KEY, moved: 150, shownWidth: 300 }).point).toEqual({
      x: 155,
      y: 5,
    });
    expect(blockPuzzleAnswer({ token: TOKEN, secretKey: KEY, moved: 100, shownWidth: 310 }).point.x).toBe(100);
    expect(blockPuzzleAnswer({ token: TOKEN, secretKey: KEY, moved: 50, shownWidth: 620 }).point.x).toBe(25);
  });

  test('with a secretKey, pointJson is the encrypted JSON of the point', () => {
    const { pointJson } = blockPuzzleAnswer({ token: TOKEN, secretKey: KEY, moved: 150, shownWidth: 300 });
    expect(aesEcbDecrypt(pointJson, KEY)).toBe('{"x":155,"y":5}');
    expect(pointJson).toBe(nodeAesEcb('{"x":155,"y":5}', KEY));
  });

  test('captchaVerification is AES(token---json) with exactly the JSON inside pointJson', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 400, noNaN: true }),
        fc.integer({ min: 200, max: 800 }),
        (moved, shownWidth) => {
          const answer = blockPuzzleAnswer({ token: TOKEN, secretKey: KEY, moved, shownWidth });
          const json = aesEcbDecrypt(answer.pointJson, KEY);
          const [token, afterSeparator] = aesEcbDecrypt(answer.captchaVerification, KEY).split('---');
          return token === TOKEN && afterSeparator === json && JSON.parse(json).x === answer.point.x;
        },
      ),
    );
  });

  test('without a secretKey, pointJson is the plain JSON and captchaVerification the plain token---json', () => {
    const answer = blockPuzzleAnswer({ token: TOKEN, moved: 150, shownWidth: 300 });
    expect(answer.pointJson).toBe('{"x":155,"y":5}');
    expect(answer.captchaVerification).toBe(`${TOKEN}---{"x":155,"y":5}`);
  });
});
