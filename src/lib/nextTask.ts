/** Resolves in a task of its own: the work after it does not lengthen the task before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted what is on screen now, within 100 ms at most (a hidden tab paints nothing):
 * a frame's callback runs just before its paint, and a task queued there runs after it.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    // Where nothing paints (a page being torn down, a test's environment closing) the timeout alone ends the wait.
    globalThis.requestAnimationFrame?.(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Resolves once the browser has reported the page's first contentful paint, so that what follows starts after that
 * paint is on screen, not only about to be; after the next paint where no such report comes, and `atMostMs` later at
 * most (a hidden tab paints nothing).
 */
export function afterFirstContentfulPaint(atMostMs: number): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return afterNextPaint();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, atMostMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** How long the largest paint's reports must pause before the last of them counts as the page's largest paint. */
const LARGEST_PAINT_BURST_MS = 80;

/**
 * Resolves once the browser has reported a largest paint at or after `since` (a `performance.now()` time) and its
 * reports have paused (80 ms), `atMostMs` later at most: what waits for it neither shares the network with the page's largest element (a cover downloading) nor
 * lands before it is drawn (an SVG cover's text is drawn frames after its paint). Resolves at once where no largest paint
 * will come: in a browser that reports none, and after the user's first tap or key, which ends the reports.
 */
export function afterLargestPaint(since: number, atMostMs: number): Promise<void> {
  const reported = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported || performance.getEntriesByType('first-input').length > 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(quiet);
      resolve();
    };
    // A burst of reports is one paint: a page's text and the cover decoded a frame after it (each report comes about
    // 30 ms after the one before), so it resolves once the reports have paused.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= since)) return;
      clearTimeout(quiet);
      quiet = setTimeout(done, LARGEST_PAINT_BURST_MS);
    });
    const timer = setTimeout(done, atMostMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
