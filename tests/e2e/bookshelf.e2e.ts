import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { demoRequests, phoneBrowser } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

const SCREENS = 'docs/screens/study';
/** The screens of 我的书架 and its lease sheet, kept in the docs, once the toasts over them are gone. */
async function keep(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.getByText('登录成功').waitFor({ state: 'hidden' });
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

describe('issue 学习 §3: 我的书架 and leases on the demo build', () => {
  test('a reader without VIP leases a book with its study plan: the price first, the cashier, back on 我的书架, then the plan', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/3'));
      await page.getByRole('button', { name: '租阅+AI学习计划' }).click();
      await loginInSheet(page, '13912340070');
      const sheet = page.getByRole('dialog', { name: '租借并生成学习计划' });
      await sheet.getByText('租阅后自动生成学习计划：每日20张新卡、200张复习，可随时修改').waitFor();
      await keep(page, 'lease-with-plan-sheet');
      await sheet.getByRole('button', { name: '支付 ¥10.00' }).click();
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      // The cashier's return page sends the lease order back to 我的书架, which confirms it with the server.
      await page.waitForURL(/\/me\/books/);
      // A page loaded afresh knows the order, not the term it was for: the sheet says 租阅.
      const done = page.getByRole('dialog', { name: '租阅' });
      await done.getByText('租阅成功').waitFor({ timeout: 20_000 });
      await keep(page, 'lease-success');
      expect(await axeViolations(page)).toEqual([]);
      await done.getByRole('button', { name: '查看学习计划' }).click();
      await page.waitForURL(/\/me\/plan\/BK\d+$/);
      const plan = page.getByRole('region', { name: '计划' });
      await plan.getByText('考研英语高频词').waitFor();
      // The lease rule (README "Study plans"): the plan opens at a pace that finishes within the lease.
      await plan.getByText(/^租阅至 \d{4}-\d{2}-\d{2}，计划在租期内学完$/).waitFor();
      const [pace, reviews] = await plan.getByRole('definition').allTextContents();
      expect([Number(pace) >= 20, reviews]).toEqual([true, '200']);
      await page.getByRole('button', { name: '我的书架' }).click();
      await page.waitForURL(/\/me\/books$/);
      const row = page.getByRole('article', { name: '考研英语高频词' });
      await row.getByText('租阅中').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }));

  test('the VIP persona’s shelf from / in two taps; 续租 on a double tap renews once, from the old end', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      await page.goto(url('/me'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.goto(url('/'));
      await page.getByRole('button', { name: '我的：花友0888' }).click();
      await page.getByRole('button', { name: /我的书架/ }).click();
      await page.waitForURL(/\/me\/books$/);
      const row = page.getByRole('article', { name: '药理学速记' });
      await row.getByText('即将到期').waitFor();
      await page.getByRole('article', { name: '中国通史卡片' }).getByText('租期已结束').waitFor();
      await keep(page, 'bookshelf');
      expect(await axeViolations(page)).toEqual([]);
      const before = (await row.getByText(/\d{4}-\d{2}-\d{2} 到期$/).textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];

      await row.getByRole('button', { name: '续租' }).click();
      const sheet = page.getByRole('dialog', { name: '续租' });
      await sheet.getByText('VIP免费').waitFor();
      await keep(page, 'renew-sheet');
      expect(await axeViolations(page)).toEqual([]);
      await sheet.getByRole('button', { name: '确认租阅' }).dblclick();
      await sheet.getByText('续租成功').waitFor();
      const leases = requests.filter((r) => r.method === 'POST' && /\/books\/v1\/library\/lease\/7$/.test(r.url));
      expect(leases).toHaveLength(1);
      await sheet.getByRole('button', { name: '完成' }).click();
      await row.getByText('租阅中').waitFor();
      const after = (await row.getByText(/\d{4}-\d{2}-\d{2} 到期$/).textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];
      expect((Date.parse(after) - Date.parse(before)) / 86_400_000).toBe(30);
    }));

  test('signed out, 我的书架 asks to sign in first; a new account’s shelf is empty with 去书库看看', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/books'));
      await page.getByRole('heading', { name: '登录后查看我的书架' }).waitFor();
      await keep(page, 'bookshelf-signed-out');
      await page.getByRole('button', { name: '登录' }).first().click();
      await loginInSheet(page, '13912340071');
      await page.getByRole('heading', { name: '书架还是空的' }).waitFor();
      await keep(page, 'bookshelf-empty');
      expect(await axeViolations(page)).toEqual([]);
    }));
});
