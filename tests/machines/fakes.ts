import { vi } from 'vitest';

/** A fake service whose successive calls answer with the given outcomes, in turn. */
export function inTurn<TArgs extends unknown[], T>(...outcomes: Array<(...args: TArgs) => Promise<T>>) {
  return (...args: TArgs): Promise<T> => {
    const next = outcomes.shift();
    if (!next) throw new Error('the fake has no more answers');
    return next(...args);
  };
}

/** Lets every settled promise and zero-delay timer run, on the fake clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
