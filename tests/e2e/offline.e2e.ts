import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { buyMonthly, loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

/**
 * The white page that a crashed React root leaves: no text, and no skeleton saying 加载中 either. The HTML's own
 * skeleton, which a page shows until the app's first render, has no text but is not white.
 */
const isWhite = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !root || (root.innerText.trim() === '' && !root.querySelector('[role="status"][aria-busy="true"]'));
  });

/**
 * Takes the network away for `ms`, watching that the page is never empty meanwhile; the shell says 网络已断开 with
 * 重试, from no chunk of its own. The network then comes back.
 */
async function offlineFor(context: BrowserContext, page: Page, ms: number, shot?: string) {
  await context.setOffline(true);
  const blank: number[] = [];
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await isWhite(page)) blank.push(Date.now() - start);
    await page.waitForTimeout(100);
  }
  await page.getByRole('alert').filter({ hasText: '恢复后自动继续' }).getByRole('button', { name: '重试' }).waitFor();
  if (shot) await screenshot(page, shot);
  await context.setOffline(false);
  expect(blank, 'white page while offline, at ms').toEqual([]);
  await page.getByRole('alert').filter({ hasText: '恢复后自动继续' }).waitFor({ state: 'detached' });
}

async function signIn(page: Page, url: (path: string) => string, phone: string) {
  await page.goto(url('/'));
  await page.getByRole('button', { name: '登录/注册' }).click();
  await loginInSheet(page, phone);
}

/** The orders of the demo backend's store, as the page keeps it. */
const ordersOf = (page: Page, userPhone: string) =>
  page.evaluate((phone) => {
    const state = JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as {
      users?: { user_id: string; phone: string | null }[];
      orders?: { user_id: string; status: string }[];
    };
    const user = state.users?.find((u) => u.phone === phone);
    return (state.orders ?? []).filter((o) => o.user_id === user?.user_id).map((o) => o.status);
  }, userPhone);

/** Pays at the demo cashier, going there from a failed payment's 继续支付 or 立即参团 when the cut stopped it. */
async function payOn(page: Page, again: RegExp) {
  const cashier = page.waitForURL(/\/__demo\/cashier/, { timeout: 15_000 }).then(() => 'cashier' as const);
  const stopped = page
    .getByRole('button', { name: again })
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => 'stopped' as const);
  if ((await Promise.race([cashier, stopped])) === 'stopped' && !/__demo\/cashier/.test(page.url())) {
    await page.getByRole('button', { name: again }).first().click();
    await page.waitForURL(/\/__demo\/cashier/);
  }
  await page.getByRole('button', { name: '确认支付' }).click();
}

describe('issue 52 §1 never a white page offline: the shell says 网络已断开 with 重试, and nothing is lost', () => {
  test('on /, offline, 书库: the shell’s notice and the screen’s own offline state; back online the library shows', () =>
    withPhone(async ({ context, page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await context.setOffline(true);
      await page.getByText('书库').first().click();
      await page.getByRole('heading', { name: '网络已断开' }).first().waitFor();
      await offlineFor(context, page, 1000, 'offline-library');
      await page.getByText('加载更多').waitFor();
    }));

  for (const [i, cutAfterMs] of [0, 300, 1000].entries())
    test(`a VIP payment with the network cut ${cutAfterMs} ms after 立即开通 is paid once, after the cut, with one order`, () =>
      withPhone(async ({ context, page, url }) => {
        const phone = `1395550000${i}`;
        await signIn(page, url, phone);
        await buyMonthly(page, url);
        await page.waitForTimeout(cutAfterMs);
        if (!/__demo\/cashier/.test(page.url())) await offlineFor(context, page, 2000);
        await payOn(page, /^(继续支付|重试)$/);
        await page.waitForURL(/\/go\/pingppCallback/);
        await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
        expect(await ordersOf(page, phone)).toEqual(['PAID']);
      }));

  for (const [i, cutAfterMs] of [100, 500, 1000].entries())
    test(`on the payment return page, a cut ${cutAfterMs} ms after it loads leaves it confirming, then 支付成功`, () =>
      withPhone(async ({ context, page, url }) => {
        const phone = `1395551000${i}`;
        await signIn(page, url, phone);
        await buyMonthly(page, url);
        await page.waitForURL(/\/__demo\/cashier/);
        await page.getByRole('button', { name: '确认支付' }).click();
        await page.waitForURL(/\/go\/pingppCallback/, { waitUntil: 'commit' });
        await page.waitForTimeout(cutAfterMs);
        await offlineFor(context, page, 2000, cutAfterMs === 500 ? 'offline-payment-return' : undefined);
        await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
        expect(await ordersOf(page, phone)).toEqual(['PAID']);
      }));

  for (const [i, cutAfterMs] of [0, 300, 1000].entries())
    test(`立即参团 with the network cut ${cutAfterMs} ms after the tap: the page says the order is kept, and paying again pays that one order`, () =>
      withPhone(async ({ context, page, url }) => {
        const phone = `1395552000${i}`;
        await signIn(page, url, phone);
        await page.goto(url('/book/1/groupbuy/9001'));
        await page.getByRole('button', { name: /^立即参团/ }).click();
        await page.waitForTimeout(cutAfterMs);
        if (!/__demo\/cashier/.test(page.url())) {
          await offlineFor(context, page, 2000, cutAfterMs === 0 ? 'offline-groupbuy-join' : undefined);
          if (!/__demo\/cashier/.test(page.url()) && (await page.getByText(/订单已保留/).count()) === 0)
            await page.getByRole('button', { name: /^立即参团/ }).waitFor();
        }
        await payOn(page, /^立即参团/);
        await page.getByRole('heading', { name: '已有2人参团，还差1人' }).waitFor({ timeout: 20_000 });
        expect(await ordersOf(page, phone)).toEqual(['PAID']);
      }));
});

describe('issue 53 §3 DESIGN §11 a demo build never reaches a real API host, even when its in-page backend cannot load', () => {
  test('with the demo backend’s chunk blocked, /sale/cm sends nothing to another host and says why; unblocked, 重试 loads the list', () =>
    withPhone(async ({ context, page, url }) => {
      const appOrigin = new URL(url('/')).origin;
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== appOrigin) elsewhere.push(request.url());
      });
      let blocked = true;
      await context.route(/\/assets\/browser-[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
      await page.goto(url('/sale/cm'));
      await page.getByText('演示后端未能加载，请联网后重试').first().waitFor();
      await screenshot(page, 'demo-backend-missing');
      expect(elsewhere).toEqual([]);
      blocked = false;
      // The list's own 重试 (the categories have theirs above it).
      await page.getByRole('button', { name: '重试', exact: true }).last().click();
      await page.getByText('日语五十音入门').first().waitFor();
      expect(elsewhere).toEqual([]);
    }));
});
