export const MULTI_CLICK_GAP_MS = 200;
export const SWIPE_THRESHOLD_PX = 10;
export const WIDE_SCREEN_PX = 500;

export interface MultiClickCounter {
  /** Records a click and returns how many clicks the current run holds. */
  click(): number;
  reset(): void;
}

/** Counts consecutive clicks; a gap longer than maxGapMs starts a new run. */
export function createMultiClickCounter(
  maxGapMs = MULTI_CLICK_GAP_MS,
  now: () => number = () => Date.now(),
): MultiClickCounter {
  let count = 0;
  let last = -Infinity;
  return {
    click() {
      const t = now();
      count = t - last <= maxGapMs ? count + 1 : 1;
      last = t;
      return count;
    },
    reset() {
      count = 0;
      last = -Infinity;
    },
  };
}

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

/** Direction of a swipe by its larger axis, or null while both moves are within the threshold. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (Math.abs(dx) <= threshold && Math.abs(dy) <= threshold) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

export function isWideScreen(width: number): boolean {
  return width > WIDE_SCREEN_PX;
}
