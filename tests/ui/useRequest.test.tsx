// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useRequest } from '../../src/routes/useRequest';

afterEach(cleanup);

test('run and reset stay the same functions across renders, so a load effect that lists them runs once', async () => {
  let calls = 0;
  const { result, rerender } = renderHook(() =>
    useRequest(async () => {
      calls += 1;
      throw new Error('服务器出错，请刷新重试');
    }),
  );
  const { run, reset } = result.current;
  run(undefined);
  await waitFor(() => expect(result.current.error).toBe('服务器出错，请刷新重试'));
  rerender();
  expect(result.current.run).toBe(run);
  expect(result.current.reset).toBe(reset);
  expect(calls).toBe(1);
});
