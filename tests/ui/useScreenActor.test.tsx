// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { useRequest } from '../../src/routes/useRequest';
import { useScreenActor } from '../../src/routes/useScreenActor';

afterEach(cleanup);

const toggle = createMachine({ initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

test('DESIGN §9: a screen builds its machine once, not on every render that useActorRef would ignore', () => {
  let builds = 0;
  const { result, rerender } = renderHook(() =>
    useScreenActor(() => {
      builds += 1;
      return { logic: toggle.provide({}) };
    }),
  );
  const actor = result.current;
  actor.send({ type: 'flip' });
  rerender();
  rerender();
  expect(builds).toBe(1);
  expect(result.current).toBe(actor);
  expect(result.current.getSnapshot().value).toBe('on');
});

test('a service built on the first render still calls the latest render’s callback', async () => {
  const seen: string[] = [];
  const { result, rerender } = renderHook(
    ({ label }) =>
      useRequest(
        async () => 'ok',
        () => seen.push(label),
      ),
    {
      initialProps: { label: 'first' },
    },
  );
  rerender({ label: 'latest' });
  result.current.run(undefined);
  await waitFor(() => expect(seen).toEqual(['latest']));
});
