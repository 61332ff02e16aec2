import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPhone, phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { browser, withPhone } = phoneBrowser();

const HOME_TEXT = '打开App，今天要复习的卡片在等你';

/**
 * Records, from before the HTML is parsed, every console error and every route skeleton (加载中) that the app's own
 * render adds: a first screen that did not hydrate is drawn again from scratch, skeleton included.
 */
async function watchHydration(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const state = { skeletonsAdded: 0, firstNode: null as Element | null, layoutShift: 0 };
    Object.assign(window, { hydration: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      // A document that is not the app's (a navigation cut short leaves one) has nothing to watch.
      const root = document.getElementById('root');
      if (!root) return;
      state.firstNode = document.querySelector('#root main, #root [aria-label="加载中"]');
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('[role="status"][aria-label="加载中"]'))
              state.skeletonsAdded += 1;
          }
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
  const read = () =>
    page.evaluate(() => {
      const { hydration } = window as unknown as {
        hydration: { skeletonsAdded: number; firstNode: Element | null; layoutShift: number };
      };
      return {
        skeletonsAdded: hydration.skeletonsAdded,
        layoutShift: hydration.layoutShift,
        prerendered: hydration.firstNode !== null,
        firstNodeKept: hydration.firstNode !== null && document.contains(hydration.firstNode),
      };
    });
  return { consoleErrors, read };
}

describe('issue 58: the first screen comes with the HTML', () => {
  test('with JavaScript disabled, / shows its first screen from the HTML as served, whose links a tap follows before any script, and a data page its skeleton under its title', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const { url } = await openPhone(browser());
      await page.goto(url('/'));
      await expect.poll(() => page.getByText(HOME_TEXT).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('heading', { name: '花卡记忆' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('navigation', { name: '常用功能' }).isVisible()).toBe(true);
      await screenshot(page, 'first-screen-no-js-home');
      await page.getByRole('link', { name: '开通VIP会员' }).click();
      await page.waitForURL((address) => address.pathname === '/vip-subscribe');
      await page.goto(url('/book/1'));
      await expect.poll(() => page.getByRole('status', { name: '加载中' }).isVisible()).toBe(true);
      expect(await page.getByText(HOME_TEXT).count()).toBe(0);
      // The screen's title bar, with the page's title that the server put in the one HTML of every page.
      expect(await page.locator('#root header').textContent()).toBe('书籍详情');
      await page.goto(url('/no/such/page'));
      await expect.poll(() => page.getByRole('status', { name: '加载中' }).isVisible()).toBe(true);
      expect(await page.locator('#root header').textContent()).toBe('');
    } finally {
      await context.close();
    }
  });

  test('a data page’s skeleton stands in its screen’s frame: the HTML’s title bar has the page’s title, the app keeps it, and the screen’s own takes its place', () =>
    withPhone(async ({ page, url }) => {
      // The book page's chunk is held back until the skeleton has been looked at.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/BookDetail-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url('/book/1'));
      const header = page.locator('#root header');
      await expect.poll(() => header.textContent()).toBe('书籍详情');
      expect(await page.getByRole('heading', { name: '书籍详情' }).count()).toBe(0);
      expect(await page.getByRole('status', { name: '加载中' }).isVisible()).toBe(true);
      const skeletonBar = await header.boundingBox();
      await screenshot(page, 'book-skeleton-titled');
      release();
      await page.getByRole('heading', { name: '书籍详情', level: 1 }).waitFor();
      expect(await header.boundingBox()).toEqual(skeletonBar);
    }));

  test('/ paints before its shell: the app’s entry is requested only once the first contentful paint is reported, and the app then starts', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      const times = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        entry: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))
          ?.startTime,
      }));
      expect(times.entry).toBeGreaterThan(times.paint);
    }));

  test('a reader who chose dark sees the HTML’s first screen dark before the app’s script has run: the boot module applies the stored scheme', () =>
    withPhone(async ({ page, url }) => {
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      // Only the boot module runs: the shell's scripts never come.
      await page.route(/\/assets\/(?!boot-).+\.js$/, (route) => route.abort());
      await page.goto(url('/'));
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
      await page.getByText(HOME_TEXT).waitFor();
      await screenshot(page, 'first-screen-dark-before-script');
    }));

  test.each([
    ['signed out', false],
    ['signed in', true],
  ])(
    'no hydration mismatch on / and on /book/1, %s: the HTML’s nodes are kept and nothing is drawn again',
    (_, signedIn) =>
      withPhone(async ({ page, url }) => {
        if (signedIn) {
          await page.goto(url('/'));
          await page.getByRole('button', { name: '登录/注册' }).click();
          await loginInSheet(page, '13800000888');
          await page.getByRole('button', { name: /我的：/ }).waitFor();
        }
        const { consoleErrors, read } = await watchHydration(page);
        await page.goto(url('/'));
        await page.getByRole('button', { name: signedIn ? /我的：/ : '登录/注册' }).waitFor();
        await page.getByRole('heading', { name: '为你推荐' }).waitFor();
        const home = await read();
        expect(home).toMatchObject({ skeletonsAdded: 0, prerendered: true, firstNodeKept: true });
        // What hydration fills in (the account, the VIP banner) takes the place the HTML kept for it. Only the account's
        // badge and the banner's tag change width: a shift under a tenth of the 0.1 that Web Vitals calls good.
        expect(home.layoutShift).toBeLessThan(0.01);

        await page.goto(url('/book/1'));
        await page.getByRole('heading', { name: '四级核心词汇' }).waitFor();
        const book = await read();
        // The skeleton gives way to the book once its chunk has come; it is never drawn a second time.
        expect(book.prerendered).toBe(true);
        expect(book.skeletonsAdded).toBe(0);
        expect(consoleErrors).toEqual([]);
      }),
  );
});
