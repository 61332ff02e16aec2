import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { durationLabel, formatCents, stripEmoji } from '../../src/lib/format';

describe('spec §5 amounts: cents shown divided by 100 with 2 decimals, 0.00 when empty', () => {
  test.each([
    [1990, '19.90'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    ['123456789012345678901', '1234567890123456789.01'],
    [-250, '-2.50'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
    ['abc', '0.00'],
  ])('%j cents → %s', (cents, shown) => expect(formatCents(cents)).toBe(shown));

  test('matches exact decimal division for any integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        (cents) =>
          formatCents(cents) === (BigInt(cents) / 100n).toString() + '.' + String(cents % 100).padStart(2, '0'),
      ),
    );
  });
});

describe('spec §9 duration label', () => {
  test.each([
    [0, '0分钟'],
    [1, '1分钟'],
    [60, '1分钟'],
    [61, '2分钟'],
    [3599, '60分钟'],
    [3600, '1小时'],
    [86399, '23小时'],
    [86400, '1天'],
    [365 * 86400, '365天'],
    [365 * 86400 + 1, '永久'],
  ])('%i s → %s', (seconds, label) => expect(durationLabel(seconds)).toBe(label));
});

describe('spec §5 text helper strips emoji and private-use characters', () => {
  test.each([
    ['学习😀计划', '学习计划'],
    ['家庭👨‍👩‍👧', '家庭'],
    ['👍🏽好', '好'],
    ['国旗🇨🇳', '国旗'],
    ['❤️爱', '爱'],
    ['私用\uE000区\u{F0000}', '私用区'],
    ['普通文字 ABC 123 #1', '普通文字 ABC 123 #1'],
  ])('%j → %j', (input, output) => expect(stripEmoji(input)).toBe(output));
});
