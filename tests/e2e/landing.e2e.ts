import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot, WECHAT_UA } from './browser';

const { withPhone } = phoneBrowser();

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('spec §2 /go/landing: the app-download landing on the demo build', () => {
  test('at 1024 px: the QR download page with both stores', () =>
    withPhone(async ({ page, url }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(url('/go/landing'));
      await page.getByRole('img', { name: '下载页二维码' }).waitFor();
      await page.getByText('用手机扫码下载App').waitFor();
      expect(await page.getByRole('link', { name: 'App Store 下载' }).getAttribute('href')).toBe('/__demo/store/ios');
      expect(await page.getByRole('link', { name: '安卓版下载' }).getAttribute('href')).toBe('/__demo/store/android');
      await page.waitForTimeout(2500);
      expect(new URL(page.url()).pathname).toBe('/go/landing');
      await screenshot(page, 'landing-wide');
    }));

  test('at 375 px on Android: the app link is tried, and with no app the store page follows; Back never loops', () =>
    withPhone(
      async ({ page, url }) => {
        await page.goto(url('/'));
        await page.goto(url('/go/landing'));
        await page.getByText('正在打开花卡记忆App…').waitFor();
        await screenshot(page, 'landing-trying');
        await page.waitForURL(/\/__demo\/store\/android$/, { timeout: 10_000 });
        await page.getByText('应用商店（演示）').waitFor();
        await page.waitForLoadState('networkidle');
        // Back: the browser may skip the landing, which left without a tap; if it lands there, it offers the choice.
        await page.goBack();
        await page.waitForTimeout(3000);
        const back = new URL(page.url()).pathname;
        expect(['/', '/go/landing']).toContain(back);
        if (back === '/go/landing') {
          await page.getByRole('button', { name: '打开App' }).waitFor();
          await screenshot(page, 'landing-back');
        }
      },
      { userAgent: ANDROID_UA },
    ));

  test('in the WeChat-like browser: 点击右上角，在浏览器中打开, and no scheme link is tried', () =>
    withPhone(
      async ({ page, url }) => {
        await page.goto(url('/go/landing'));
        // The WeChat-like browser first leaves for silent authorization and comes back.
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('wap-app') ?? '{}').openID);
        const guide = page.getByRole('dialog', { name: '点击右上角，在浏览器中打开' });
        await guide.waitFor();
        await guide.getByText('微信内无法直接打开App').waitFor();
        await screenshot(page, 'landing-wechat');
        await guide.getByRole('button', { name: '我知道了' }).click();
        await page.getByRole('button', { name: '在浏览器中打开' }).click();
        await guide.waitFor();
        await page.waitForTimeout(2500);
        expect(new URL(page.url()).pathname).toBe('/go/landing');
      },
      { userAgent: WECHAT_UA },
    ));
});
