import { expect, test, describe } from 'vitest';
import { demoRequests, phoneBrowser, screenshot } from './browser';
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

describe('issue 39: 兑换码 on the demo build', () => {
  test('a redeem code pasted with spaces redeems once; the VIP end date and 兑换记录 show at once', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13900000420');
      await page.getByText('登录成功').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /兑换码/ }).click();
      await page.getByText('还没有兑换记录').waitFor();
      await screenshot(page, 'me-redeem-empty');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('兑换码').focus();
      await page.keyboard.insertText('  vip30 - demo \n');
      await page.getByRole('button', { name: '兑换', exact: true }).dblclick();
      await page.getByText('兑换成功：30天VIP会员').waitFor();
      await page.getByText(/^会员有效期至 \d{4}-\d{2}-\d{2}$/).waitFor();
      await page.getByRole('region', { name: '兑换记录' }).getByText('VIP30DEMO').waitFor();
      await screenshot(page, 'me-redeemed');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.getByRole('region', { name: '兑换记录' }).getByText('VIP30DEMO').count()).toBe(1);
      await expect(page.getByText('你已使用过这个兑换码').count()).resolves.toBe(0);

      await page.getByLabel('兑换码').fill('OLD-DEMO');
      await page.getByRole('button', { name: '兑换', exact: true }).click();
      await page.getByText('兑换码已过期').waitFor();
      await screenshot(page, 'me-redeem-expired');
    }));
});

describe('issue 39: 我的订单 and refunds on the demo build', () => {
  test('a VIP month bought at the cashier is refunded once on a double tap: the amount is stated first, then 退款中, then 已退款', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/vip-subscribe'));
      await page.getByRole('radio', { name: /^月度会员/ }).click();
      await page.getByRole('button', { name: '立即开通' }).click();
      await loginInSheet(page, '13900000440');
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });

      const requests = await demoRequests(page);
      await page.goto(url('/me/orders'));
      const list = page.getByRole('region', { name: '订单列表' });
      await list.getByText('已支付').waitFor();
      await screenshot(page, 'me-orders');
      expect(await axeViolations(page)).toEqual([]);
      await list.getByRole('button', { name: '申请退款' }).click();
      const dialog = page.getByRole('dialog', { name: '申请退款' });
      await dialog.getByText(/将退还 ¥\d+\.\d{2}/).waitFor();
      await screenshot(page, 'me-orders-refund-confirm');
      await dialog.getByRole('button', { name: '确定退款' }).dblclick();
      await list.getByText('退款中').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await screenshot(page, 'me-orders-refunding');
      await list.getByText('已退款').waitFor({ timeout: 10_000 });
      await screenshot(page, 'me-orders-refunded');
      expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/refund'))).toHaveLength(1);
      expect(await list.getByRole('button', { name: '申请退款' }).count()).toBe(0);
    }));
});
