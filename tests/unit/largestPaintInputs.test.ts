import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import { describeLargestPaint, largestPaintInputs } from '../../scripts/largestPaintInputs.mjs';

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
});
