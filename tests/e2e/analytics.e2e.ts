import { describe, expect, test } from 'vitest';
import type { EventLogItem } from '../../src/services/api/misc';
import type { Page } from 'playwright-core';
import type { DemoEvent, DemoState } from '../../src/demo/state';
import { phoneBrowser, screenshot } from './browser';
import { openDebugPanel } from './flows';

/** The home page with 埋点上报 switched on in the debug panel (it reloads the page). */
async function homeWithAnalyticsOn(page: Page, home: string) {
  // The home's words come with the HTML; 登录/注册 is the app's own, once it has started.
  const started = page.getByRole('button', { name: '登录/注册' });
  await page.goto(home);
  await started.waitFor();
  await openDebugPanel(page);
  await Promise.all([page.waitForEvent('load'), page.getByLabel('埋点上报').click({ force: true })]);
  await started.waitFor();
}

/**
 * The newest events the demo backend's collector holds (its store in localStorage), once a page view of `path` is
 * among them, and the stay duration of the page `left` when one is named (the two may arrive in separate uploads): the
 * demo answers the upload in the page, so it never shows on the network.
 */
async function collectedWithPageView(page: Page, path: string, left?: string): Promise<DemoEvent[]> {
  const handle = await page.waitForFunction(
    ([viewed, stayed]) => {
      const recent = (JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as Partial<DemoState>).analytics?.recent;
      const has = (key: string, at: string) => (e: DemoEvent) =>
        e.event_key === key && (JSON.parse(e.event_data) as { path?: string }).path === at;
      return recent?.some(has('page_view', viewed)) && (!stayed || recent.some(has('stay_duration', stayed))) && recent;
    },
    [path, left] as const,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as DemoEvent[];
}

const { withPhone } = phoneBrowser();

describe('DESIGN §10 analytics in Chromium', () => {
  test('with 埋点上报 on, moving between two routes uploads to the demo’s collector a page view and a stay duration with app_id 234660 and the stored uuid', () =>
    withPhone(async ({ page, url }) => {
      await homeWithAnalyticsOn(page, url('/'));

      await page.getByText('开通VIP会员').click();
      await page.waitForURL('**/vip-subscribe');
      const items = await collectedWithPageView(page, '/vip-subscribe', '/');

      const uuid = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('wap-app') ?? '{}') as { uuid: string }).uuid,
      );
      expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
      for (const item of items) {
        expect(item.app_id).toBe(234660);
        expect(item.device_id).toBe(uuid);
      }
      const events = items.map((i) => [i.event_key, JSON.parse(i.event_data) as { path: string }]);
      expect(events).toContainEqual(['page_view', { path: '/vip-subscribe' }]);
      expect(
        events.find(([key, data]) => key === 'stay_duration' && (data as { path: string }).path === '/'),
      ).toBeTruthy();

      await openDebugPanel(page);
      await page.getByText(/埋点事件（已收到 \d+ 条）/).waitFor();
      await screenshot(page, 'debug-panel-analytics');
    }));

  test('spec §4 hiding the page sends the stay duration by sendBeacon; showing it again counts a new page view', () =>
    withPhone(async ({ page, url }) => {
      await homeWithAnalyticsOn(page, url('/'));
      await page.evaluate(() => {
        const sent: string[] = [];
        Object.assign(window, { beacons: sent });
        navigator.sendBeacon = (_url, body) => (sent.push(String(body)), true);
      });
      const beaconEvents = () =>
        page.evaluate(() =>
          (window as unknown as { beacons: string[] }).beacons.flatMap((body) =>
            (JSON.parse(body) as { events_data: EventLogItem[] }).events_data.map((i) => [
              i.event_key,
              JSON.parse(i.event_data) as { path: string; duration_ms?: number },
            ]),
          ),
        );
      const setVisibility = (state: 'hidden' | 'visible') =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'visibilityState', { value, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);

      await page.waitForTimeout(600);
      await setVisibility('hidden');
      const hidden = await beaconEvents();
      const stay = hidden.find(([key]) => key === 'stay_duration');
      expect(stay?.[1]).toMatchObject({ path: '/' });
      expect((stay?.[1] as { duration_ms: number }).duration_ms).toBeGreaterThanOrEqual(500);

      await setVisibility('visible');
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      const after = (await beaconEvents()).slice(hidden.length);
      expect(after).toContainEqual(['page_view', { path: '/' }]);
      expect(after.some(([key]) => key === 'stay_duration')).toBe(true);
    }));
});

describe('DESIGN §9 error reporting loads after the first screen', () => {
  test('Sentry’s script is fetched only once the first screen’s requests are answered; an error from before then is still reported', () =>
    withPhone(async ({ page, context, errors, url }) => {
      const latencyMs = 1500;
      const thrown = 'thrown before error reporting loaded';
      await context.addInitScript((ms) => {
        localStorage.setItem('demo-backend-settings', JSON.stringify({ enabled: true, latencyMs: ms, fault: 'none' }));
      }, latencyMs);
      let sentryRequestedAt: number | undefined;
      page.on('request', (request) => {
        if (/\/assets\/sentry-[^/]*\.js$/.test(request.url())) sentryRequestedAt ??= Date.now();
      });
      const openedAt = Date.now();
      await page.goto(url('/book/1'));
      await page.evaluate((message) => {
        setTimeout(() => {
          throw new Error(message);
        });
      }, thrown);
      await expect.poll(() => sentryRequestedAt, { timeout: 15_000 }).toBeDefined();
      expect(sentryRequestedAt! - openedAt).toBeGreaterThanOrEqual(latencyMs);
      const reported = await page.waitForFunction(
        (message) => localStorage.getItem('demo-error-reports')?.includes(message),
        thrown,
        { timeout: 15_000 },
      );
      expect(await reported.jsonValue()).toBe(true);
      // The one page error this test raised on purpose.
      expect(errors.map((e) => e.message)).toEqual([thrown]);
      errors.length = 0;
    }));
});
