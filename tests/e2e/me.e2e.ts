import { expect, test, describe } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { axeViolations } from './axe';
import { loginInSheet, smsCode } from './flows';

const { withPhone } = phoneBrowser();

describe('issue 39: 我的 on the demo build', () => {
  test('/me signed out offers 登录/注册 only; signing in shows the account, 退出登录 signs out again', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await screenshot(page, 'me-signed-out');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.getByRole('heading', { name: '花友0888' }).waitFor();
      await page.getByText('花号 888888').waitFor();
      await page.getByText(/VIP 有效期至/).waitFor();
      await page.getByText('登录成功').waitFor({ state: 'hidden' });
      await screenshot(page, 'me');
      expect(await axeViolations(page)).toEqual([]);
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

describe('issue 39: 账号与安全 and 注销账号 on the demo build', () => {
  test('deletion end to end: what is lost, an SMS code to the bound phone, 确认注销, 账号已注销 and signed out', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13900000398');
      await page.getByText('登录成功').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /账号与安全/ }).click();
      await page.getByRole('region', { name: '登录方式' }).getByText('139****0398').waitFor();
      await screenshot(page, 'me-accounts');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '注销账号' }).click();
      await page.getByText('注销后，以下内容将永久失去').waitFor();
      await screenshot(page, 'me-delete-review');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '下一步：验证手机号' }).click();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByLabel('验证码').fill(await smsCode(page));
      await screenshot(page, 'me-delete-verify');
      await page.getByRole('button', { name: '验证', exact: true }).click();
      await page.getByRole('button', { name: '确认注销' }).waitFor();
      await screenshot(page, 'me-delete-confirm');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '确认注销' }).click();
      await page.getByRole('heading', { name: '账号已注销' }).waitFor();
      await screenshot(page, 'me-deleted');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wap-app') ?? '{}').token)).toBeFalsy();

      await page.getByRole('button', { name: '返回首页' }).click();
      // Signed out here; that the phone then signs up anew, empty, is the demo rule's own test (tests/unit/demo/account.test.ts).
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
    }));

  test('取消 on the confirmation keeps the account', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/accounts/delete'));
      await loginInSheet(page, '13900000399');
      await page.getByRole('button', { name: '下一步：验证手机号' }).click();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByLabel('验证码').fill(await smsCode(page));
      await page.getByRole('button', { name: '验证', exact: true }).click();
      await page.getByRole('button', { name: '取消' }).click();
      await page.getByRole('region', { name: '登录方式' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/me/accounts');
    }));
});
