import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { DemoState } from '../../src/demo/state';
import { phoneBrowser } from './browser';

const { withPhone } = phoneBrowser();
const REAL_API = 'https://api-staging.huacards.example';

/** The API requests that reach the network (and are refused there): the demo backend should leave none. */
async function networkRequestsToApi(context: BrowserContext): Promise<string[]> {
  const leaked: string[] = [];
  await context.route(`${REAL_API}/**`, (route) => {
    leaked.push(route.request().url());
    return route.abort();
  });
  return leaked;
}
describe('DESIGN §6 the demo backend in the demo build', () => {
  test('API requests, the first visit’s early ones included, are answered in the page and never reach the network; static assets load from it', () =>
    withPhone(async ({ page, context, url }) => {
      const leaked = await networkRequestsToApi(context);
      const assets: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/assets/')) assets.push(request.url());
      });
      await page.goto(url('/vip-subscribe'));
      await page.getByText('年度会员').first().waitFor();
      expect(leaked).toEqual([]);
      expect(assets.length).toBeGreaterThan(0);
    }));

  test('a beacon to the API base reaches the demo backend, not the network (the stay duration sent as the page hides)', () =>
    withPhone(async ({ page, context, url }) => {
      const leaked = await networkRequestsToApi(context);
      await page.goto(url('/'));
      // The app's own button, once it has started (the home's words come with the HTML, before any script).
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      const queued = await page.evaluate(
        (base) =>
          navigator.sendBeacon(
            `${base}/event/v1/bulk_upload`,
            JSON.stringify({
              events_data: [{ event_key: 'beacon_check', event_data: '{}', event_time: 1, app_id: 1, device_id: 'd' }],
            }),
          ),
        REAL_API,
      );
      expect(queued).toBe(true);
      const received = await page.waitForFunction(() => {
        const state = JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as Partial<DemoState>;
        return state.analytics?.recent.find((event) => event.event_key === 'beacon_check');
      });
      expect(await received.jsonValue()).toMatchObject({ event_key: 'beacon_check', device_id: 'd' });
      expect(leaked).toEqual([]);
    }));
});
