import { startTransition, useEffect, useState } from 'react';
import { afterLargestPaint, afterNextPaint } from '../lib/nextTask';
import { http } from './app';

/** How long a screen's first requests may hold back what waits for them (a slow network, a request that hangs). */
const SETTLE_AT_MOST_MS = 3000;
/** How long what waits for the largest paint waits at most after the paint before it (a cover that never arrives). */
const LARGEST_PAINT_AT_MOST_MS = 500;

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
 * requests it sends) does not hold that paint back; it renders as a transition, in slices that yield to the browser
 * (total blocking time).
 */
export const usePainted = (): boolean => useAfter(afterNextPaint);

const untilLargestPainted = () => {
  const since = performance.now();
  return afterNextPaint().then(() => afterLargestPaint(since, LARGEST_PAINT_AT_MOST_MS));
};

/**
 * As usePainted, and then until the browser has reported the largest paint that followed (0.5 s at most): what renders
 * only then neither shares the network with that paint nor lands before it is drawn (DESIGN §9, largest paint).
 */
export const useLargestPainted = (): boolean => useAfter(untilLargestPainted);

const untilSettled = () =>
  Promise.race([http.quiet(0), new Promise<void>((resolve) => setTimeout(resolve, SETTLE_AT_MOST_MS))]).then(
    untilLargestPainted,
  );

/**
 * False until the screen's requests have answered and the browser has drawn what they brought (3.5 s at most). A
 * data page's largest paint is its data: what waits for this (a section far below it) does not take the network or
 * the main thread from that paint.
 */
export const useSettled = (): boolean => useAfter(untilSettled);
