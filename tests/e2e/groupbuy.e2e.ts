import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoRequests, phoneBrowser, screenshot } from './browser';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

/** A debug-panel trigger; the panel reloads the page, which then reads the group again. */
async function trigger(page: Page, name: string) {
  const panel = await openDebugPanel(page);
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name }).click()]);
}

async function payAtCashier(page: Page) {
  await page.waitForURL(/\/__demo\/cashier/);
  await page.getByRole('button', { name: '确认支付' }).click();
}

describe('group buy on the demo build (375×667)', () => {
  test('a new user joins seed group 9001 and pays: 还差1人; 模拟好友参团 fills it into 拼团成功 with the book owned', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      const sources = () =>
        requests.filter((r) => r.url.includes('/groupbuy/v1/group/')).map((r) => r.headers['x-h5-source'] ?? '');
      await page.goto(url('/book/1/groupbuy/9001'));
      await page.getByRole('heading', { name: '已有1人参团，还差2人' }).waitFor();
      await page.getByRole('timer').waitFor();
      expect(await page.getByRole('timer').getAttribute('aria-label')).toMatch(/^距结束 (19|20)小时/);
      await page.getByText('团长').waitFor();
      await screenshot(page, 'groupbuy-visitor');
      expect(sources()[0]).toBe('groupbuy');

      const join = page.getByRole('button', { name: '立即参团 ¥9.90' });
      await join.click();
      await loginInSheet(page, '13912340001', { thenLeaves: true });
      await payAtCashier(page);
      await page.waitForURL(/\/book\/BK\w+\/groupbuy\/9001$/);
      await page.getByRole('heading', { name: '已有2人参团，还差1人' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: '邀请好友参团' }).waitFor();
      await page.getByRole('img', { name: '拼团二维码' }).waitFor();
      await screenshot(page, 'groupbuy-member');

      await trigger(page, '模拟好友参团');
      await page.getByRole('heading', { name: '拼团成功' }).waitFor();
      await screenshot(page, 'groupbuy-succeeded');
      await page.getByRole('button', { name: '查看书籍' }).click();
      await page.getByText('你已拥有这本书').waitFor();
    }));

  test('a user initiates a group on a book, cancels it after the confirmation, and sees the refund text', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13912340002');
      await page.goto(url('/book/3'));
      const block = page.getByRole('region', { name: '拼团' });
      await block.getByText('2人成团 · 24小时内有效').waitFor();
      await screenshot(page, 'groupbuy-book-block');
      await block.getByRole('button', { name: /发起拼团/ }).click();
      await payAtCashier(page);
      await page.getByRole('heading', { name: '已有1人参团，还差1人' }).waitFor({ timeout: 20_000 });
      await page.getByText('你是团长。邀请好友参团，人满即成团。').waitFor();
      await screenshot(page, 'groupbuy-leader');

      await page.getByRole('button', { name: '取消拼团' }).click();
      const dialog = page.getByRole('dialog', { name: '取消拼团' });
      await dialog.getByText('系统会在1-2个工作日内按原路退款').waitFor();
      await dialog.getByRole('button', { name: '确定取消' }).click();
      await page.getByRole('heading', { name: '已取消拼团' }).waitFor();
      await page.getByText(/系统会在1-2个工作日内按原路退款/).waitFor();
      await screenshot(page, 'groupbuy-cancelled');
    }));

  test('时间快进 to the deadline turns an open group into 拼团失败 with the refund text', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13912340003');
      await page.goto(url('/book/1'));
      const block = page.getByRole('region', { name: '拼团' });
      await block.getByRole('button', { name: '免费开团（还剩1次）' }).click();
      await page.waitForURL(/\/groupbuy\/\d+$/);
      await page.getByRole('heading', { name: '已有1人参团，还差2人' }).waitFor();

      await trigger(page, '快进到截止');
      await page.getByRole('heading', { name: '拼团失败' }).waitFor();
      await page.getByText(/系统会在1-2个工作日内按原路退款/).waitFor();
      await screenshot(page, 'groupbuy-failed');
    }));

  test('a double tap on 立即参团 makes one join order', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13912340004');
      const requests = await demoRequests(page);
      await page.goto(url('/book/1/groupbuy/9001'));
      const join = page.getByRole('button', { name: '立即参团 ¥9.90' });
      await join.dblclick();
      await payAtCashier(page);
      expect(
        requests.filter((r) => r.method === 'POST' && r.url.endsWith('/groupbuy/v1/group/9001/join')),
      ).toHaveLength(1);
    }));

  test('a link to an unknown group shows 拼团不存在 with a way to the book', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/1/groupbuy/123456'));
      await page.getByText('拼团不存在').waitFor();
      await page.getByRole('button', { name: '去书籍页看看' }).click();
      await page.waitForURL(/\/book\/BK\w+$/);
    }));

  test('我的拼团 lists my groups by tab', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.goto(url('/groupbuy/my'));
      await page.getByText('四级核心词汇').waitFor();
      await page.getByText('我发起的 · 1/3人 · 还差2人').waitFor();
      await page.getByRole('tab', { name: '已成团' }).click();
      await page.getByText('这里还没有拼团').waitFor();
      await screenshot(page, 'groupbuy-mine');
    }));
});
