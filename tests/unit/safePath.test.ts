import { describe, expect, test } from 'vitest';
import { isOrderId } from '../../src/domain/order';
import { safePath } from '../../src/lib/safePath';

describe('DESIGN §10: a path the app did not write is a same-origin relative path, or /', () => {
  test.each([
    ['//x', '/'],
    ['///x', '/'],
    ['/\\x', '/'],
    ['\\\\x', '/'],
    ['/.//x', '/'],
    ['/./\\x', '/'],
    ['%2F%2Fx', '/'],
    ['/%2F%2Fx', '/'],
    ['%5Cx', '/'],
    ['/%5Cx', '/'],
    ['/%255C%255Cx', '/'],
    ['javascript:alert(1)', '/'],
    [' javascript:alert(1)', '/'],
    ['JaVaScRiPt%3Aalert(1)', '/'],
    ['https://x', '/'],
    ['https:/x', '/'],
    ['/\t/x', '/'],
    ['/\n/x', '/'],
    ['/x\n', '/'],
    ['/%0a/x', '/'],
    ['/%00', '/'],
    ['/%E0%A4%A', '/'],
    ['x', '/'],
    ['', '/'],
    ['/' + 'a'.repeat(4999), '/'],
    [undefined, '/'],
    [42, '/'],
  ])('safePath(%j) → %j', (input, expected) => expect(safePath(input)).toBe(expected));

  test.each([
    '/',
    '/vip-subscribe',
    '/vip-subscribe?x=1',
    '/book/12#comments',
    '/invite/abc%2F%2Fx',
    '/book/%E4%B8%AD',
  ])('safePath(%j) keeps a same-origin path as it is', (path) => expect(safePath(path)).toBe(path));

  test.each([
    ['/a//b', '/a/b'],
    ['/a\\b', '/a/b'],
    ['/a//b?next=//x', '/a/b?next=//x'],
  ])('safePath(%j) collapses runs of slashes and backslashes → %j', (input, expected) =>
    expect(safePath(input)).toBe(expected),
  );
});

describe('an order id in a URL: digits of a 64-bit id, anything else is garbage', () => {
  test.each([
    ['9007199254740993', true],
    ['18446744073709551615', true],
    ['9'.repeat(21), false],
    ['9'.repeat(25), false],
    ['12a', false],
    ['', false],
    [' 123', false],
  ])('%s → %s', (value, valid) => expect(isOrderId(value)).toBe(valid));
});
