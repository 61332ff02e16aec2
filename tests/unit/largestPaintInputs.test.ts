import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import { describeLargestPaint, largestPaintInputs, simulatedChain } from '../../scripts/largestPaintInputs.mjs';

const request = (url: string, networkEndTime: number, transferSize: number) => ({ url, networkEndTime, transferSize });

/** The parts of a Lighthouse result that `npm run lighthouse -- --explain` reads. */
const lhr = {
  finalDisplayedUrl: 'http://127.0.0.1:4173/book/1',
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint: 600, largestContentfulPaint: 3054.4 }] } },
    'largest-contentful-paint-element': {
      details: { items: [{ items: [{ node: { nodeLabel: '书籍加载失败', snippet: '<h2 class="t">' } }] }] },
    },
    'network-requests': {
      details: {
        items: [
          request('http://127.0.0.1:4173/book/1', 14, 9400),
          request('http://127.0.0.1:4173/assets/client.js', 150, 64700),
          request('data:image/png;base64,AAAA', 140, 4000),
          request('https://api.example/books/v1/library/info/1?x=1', 330, 0),
          request('http://127.0.0.1:4173/assets/BookDetail.js', 365, 10900),
          request('http://127.0.0.1:4173/assets/AuthLayer.js', 944, 1700),
        ],
      },
    },
  },
};

describe('DESIGN §9 budget, npm run lighthouse -- --explain', () => {
  test('lists what the simulated largest paint counts: every request ended before the observed paint, largest first', () => {
    const inputs = largestPaintInputs(lhr);
    expect(inputs.requests.map((r: { name: string }) => r.name)).toEqual([
      '/assets/client.js',
      '/assets/BookDetail.js',
      '/book/1',
      '/books/v1/library/info/1?x=1',
    ]);
    expect(inputs.kB).toBeCloseTo((64700 + 10900 + 9400) / 1024);
    expect(inputs).toMatchObject({ element: '书籍加载失败', observedMs: 600, simulatedMs: 3054 });
  });

  test('names the other origins reached before the paint, which the simulation connects to cold', () => {
    expect(largestPaintInputs(lhr).otherOrigins).toEqual(['https://api.example']);
    const text = describeLargestPaint('production /book/1', largestPaintInputs(lhr), 2);
    expect(text).toContain('production /book/1: largest paint 3054 ms simulated, 600 ms observed, on «书籍加载失败»');
    expect(text).toContain('4 requests, 83.0 KB');
    expect(text).toContain('2 more');
    expect(text).toContain('https://api.example');
  });

  test('follows the simulated paint back to the HTML, through the step each one waited for that ended last', () => {
    type Step = { type: string; request?: object; childEvents?: object[]; getDependencies: () => Step[] };
    const net = (url: string, kB: number, after: Step[] = [], resourceType = 'Script', priority = 'High'): Step => ({
      type: 'network',
      request: { url, transferSize: kB * 1024, resourceType, priority },
      getDependencies: () => after,
    });
    const html = net('http://127.0.0.1:4173/book/1', 9.6, [], 'Document');
    const shell = net('http://127.0.0.1:4173/assets/main.js', 40, [html]);
    const get = net('https://api.example/books/v1/library/info/1', 2.3, [html], 'Fetch');
    const run: Step = {
      type: 'cpu',
      childEvents: [{ args: { data: { url: 'http://127.0.0.1:4173/assets/main.js' } } }],
      getDependencies: () => [get, shell],
    };
    const screen = net('http://127.0.0.1:4173/assets/BookDetail.js', 12.3, [run]);
    const offscreen = net('http://127.0.0.1:4173/cover.png', 30, [html], 'Image', 'Low');
    const timings = new Map<Step, { startTime: number; endTime: number }>([
      [html, { startTime: 0, endTime: 603 }],
      [shell, { startTime: 677, endTime: 2180 }],
      [get, { startTime: 1458, endTime: 1766 }],
      [run, { startTime: 2180, endTime: 2211 }],
      [screen, { startTime: 2278, endTime: 2730 }],
      [offscreen, { startTime: 700, endTime: 4000 }],
    ]);
    const chain = simulatedChain(timings, 'http://127.0.0.1:4173');
    expect(chain).toEqual([
      { startMs: 0, endMs: 603, what: 'Document /book/1 (9.6 KB)' },
      { startMs: 677, endMs: 2180, what: 'Script /assets/main.js (40.0 KB)' },
      { startMs: 2180, endMs: 2211, what: 'main thread, running /assets/main.js' },
      { startMs: 2278, endMs: 2730, what: 'Script /assets/BookDetail.js (12.3 KB)' },
    ]);
    const text = describeLargestPaint('production /book/1', largestPaintInputs(lhr, chain));
    expect(text).toContain("the simulation's chain to its end");
    expect(text).toContain('2278–2730  ms  Script /assets/BookDetail.js (12.3 KB)');
  });

  test('names a task running a script that has no address (Lighthouse’s own _lighthouse-eval.js) as it is, and does not throw', () => {
    type Step = { type: string; request?: object; childEvents?: object[]; getDependencies: () => Step[] };
    const html: Step = {
      type: 'network',
      request: { url: 'http://127.0.0.1:4173/sale/cm', transferSize: 9.6 * 1024, resourceType: 'Document' },
      getDependencies: () => [],
    };
    const evaluation: Step = {
      type: 'cpu',
      childEvents: [{ args: { data: { url: '_lighthouse-eval.js' } } }],
      getDependencies: () => [html],
    };
    const timings = new Map<Step, { startTime: number; endTime: number }>([
      [html, { startTime: 0, endTime: 604 }],
      [evaluation, { startTime: 2400, endTime: 2420 }],
    ]);
    expect(simulatedChain(timings, 'http://127.0.0.1:4173').map((step: { what: string }) => step.what)).toEqual([
      'Document /sale/cm (9.6 KB)',
      'main thread, running _lighthouse-eval.js',
    ]);
  });
});
