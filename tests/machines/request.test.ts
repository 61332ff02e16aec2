import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { requestMachine } from '../../src/machines/request.machine';
import { expectRegistryModelCovered } from './modelPaths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(perform: (payload: unknown) => Promise<unknown>) {
  const calls = vi.fn(perform);
  const results: unknown[] = [];
  const actor = createActor(
    requestMachine.provide({
      actors: { perform: fromPromise<unknown, unknown>(({ input }) => calls(input)) },
      actions: { succeeded: (_, { result }) => results.push(result) },
    }),
  ).start();
  return { actor, calls, results };
}

test('DESIGN §11: a double tap runs one request', async () => {
  const { actor, calls, results } = start(async (code) => ({ days: 30, code }));
  actor.send({ type: 'run', payload: 'HUAKA30' });
  actor.send({ type: 'run', payload: 'HUAKA30' });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await vi.advanceTimersByTimeAsync(0);
  expect(calls).toHaveBeenCalledOnce();
  expect(results).toEqual([{ days: 30, code: 'HUAKA30' }]);
  expect(actor.getSnapshot().context.result).toEqual({ days: 30, code: 'HUAKA30' });
});

test('a failure keeps its message for the view, and a new run clears nothing until it answers', async () => {
  const { actor } = start(() => Promise.reject(new Error('兑换码无效')));
  actor.send({ type: 'run', payload: 'NOPE' });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().hasTag('error')).toBe(true);
  expect(actor.getSnapshot().context.error).toBe('兑换码无效');
  actor.send({ type: 'reset' });
  expect(actor.getSnapshot().value).toBe('idle');
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('request');
});
