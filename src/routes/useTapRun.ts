import { useEffect, useMemo, useRef, useState } from 'react';
import { createMultiClickCounter, MULTI_CLICK_GAP_MS } from '../lib/gestures';

/**
 * Counts a run of quick taps with the multi-click helper; calls onReach at the target count.
 * The count falls back to 0 once the run is over, so a half-finished run leaves no trace.
 */
export function useTapRun(target: number, onReach: () => void) {
  const counter = useMemo(() => createMultiClickCounter(), []);
  const [taps, setTaps] = useState(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(idle.current), []);

  const tap = () => {
    const count = counter.click();
    clearTimeout(idle.current);
    if (count >= target) {
      counter.reset();
      setTaps(0);
      onReach();
      return;
    }
    setTaps(count);
    idle.current = setTimeout(() => setTaps(0), MULTI_CLICK_GAP_MS + 50);
  };
  return { taps, tap };
}
