import { describe, expect, test } from 'vitest';
import { createMultiClickCounter, isWideScreen, swipeDirection } from '../../src/lib/gestures';
import { parseUserIdInput } from '../../src/lib/userId';

describe('spec §9 multi-click helper: clicks with gaps of at most 200 ms', () => {
  test('counts a run whose gaps are ≤ 200 ms and restarts after a longer gap', () => {
    let t = 0;
    const counter = createMultiClickCounter(200, () => t);
    expect(counter.click()).toBe(1);
    t += 200;
    expect(counter.click()).toBe(2);
    t += 150;
    expect(counter.click()).toBe(3);
    t += 201;
    expect(counter.click()).toBe(1);
    counter.reset();
    expect(counter.click()).toBe(1);
  });
});

describe('spec §9 swipe direction with a 10 px threshold', () => {
  test.each([
    [10, 0, null],
    [-10, 10, null],
    [11, 0, 'right'],
    [-11, 3, 'left'],
    [2, 30, 'down'],
    [5, -12, 'up'],
  ])('dx %i dy %i → %s', (dx, dy, dir) => expect(swipeDirection(dx, dy)).toBe(dir));
});

test('spec §9 wide screen is over 500 px', () => {
  expect(isWideScreen(500)).toBe(false);
  expect(isWideScreen(501)).toBe(true);
});

describe('spec §5 user id input: a leading h or H marks a hua id', () => {
  test.each([
    ['h12345', { kind: 'hua', huaId: '12345' }],
    ['H9', { kind: 'hua', huaId: '9' }],
    [' 777 ', { kind: 'user', userId: '777' }],
    ['u1', { kind: 'user', userId: 'u1' }],
  ])('%j', (input, parsed) => expect(parseUserIdInput(input)).toEqual(parsed));
});
