import { expect, test, describe } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('issue 39: 我的 on the demo build', () => {
  test('/me signed out offers 登录/注册 only; signing in shows the account, 退出登录 signs out again', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await screenshot(page, 'me-signed-out');
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.getByRole('heading', { name: '花友0888' }).waitFor();
      await page.getByText('花号 888888').waitFor();
      await page.getByText(/VIP 有效期至/).waitFor();
      await page.getByText('登录成功').waitFor({ state: 'hidden' });
      await screenshot(page, 'me');
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: '退出登录', exact: true }).click(),
      ]);
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wap-app') ?? '{}').token)).toBeFalsy();
    }));

  test('from / the account badge opens 我的 in one tap', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13900000395');
      await page.getByRole('button', { name: '我的：花友0395' }).click();
      await page.getByRole('heading', { name: '花友0395' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/me');
    }));
});
