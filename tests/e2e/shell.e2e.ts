import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, phoneBrowser } from './browser';
import { SCREEN_ROUTES } from '../fixtures/specRoutes';

const { withPhone } = phoneBrowser();

type Marked = Window & { markedAt?: number };

/** Marks, by the page's own clock (as resource timings are), when `text` enters the page. */
function markShown(page: Page, text: string) {
  return page.addInitScript((shown) => {
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes(shown)) return;
      (window as Marked).markedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** Marks the page's largest paint as the browser last reported it (a cover, on a data page). */
function markLargestPaint(page: Page) {
  return page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as Marked).markedAt = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Opens `address` once the page's mark is set up, waits for `shown`, then for the chunks matching `later`
 * (`/assets/(Name)-hash.js`) to be exactly `expected` (what waits for the screen to settle may come up to 3.5 s after
 * the network first goes quiet), and checks that each was fetched only after the mark.
 */
async function expectChunksAfterMark(page: Page, address: string, shown: Locator, later: RegExp, expected: string[]) {
  await page.goto(address);
  await shown.first().waitFor();
  const read = () =>
    page.evaluate(() => ({
      markedAt: (window as Marked).markedAt,
      fetches: performance.getEntriesByType('resource').map((r) => ({ name: r.name, startTime: r.startTime })),
    }));
  const chunksOf = (fetches: { name: string; startTime: number }[]) => fetches.filter((f) => later.test(f.name));
  await expect
    .poll(
      async () =>
        chunksOf((await read()).fetches)
          .map((f) => f.name.match(later)![1])
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(expected);
  const { markedAt, fetches } = await read();
  expect(markedAt).toBeDefined();
  for (const chunk of chunksOf(fetches)) expect(chunk.startTime, chunk.name).toBeGreaterThan(markedAt!);
}

/** `expected`, the chunks matching `later` that `address` fetches, each only after `text` had entered the page. */
async function expectChunksOnceShown(page: Page, address: string, text: string, later: RegExp, expected: string[]) {
  await markShown(page, text);
  await expectChunksAfterMark(page, address, page.getByText(text), later, expected);
}

/** `expected`, the chunks matching `later` that `address` fetches, each only after the browser reported its largest paint. */
async function expectChunksAfterLargestPaint(page: Page, address: string, later: RegExp, expected: string[]) {
  await markLargestPaint(page);
  await expectChunksAfterMark(page, address, page.getByRole('img', { name: /封面/ }), later, expected);
}

describe('spec §2 app shell in Chromium at 375×667', () => {
  test('every route of spec §2 loads with no page error', () =>
    withPhone(async ({ page, url }) => {
      for (const [path, title] of SCREEN_ROUTES) {
        await page.goto(url(path));
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        expect(await page.getByText('页面不存在').count(), path).toBe(0);
      }
    }));

  test('home renders', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await page.getByText('解锁全部书籍与学习计划').waitFor();
      await screenshot(page, 'home');
    }));

  test('an unknown path shows the 404 with a way home', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/definitely/not/here'));
      await page.getByRole('heading', { name: '页面不存在', level: 2 }).waitFor();
      await screenshot(page, 'not-found');
      await page.getByRole('button', { name: '返回首页' }).click();
      await page.getByText('开通VIP会员').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }));

  test('/page/libraryBook lands on /sale/cm', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/page/libraryBook'));
      await page.getByRole('heading', { name: '书库' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/sale/cm');
    }));

  test('method=alipay is stripped from the URL', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/vip-order/9?method=alipay&trade=1'));
      await page.getByRole('heading', { name: 'VIP订单' }).first().waitFor();
      const current = new URL(page.url());
      expect(current.pathname).toBe('/vip-order/9');
      expect(current.search).toBe('');
    }));

  test('DESIGN §9 largest paint: / is on screen before it fetches the sign-in layer, its live part or the demo backend', () =>
    withPhone(async ({ page, url }) => {
      await expectChunksOnceShown(page, url('/'), '开通VIP会员', /\/assets\/(AuthLayer|HomeLive|browser)-[\w-]+\.js$/, [
        'AuthLayer',
        'HomeLive',
        'browser',
      ]);
    }));

  test('issue 38: a signed-out visitor’s /book/1 shows the book before it fetches the sign-in layer, its purchase actions or the 拼团 block', () =>
    withPhone(async ({ page, url }) => {
      await expectChunksOnceShown(
        page,
        url('/book/1'),
        '四级核心词汇',
        /\/assets\/(AuthLayer|BookGroupBuy|ReaderActions)-[\w-]+\.js$/,
        ['AuthLayer', 'BookGroupBuy', 'ReaderActions'],
      );
      await page.getByText('发起拼团').first().waitFor();
      await page.getByRole('button', { name: /^购买/ }).waitFor();
    }));

  test('issue 38: a signed-out visitor’s /sale/cm reports its largest paint (a cover) before it fetches the sign-in layer', () =>
    withPhone(async ({ page, url }) => {
      await expectChunksAfterLargestPaint(page, url('/sale/cm'), /\/assets\/(AuthLayer)-[\w-]+\.js$/, ['AuthLayer']);
    }));

  test('issue 38: a signed-out visitor’s /book/1 reports its largest paint (the cover) before it fetches its purchase actions, the 拼团 block or the sign-in layer', () =>
    withPhone(async ({ page, url }) => {
      await expectChunksAfterLargestPaint(
        page,
        url('/book/1'),
        /\/assets\/(AuthLayer|BookGroupBuy|ReaderActions)-[\w-]+\.js$/,
        ['AuthLayer', 'BookGroupBuy', 'ReaderActions'],
      );
    }));

  test('the debug panel opens on F1, and its chunk loads only then (DESIGN §9: it never slows a first screen)', () =>
    withPhone(async ({ page, url }) => {
      const panelChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/DebugTools-[\w-]+\.js$/.test(request.url())) panelChunks.push(request.url());
      });
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(panelChunks).toEqual([]);
      await expect
        .poll(
          async () => {
            await page.keyboard.press('F1');
            return page.getByText('接口环境').isVisible();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.getByText('普通浏览器').waitFor();
      await page.getByText('接口地址').waitFor();
      expect(panelChunks).toHaveLength(1);
      await screenshot(page, 'debug-panel');
    }));

  test('five taps on the hidden area clear a stored token', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.evaluate(() => {
        const record = JSON.parse(localStorage.getItem('wap-app')!);
        localStorage.setItem('wap-app', JSON.stringify({ ...record, token: 'Bearer e2e', userInfo: { user_id: 1 } }));
      });
      await page.reload();
      // The stored token is refused (401) and the home turns anonymous: the taps go where the area has settled.
      await page.waitForLoadState('networkidle');
      const area = page.getByRole('button', { name: '隐藏的退出登录区域' });
      await area.waitFor({ state: 'attached' });
      await area.scrollIntoViewIfNeeded();
      const box = (await area.boundingBox())!;
      expect(box.height).toBeGreaterThan(0);
      const reloaded = page.waitForEvent('load');
      for (let i = 0; i < 5; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await reloaded;
      const record = await page.evaluate(() => JSON.parse(localStorage.getItem('wap-app')!));
      expect(record).toMatchObject({ token: '' });
      expect(record.userInfo).toBeUndefined();
    }));

  test('a corrupt wap-app still renders', () =>
    withPhone(async ({ page, url, context }) => {
      await context.addInitScript(() => localStorage.setItem('wap-app', '{"token":'));
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      const record = await page.evaluate(() => JSON.parse(localStorage.getItem('wap-app')!));
      expect(record.debug.apiEnv).toBe('staging');
    }));

  test('a screen chunk that fails to load shows 页面加载失败 with a retry', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      // The app's own button: the home's words and links come with the HTML, before the app has started.
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await page.route(/VipSubscribe-.*\.js$/, (route) => route.abort());
      const preloadError = page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            window.addEventListener('preload-error', () => resolve(true), { once: true }),
          ),
      );
      await page.getByRole('link', { name: '开通VIP会员' }).click();
      await page.getByRole('heading', { name: '页面加载失败', level: 2 }).waitFor();
      expect(await preloadError).toBe(true);
      await screenshot(page, 'load-failed');
      await page.unroute(/VipSubscribe-.*\.js$/);
      await page.getByRole('button', { name: '重试' }).click();
      await page.getByRole('heading', { name: 'VIP会员' }).first().waitFor();
    }));
});
