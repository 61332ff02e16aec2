import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterFirstContentfulPaint } from '../../src/lib/nextTask';

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

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', PaintReports);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('issue 58: / starts its shell once its first contentful paint is on screen', () => {
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
