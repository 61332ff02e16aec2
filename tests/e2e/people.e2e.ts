import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('issue: the user page and the sharer page on the demo build', () => {
  test('book → its author’s page → 关注 signs in, then 已关注', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/1'));
      await page
        .getByRole('link', { name: /林老师/ })
        .first()
        .click();
      await page.waitForURL(/\/u\/900001$/);
      await page.getByText('花号 8800001 · 2318 粉丝').waitFor();
      await page.getByRole('region', { name: 'TA的书' }).getByRole('link').first().waitFor();
      await screenshot(page, 'user-page');
      await page.getByRole('button', { name: '关注', exact: true }).click();
      await loginInSheet(page, '13912340051');
      await page.getByRole('button', { name: '已关注' }).waitFor();
      await page.getByText('花号 8800001 · 2319 粉丝').waitFor();
      await page.reload();
      await page.getByRole('button', { name: '已关注' }).waitFor();
    }));

  test('a shared book: <nickname> 推荐你读, and the order bought from it keeps the sharer', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/1/u/h8800003'));
      await page.getByText('历史迷阿树 推荐你读').waitFor();
      await screenshot(page, 'shared-book');
      await page.getByRole('button', { name: '购买 ¥19.90', exact: true }).click();
      await loginInSheet(page, '13912340052');
      await page.getByRole('button', { name: /^确认支付/ }).click();
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.getByText('你已拥有这本书').waitFor({ timeout: 20_000 });
      const orders = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as {
              orders: { sharer_id?: string | null; reader?: string }[];
            }
          ).orders,
      );
      // The seeded orders of readers without an account here (README 创作者中心) are not this buyer's.
      const mine = orders.filter((o) => o.reader === undefined);
      expect(mine.map((o) => o.sharer_id).filter(Boolean)).toEqual(['900003']);
    }));
});
