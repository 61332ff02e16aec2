import { describe, expect, test } from 'vitest';
import { phoneBrowser } from './browser';

const { withPhone } = phoneBrowser();
const REAL_API = 'https://api-staging.huacards.example';

describe('DESIGN §6 the demo backend in the demo build', () => {
  test('the first visit renders before the worker is ready, and its early API requests still reach the demo backend', () =>
    withPhone(async ({ page, context, url }) => {
      const leaked: string[] = [];
      // Only requests that get past the service worker reach the network, and so this route.
      await context.route(`${REAL_API}/**`, (route) => {
        leaked.push(route.request().url());
        return route.abort();
      });
      await page.goto(url('/vip-subscribe'));
      await page.getByText('年度会员').first().waitFor();
      expect(leaked).toEqual([]);
    }));

  test('with the worker in control, static assets bypass it and API requests are answered by it', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/vip-subscribe'));
      await page.getByText('年度会员').first().waitFor();
      const seen: { url: string; fromWorker: boolean }[] = [];
      page.on('response', (response) => seen.push({ url: response.url(), fromWorker: response.fromServiceWorker() }));
      await page.reload();
      await page.getByText('年度会员').first().waitFor();
      const assets = seen.filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
      const apiCalls = seen.filter((r) => r.url.startsWith(REAL_API));
      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((r) => r.fromWorker)).toEqual([]);
      expect(apiCalls.length).toBeGreaterThan(0);
      expect(apiCalls.filter((r) => !r.fromWorker)).toEqual([]);
    }));
});
