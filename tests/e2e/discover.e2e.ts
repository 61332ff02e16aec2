import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { phoneBrowser } from './browser';
import { keepScreen, loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();
const SCREENS = 'docs/screens/discover';
const keep = (page: Page, name: string) => keepScreen(page, SCREENS, name, { fullPage: true });

interface DemoSnapshot {
  users: { phone: string | null; balance: number; user_id: string }[];
  orders: { user_id: string; deposit?: boolean; status: string }[];
  search_clicks: { keyword: string; tab: string; position: number; id: string }[];
}
const demoState = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as DemoSnapshot);

describe('issue 55 钱包充值、关注与搜索 on the demo build', () => {
  test('a top-up paid once after a failed payment query: the balance is up by the pack, with one order', () =>
    withPhone(async ({ context, page, url }) => {
      const phone = '13955520001';
      await page.goto(url('/me/wallet'));
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await loginInSheet(page, phone);
      await page.getByRole('radio', { name: /3,300 金币/ }).click();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'wallet');
      await page.getByRole('button', { name: '立即充值 ¥30.00' }).click();
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/me\/wallet/, { waitUntil: 'commit' });
      // The first order queries get no answer: the page keeps confirming, never failed or closed.
      await context.setOffline(true);
      await page.waitForTimeout(2500);
      expect(await page.getByText('支付失败').count()).toBe(0);
      await context.setOffline(false);
      await page.getByText('充值成功，金币已到账').waitFor({ timeout: 20_000 });
      await page.getByLabel('金币余额 3,300').waitFor();
      await keep(page, 'wallet-paid');
      const state = await demoState(page);
      const me = state.users.find((u) => u.phone === phone)!;
      expect(me.balance).toBe(3300);
      expect(state.orders.filter((o) => o.user_id === me.user_id && o.deposit).map((o) => o.status)).toEqual(['PAID']);
      await page.goto(url('/me/orders'));
      await page.getByText('充值3300金币').waitFor();
    }));

  test('follow an author, who publishes: the book shows under 关注的作者上新, marked new', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/u/900002'));
      await page.getByRole('button', { name: '关注', exact: true }).click();
      await loginInSheet(page, '13955520002');
      await page.getByRole('button', { name: '已关注' }).waitFor();
      await page.goto(url('/me'));
      const strip = page.getByRole('region', { name: '关注的作者上新' });
      await strip.getByRole('link').first().waitFor();
      expect(await strip.getByText('病理学图解卡').count()).toBe(0);
      const panel = await openDebugPanel(page);
      await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '作者发布新书' }).click()]);
      await strip.getByText('病理学图解卡').waitFor();
      await strip.getByLabel('1本新书').waitFor();
      await keep(page, 'me-followed-books');
      await page.goto(url('/me/following'));
      await page.getByRole('link', { name: '病理学图解卡' }).waitFor();
      await page.getByRole('tab', { name: '关注' }).click();
      await page.getByText('医学生小周').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'following');
    }));

  test('a search for 词汇 finds a book, a note and an author; a tapped result sends one click event', () =>
    withPhone(async ({ context, page, url }) => {
      await context.addInitScript(() => localStorage.setItem('wap-analytics-debug', '1'));
      await page.goto(url('/'));
      await page.getByRole('button', { name: '搜索' }).click();
      await page.waitForURL(/\/search$/);
      await page.getByRole('textbox', { name: '搜索' }).fill('词汇');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.getByText('林老师').first().waitFor();
      await page.getByRole('link', { name: '四级核心词汇' }).waitFor();
      await page
        .getByText(/来自《/)
        .first()
        .waitFor();
      await keep(page, 'search');
      await page.getByRole('tab', { name: '笔记' }).click();
      await page.waitForURL(/tab=notes/);
      await page.getByText('来自《四级核心词汇》').first().click();
      await page.waitForURL(/\/book\/BK/);
      await expect
        .poll(async () => (await demoState(page)).search_clicks ?? [], { timeout: 15_000 })
        .toEqual([{ keyword: '词汇', tab: 'notes', position: 1, id: '70001' }]);
      await page.goBack();
      await page.getByText('来自《四级核心词汇》').first().waitFor();
    }));

  test('the rank list on a book shows this week’s top learners and the reader’s own place', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.goto(url('/book/1'));
      const rank = page.getByRole('region', { name: '本周学习榜' });
      await rank.getByRole('listitem').nth(9).waitFor();
      await rank.getByText('我的排名：第 7 名').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await rank.scrollIntoViewIfNeeded();
      await keepScreen(page, SCREENS, 'book-rank');
    }));
});
