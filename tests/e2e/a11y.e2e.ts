import { describe, expect, test } from 'vitest';
import { SCREEN_ROUTES } from '../fixtures/specRoutes';
import { axeViolations } from './axe';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet, sheet } from './flows';

const { withPhone } = phoneBrowser();
describe('DESIGN §7 accessibility on the demo build (375×667)', () => {
  test(
    'every route of spec §2 passes the WCAG A/AA checks: zoom allowed, text at AA contrast, every control named',
    () =>
      withPhone(async ({ page, url }) => {
        const failures: string[] = [];
        for (const [path, title] of SCREEN_ROUTES) {
          await page.goto(url(path));
          await page.getByRole('heading', { name: title, level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          failures.push(...(await axeViolations(page)).map((v) => `${path} ${v}`));
        }
        expect(failures).toEqual([]);
      }),
    240_000,
  );

  test('the login sheet, a toast and the signed-in VIP page pass too; the toast close button is named', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/vip-subscribe'));
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await sheet(page).getByLabel('手机号码').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await loginInSheet(page, '13800000888');
      await expect.poll(() => page.getByRole('button', { name: '关闭提示' }).count()).toBeGreaterThan(0);
      await page.getByText('金币钱包').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'a11y-vip-signed-in');
    }));

  test('focus stays in the open login sheet, is visible, and returns to the opener when the sheet closes', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      const opener = page.getByRole('button', { name: '登录/注册' });
      await opener.focus();
      await page.keyboard.press('Enter');
      await sheet(page).getByLabel('手机号码').waitFor();
      const stops: string[] = [];
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        stops.push(
          await page.evaluate(() => {
            const el = document.activeElement!;
            const inSheet = !!el.closest('[role="dialog"]');
            // Inputs show focus by their border; everything else by an outline.
            const visible = el.tagName === 'INPUT' || getComputedStyle(el).outlineStyle !== 'none';
            return `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20)} ${inSheet ? 'in sheet' : 'OUTSIDE'} ${visible ? 'visible' : 'NO RING'}`;
          }),
        );
      }
      expect(stops.filter((stop) => !stop.endsWith('in sheet visible'))).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => sheet(page).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('登录/注册');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull();
    }));
});
