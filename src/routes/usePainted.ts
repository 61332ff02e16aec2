import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/nextTask';

/**
 * False until the browser has painted the component's first render. What renders only then (a lazy chunk and the
 * requests it sends) neither holds that paint back nor shares the network with it (DESIGN §9, largest paint); it
 * renders as a transition, in slices that yield to the browser (total blocking time).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && startTransition(() => setPainted(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
