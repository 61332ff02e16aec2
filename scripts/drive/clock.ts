/**
 * A virtual clock shared by the actor's timers (xstate `clock` option) and the demo backend's `now`,
 * so `{"wait": ms}` runs delays, backoff and payment settlement deterministically and instantly.
 */
export interface VirtualClock {
  /** Epoch milliseconds, as the demo backend sees them. */
  now(): number;
  setTimeout(fn: (...args: unknown[]) => void, ms: number): number;
  clearTimeout(id: unknown): void;
  /** Timers not yet fired. */
  pending(): number;
  /** Moves time on by `ms`, firing due timers in order and letting the world settle after each. */
  advance(ms: number, settle: () => Promise<void>): Promise<void>;
}

export const DRIVE_EPOCH = Date.parse('2026-11-21T08:00:00Z');

export function createVirtualClock(start = DRIVE_EPOCH): VirtualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; seq: number; fn: () => void }>();

  const due = (until: number) => {
    let best: [number, { at: number; seq: number; fn: () => void }] | undefined;
    for (const entry of timers) {
      if (entry[1].at > until) continue;
      if (!best || entry[1].at < best[1].at || (entry[1].at === best[1].at && entry[1].seq < best[1].seq)) best = entry;
    }
    return best;
  };

  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), seq: id, fn: () => fn() });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
    pending: () => timers.size,
    async advance(ms, settle) {
      const target = now + Math.max(0, ms);
      for (let next = due(target); next; next = due(target)) {
        const [id, timer] = next;
        timers.delete(id);
        now = Math.max(now, timer.at);
        timer.fn();
        await settle();
      }
      now = target;
    },
  };
}
