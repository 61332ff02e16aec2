import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREEN_ROUTES } from '../fixtures/specRoutes';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet, sheet } from './flows';

const { withPhone } = phoneBrowser();

const setFault = (page: Page, fault: 'none' | 'server') =>
  page.evaluate(
    (f) => localStorage.setItem('demo-backend-settings', JSON.stringify({ enabled: true, latencyMs: 0, fault: f })),
    fault,
  );

describe('error texts a learner can act on (375×667, demo build)', () => {
  test('the 401 persona: 登录成功, then 登录已失效，请重新登录 once, and 登录 reopens the sheet', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000401');
      await page.getByText('登录已失效，请重新登录').waitFor();
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await screenshot(page, 'session-expired-toast');
      expect(await page.getByText('登录已失效，请重新登录').count()).toBe(1);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await sheet(page).getByText('登录/注册后才能继续操作').waitFor();
    }));

  test('a server 500 while creating the order: 下单失败 / 订单未创建 with 重试, never 支付失败 or 如已扣款', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13912345678');
      await page.goto(url('/vip-subscribe'));
      await page.getByRole('radio', { name: /^月度会员/ }).click();
      await setFault(page, 'server');
      await page.getByRole('button', { name: '立即开通' }).click();
      await page.getByText('服务器出错，请刷新重试').first().waitFor();
      await page.getByText('下单失败').waitFor();
      await page.getByText('订单未创建，没有扣款').waitFor();
      await screenshot(page, 'order-not-created');
      expect(await page.getByText('支付失败').count()).toBe(0);
      expect(await page.getByText(/如已扣款/).count()).toBe(0);
      await setFault(page, 'none');
      await page.getByRole('button', { name: '重试' }).click();
      await page.waitForURL(/\/__demo\/cashier/);
    }));

  test('a phone number pasted as +86 138 0013 8000 and a full-width code arrive whole', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      const phone = sheet(page).getByLabel('手机号码');
      await phone.focus();
      await phone.fill('+86 138 0013 8000');
      expect(await phone.inputValue()).toBe('13800138000');
      await sheet(page).getByLabel('验证码').fill('１２３４');
      expect(await sheet(page).getByLabel('验证码').inputValue()).toBe('1234');
      await phone.fill('23800138000');
      await sheet(page).getByRole('button', { name: '获取验证码' }).click();
      await sheet(page).getByText('手机号码格式不正确').waitFor();
    }));
});

const ONE_MB = 'x'.repeat(1024 * 1024);
const CORRUPT_RECORDS = [
  '{',
  'null',
  '[]',
  '{"token":123}',
  ONE_MB,
  '{"token":"Bearer abc","userInfo":{"user_id":5,"nickname":12345}}',
];

/** The stored record as parsed, or null while it is not JSON. */
function readStoredRecord(): unknown {
  try {
    return JSON.parse(localStorage.getItem('wap-app') ?? 'null');
  } catch {
    return null;
  }
}

describe('a corrupt wap-app falls back to the defaults on every route, and is repaired', () => {
  test('every route of spec §2 with each corrupt value in turn', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      for (const [index, [path, title]] of SCREEN_ROUTES.entries()) {
        const corrupt = CORRUPT_RECORDS[index % CORRUPT_RECORDS.length]!;
        await page.evaluate((value) => localStorage.setItem('wap-app', value), corrupt);
        await page.goto(url(path));
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        // `/`'s heading comes with the HTML, before the app has started and repaired the record: wait for the repair.
        await expect
          .poll(() => page.evaluate(readStoredRecord), { message: path, timeout: 10_000 })
          .toMatchObject({
            debug: { apiEnv: expect.any(String) },
            uuid: expect.any(String),
            token: expect.any(String),
          });
        expect(await page.getByText('页面出错了').count(), `${path} with ${corrupt.slice(0, 20)}`).toBe(0);
      }
    }));
});

describe("spec §2 route params an attacker would send show the screen's own not-found or invalid state", () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    '%00',
    '9'.repeat(25),
    'a'.repeat(5000),
    '"><img src=x onerror=alert(1)>',
  ];
  /** Each route with a param, and what its screen says of a value it cannot use. */
  const PARAM_ROUTES: [pattern: string, says: RegExp][] = [
    ['/book/{}', /书籍不存在/],
    ['/book-previewer/{}', /书籍不存在/],
    ['/vip-order/{}', /订单号格式不正确/],
    ['/order/{}', /订单号格式不正确/],
    ['/squad/{}', /小队邀请码无效/],
    ['/txc/{}', /客服入口无效/],
    ['/u/{}', /用户不存在/],
    ['/book/{}/u/900001', /书籍不存在/],
    ['/book/1/u/{}', /四级核心词汇/],
    ['/invite/{}', /邀请链接无效/],
    ['/book-comments/{}', /书籍不存在/],
    ['/book/1/groupbuy/{}', /拼团不存在/],
    ['/book/{}/groupbuy/9001', /拼团不存在/],
  ];

  test.each(PARAM_ROUTES)('%s', (pattern, says) =>
    withPhone(async ({ page, url }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const value of HOSTILE) {
        const path = pattern.replace('{}', encodeURIComponent(value)) + `?r=${encodeURIComponent(value)}`;
        await page.goto(url(path));
        await page.getByText(says).first().waitFor();
        expect(await page.getByText('页面出错了').count(), path.slice(0, 40)).toBe(0);
        expect(await page.locator('img[src="x"], script:text("alert(1)")').count(), path.slice(0, 40)).toBe(0);
      }
      expect(errors).toEqual([]);
    }),
  );
});
