import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterLargestPaint } from '../../src/lib/nextTask';

/** The browser's largest-paint reports, as a test drives them. */
class Reports {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: Reports | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
    Reports.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(startTime: number) {
    this.callback({ getEntries: () => [{ startTime }] });
  }
}

/** Whether `promise` has settled by now, fake timers and all. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', Reports);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('issue 38: what waits for the largest paint waits for the one after its own render, and no longer than it must', () => {
  test('a largest paint reported before `since` does not count; one at or after it does once the reports pause (80 ms), and ends the watch', async () => {
    const waiting = afterLargestPaint(100, 500);
    Reports.current!.report(40);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(waiting)).toBe(false);
    Reports.current!.report(130);
    await vi.advanceTimersByTimeAsync(79);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    expect(Reports.current!.disconnected).toBe(true);
  });

  test('a page’s text and then its cover, reported a frame apart, are one largest paint: it waits for the cover’s report', async () => {
    const waiting = afterLargestPaint(100, 500);
    Reports.current!.report(130);
    await vi.advanceTimersByTimeAsync(30);
    Reports.current!.report(160);
    await vi.advanceTimersByTimeAsync(79);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  test('with no largest paint reported (a cover that never arrives), it goes on after atMostMs', async () => {
    const waiting = afterLargestPaint(100, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  test('after the first tap or key, which ends the reports, and in a browser that reports none, it goes on at once', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{} as PerformanceEntry]);
    expect(await settled(afterLargestPaint(100, 500))).toBe(true);
    vi.restoreAllMocks();
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(afterLargestPaint(100, 500))).toBe(true);
  });
});
