import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot, WECHAT_UA } from './browser';

const { withPhone } = phoneBrowser();

const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

const openIdStored = (page: Page) =>
  page.waitForFunction(() => JSON.parse(localStorage.getItem('wap-app') ?? '{}').openID);

/** The card the demo's WeChat-like bridge was handed, as its menu would send it. */
const shareCard = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('demo-share-card') ?? 'null') as { link?: string } | null);

async function shareBookFromDetail(page: Page) {
  await page.getByRole('button', { name: '分享' }).click();
  const guide = page.getByRole('dialog', { name: '点击右上角，发送给朋友' });
  await guide.waitFor();
  return guide;
}

describe('spec §7 the messaging-app JS bridge: wx.config with the signature, then share through it', () => {
  test('Android WeChat-like browser: a book share sets the card on the bridge and shows where to send it', () =>
    withPhone(
      async ({ page, url }) => {
        await page.goto(url('/book/1'));
        await openIdStored(page);
        const guide = await shareBookFromDetail(page);
        await screenshot(page, 'share-wechat-guide');
        // The book's short link of this site (issue 56), which opens the book (cards.e2e.ts).
        expect((await shareCard(page))?.link).toMatch(new RegExp(`^${url('/s/')}[A-Za-z0-9]{6}$`));
        await guide.getByRole('button', { name: '我知道了' }).click();
        await expect(guide.isVisible()).resolves.toBe(false);
      },
      { userAgent: WECHAT_UA },
    ));

  test('iOS WeChat-like browser: landed on /page/libraryBook, which redirects, the landing URL is the one signed', () =>
    withPhone(
      async ({ page, url }) => {
        await page.goto(url('/sale/cm'));
        await openIdStored(page);
        // A fresh load with the openID kept: no silent authorization, so the first signature is this page's.
        await page.goto(url('/page/libraryBook'));
        await page.waitForURL(/\/sale\/cm$/);
        await page.locator('a[href^="/book/"]').first().click();
        await page.waitForURL(/\/book\/BK/);
        await shareBookFromDetail(page);
        // The book's short link of this site (issue 56), which opens the book (cards.e2e.ts).
        expect((await shareCard(page))?.link).toMatch(new RegExp(`^${url('/s/')}[A-Za-z0-9]{6}$`));
      },
      { userAgent: WECHAT_IOS_UA },
    ));

  test('an ordinary mobile browser copies the link and says so', () =>
    withPhone(async ({ page, url, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(url('/book/1'));
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await page.getByRole('button', { name: '分享' }).click();
      await page.getByText('链接已复制，快去分享给好友吧').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        new RegExp(`^${url('/s/')}[A-Za-z0-9]{6}$`),
      );
    }));
});
