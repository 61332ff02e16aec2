import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { build, loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectOrigins, startNginx } from '../../scripts/nginx';
import { launchBrowser, PHONE, screenshot } from './browser';

/** The production build as `npm run build` makes it, behind nginx (deploy/nginx.conf), with no backend reachable. */
const OUT_DIR = 'dist-e2e-production';
let nginx: Awaited<ReturnType<typeof startNginx>>;
let base = '';

beforeAll(async () => {
  // Vitest puts .env's VITE_* values into process.env, where they would beat the mode's own .env file.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  await build({ mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR } });
  nginx = await startNginx({ root: OUT_DIR, connect: connectOrigins(loadEnv('production', process.cwd(), 'VITE_')) });
  base = nginx.origin;
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
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

describe('DESIGN §11 the production build behind nginx: a Content-Security-Policy header, and no backend reachable', () => {
  test('the policy header allows no inline script or style, and the app runs under it with no violation', async () => {
    const { browser, page, errors } = await offlinePhone();
    try {
      const response = await page.goto(`${base}/`);
      const policy = (await response!.allHeaders())['content-security-policy'];
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
      expect(policy).toContain("connect-src 'self' https://api.huacards.example https://api-staging.huacards.example");
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
