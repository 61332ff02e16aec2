import { describe, expect, test } from 'vitest';
import type { EventLogItem } from '../../src/services/api/misc';
import type { Page } from 'playwright-core';
import { phoneBrowser, screenshot } from './browser';
import { openDebugPanel } from './flows';

/** The home page with 埋点上报 switched on in the debug panel (it reloads the page). */
async function homeWithAnalyticsOn(page: Page, home: string) {
  await page.goto(home);
  await page.getByText('开通VIP会员').waitFor();
  await openDebugPanel(page);
  await Promise.all([page.waitForEvent('load'), page.getByLabel('埋点上报').click({ force: true })]);
  await page.getByText('开通VIP会员').waitFor();
}

const { withPhone } = phoneBrowser();

describe('DESIGN §10 analytics in Chromium', () => {
  test('with 埋点上报 on, moving between two routes uploads a page view and a stay duration with app_id 234660 and the stored uuid', () =>
    withPhone(async ({ page, url }) => {
      await homeWithAnalyticsOn(page, url('/'));

      const upload = page.waitForRequest((r) => r.url().endsWith('/event/v1/bulk_upload') && r.method() === 'POST', {
        timeout: 15_000,
      });
      await page.getByText('开通VIP会员').click();
      await page.waitForURL('**/vip-subscribe');
      const items = ((await upload).postDataJSON() as { events_data: EventLogItem[] }).events_data;

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
