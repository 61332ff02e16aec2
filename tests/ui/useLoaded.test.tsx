// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { useLoaded } from '../../src/routes/useLoaded';

afterEach(cleanup);

/** Answers held until the test lets each go, by key. */
function heldAnswers() {
  const waiting = new Map<string, (value: string) => void>();
  const asked: string[] = [];
  const perform = (key: string) =>
    new Promise<string>((resolve) => {
      asked.push(key);
      waiting.set(key, resolve);
    });
  const answer = (key: string) => act(() => waiting.get(key)!(`answer of ${key}`));
  return { perform, answer, asked };
}

describe('a section that loads per key (the book’s sections, the squad’s members)', () => {
  test('a new key never shows the earlier key’s answer: it is loading until its own comes', async () => {
    const { perform, answer, asked } = heldAnswers();
    const { result, rerender } = renderHook(({ key }) => useLoaded(perform, key), {
      initialProps: { key: 'squad:2' as string | null },
    });
    await answer('squad:2');
    await waitFor(() => expect(result.current.result).toBe('answer of squad:2'));
    rerender({ key: 'squad:3' });
    expect(result.current.result).toBeUndefined();
    await waitFor(() => expect(asked).toEqual(['squad:2', 'squad:3']));
    await answer('squad:3');
    await waitFor(() => expect(result.current.result).toBe('answer of squad:3'));
  });

  test('a key that changes while a load is under way is loaded once that load has ended', async () => {
    const { perform, answer, asked } = heldAnswers();
    const { result, rerender } = renderHook(({ key }) => useLoaded(perform, key), {
      initialProps: { key: 'a' as string | null },
    });
    await waitFor(() => expect(asked).toEqual(['a']));
    rerender({ key: 'b' });
    await answer('a');
    await waitFor(() => expect(asked).toEqual(['a', 'b']));
    expect(result.current.result).toBeUndefined();
    await answer('b');
    await waitFor(() => expect(result.current.result).toBe('answer of b'));
  });

  test('a reload of the same key keeps its answer on screen until the new one comes; a null key loads nothing', async () => {
    const { perform, answer, asked } = heldAnswers();
    const { result, rerender } = renderHook(({ key }) => useLoaded(perform, key), {
      initialProps: { key: null as string | null },
    });
    expect(asked).toEqual([]);
    rerender({ key: 'book' });
    await answer('book');
    await waitFor(() => expect(result.current.result).toBe('answer of book'));
    act(() => void result.current.retry());
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(result.current.result).toBe('answer of book');
  });
});
