import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterFirstContentfulPaint, afterLargestPaint } from '../../src/lib/nextTask';

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

/** The browser's paint reports, as a test drives them. */
class PaintReports {
  static supportedEntryTypes = ['paint'];
  static current: PaintReports | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    PaintReports.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
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

describe('issue 58: / starts its shell once its first contentful paint is on screen', () => {
  beforeEach(() => vi.stubGlobal('PerformanceObserver', PaintReports));

  test('a first paint without content does not count; the first contentful paint ends the wait and the watch', async () => {
    const waiting = afterFirstContentfulPaint(1000);
    PaintReports.current!.report('first-paint');
    expect(await settled(waiting)).toBe(false);
    PaintReports.current!.report('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(PaintReports.current!.disconnected).toBe(true);
  });

  test('a page that reports no paint (a hidden tab) goes on after the limit all the same', async () => {
    const waiting = afterFirstContentfulPaint(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  test('a browser that reports no paints goes on after its next paint, within 100 ms, not after the limit', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
    const waiting = afterFirstContentfulPaint(1000);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(waiting)).toBe(true);
  });
});
