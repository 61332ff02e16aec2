import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';
import { expectRegistryModelCovered } from './modelPaths';

describe('smsCountdownMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('spec §4/§9: after a send the button counts 60 s down, second by second, then returns to idle', async () => {
    const actor = createActor(smsCountdownMachine, { input: {} }).start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);

    actor.send({ type: 'countdown.start' });
    const seen = [actor.getSnapshot().context.remaining];
    for (let second = 0; second < 60; second += 1) {
      await vi.advanceTimersByTimeAsync(999);
      expect(actor.getSnapshot().context.remaining).toBe(seen.at(-1));
      await vi.advanceTimersByTimeAsync(1);
      seen.push(actor.getSnapshot().context.remaining);
    }

    expect(seen).toEqual(Array.from({ length: 61 }, (_, i) => 60 - i));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().hasTag('counting')).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });

  test('countdown.start while counting is ignored: the count does not restart', async () => {
    const actor = createActor(smsCountdownMachine, { input: { seconds: 5 } }).start();
    actor.send({ type: 'countdown.start' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().can({ type: 'countdown.start' })).toBe(false);
    actor.send({ type: 'countdown.start' });
    expect(actor.getSnapshot().context.remaining).toBe(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  test('a finished countdown can start again from the full count', async () => {
    const actor = createActor(smsCountdownMachine, { input: { seconds: 2 } }).start();
    actor.send({ type: 'countdown.start' });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'countdown.start' });
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(2);
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('smsCountdown');
});
