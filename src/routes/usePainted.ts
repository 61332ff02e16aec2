import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/nextTask';
import { http } from './app';

/** How long a screen's first requests may hold back what waits for them (a slow network, a request that hangs). */
const SETTLE_AT_MOST_MS = 3000;
/**
 * How long after that paint the screen counts as settled: the browser draws an image (a cover's text) in frames after
 * the one that put it on screen, and reports its largest paint only then (tests/e2e/shell.e2e.ts, /sale/cm).
 */
const DRAWN_AFTER_PAINT_MS = 500;

/** False until `ready` resolves (or the component unmounts); then true, rendered as a transition. */
function useAfter(ready: () => Promise<void>): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void ready().then(() => mounted && startTransition(() => setDone(true)));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return done;
}

/**
 * False until the browser has painted the component's first render. What renders only then (a lazy chunk and the
 * requests it sends) neither holds that paint back nor shares the network with it (DESIGN §9, largest paint); it
 * renders as a transition, in slices that yield to the browser (total blocking time).
 */
export const usePainted = (): boolean => useAfter(afterNextPaint);

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const untilSettled = () =>
  Promise.race([http.quiet(0), delay(SETTLE_AT_MOST_MS)])
    .then(afterNextPaint)
    .then(() => delay(DRAWN_AFTER_PAINT_MS));

/**
 * False until the screen's requests have answered and the browser has drawn what they brought (3 s at most). A
 * data page's largest paint is its data: what waits for this (a section far below it) does not take the network or
 * the main thread from that paint.
 */
export const useSettled = (): boolean => useAfter(untilSettled);
