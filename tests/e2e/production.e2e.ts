import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './browser';
import { buildAndServe } from './serveBuild';

/** The production build, served on 127.0.0.1, with no backend reachable. */
const OUT_DIR = 'dist-e2e-production';
let server: PreviewServer;
let base = '';

beforeAll(async () => {
  ({ server, baseURL: base } = await buildAndServe('production', OUT_DIR));
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(OUT_DIR, { recursive: true, force: true });
});

/** A phone whose API requests fail as they do offline, recording every CSP violation the page reports. */
async function offlinePhone() {
  const browser = await launchBrowser();
  const context = await browser.newContext(PHONE);
  await context.route(/huacards\.example/, (route) => route.abort('internetdisconnected'));
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { browser, page, errors };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('DESIGN §6 the production build: a Content-Security-Policy, and no backend reachable', () => {
  test('the policy allows no inline script or style, and the app runs under it with no violation', async () => {
    const { browser, page, errors } = await offlinePhone();
    try {
      await page.goto(`${base}/`);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(policy).not.toContain('unsafe-inline');
      // A shared link's first data request finds its connection to the production API already open.
      const preconnect = page.locator('link[rel="preconnect"]');
      expect(await preconnect.getAttribute('href')).toBe('https://api.huacards.example');
      expect(await preconnect.getAttribute('crossorigin')).not.toBeNull();
      await page.getByRole('button', { name: '登录/注册' }).click();
      await page.getByRole('dialog').getByLabel('手机号码').waitFor();
      await page.keyboard.press('Escape');
      for (const path of ['/vip-subscribe', '/sale/cm', '/book/1']) {
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
      }
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('offline, pages say 请检查网络连接 and stay usable, never blank', async () => {
    const { browser, page, errors } = await offlinePhone();
    try {
      await page.goto(`${base}/vip-subscribe`);
      await page.getByText('请检查网络连接').first().waitFor();
      await page.getByRole('button', { name: '重新加载' }).waitFor();
      // Two calls failing alike make one toast.
      expect(await page.locator('.mantine-Notification-root').filter({ hasText: '请检查网络连接' }).count()).toBe(1);
      await screenshot(page, 'production-offline-vip');
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
