import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

/**
 * The key flows in Firefox ESR (DESIGN §8), driven over WebDriver BiDi by puppeteer-core, on the demo build at
 * 375×667. Each run fails on an uncaught error, a console.error, or a request to a host other than the app's.
 */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // A classic scrollbar would take 12 of the 375 px.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject('baseURL');
const text = (page: Page, words: string) => page.waitForSelector(`::-p-text(${words})`, { timeout: 20_000 });
const tap = async (page: Page, words: string) => (await text(page, words))!.click();

/** Records on `page` what must not happen: a console.error, an uncaught error, a request to another host. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${error instanceof Error ? error.message : String(error)}`));
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (origin !== base() && protocol !== 'data:' && protocol !== 'blob:') problems.push(`request to ${request.url()}`);
  });
  return problems;
}

/** A fresh, private Firefox page at phone size, on which nothing `watch` records may happen. */
async function withFirefox(run: (page: Page) => Promise<void>, expectProblems = 0) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 667 });
  const problems = watch(page);
  try {
    await run(page);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(problems, problems.join('\n')).toHaveLength(expectProblems);
  } finally {
    await context.close();
  }
}

/** Signs in from the open sheet with the code of the simulated SMS. */
async function signIn(page: Page, phone: string) {
  await text(page, '登录/注册后才能继续操作');
  await page.locator('input[aria-label="手机号码"]').fill(phone);
  await tap(page, '获取验证码');
  const sms = await text(page, '【演示】验证码');
  const code = /验证码 (\d{4})/.exec((await sms!.evaluate((el) => el.textContent)) ?? '')![1]!;
  await page.locator('input[aria-label="验证码"]').fill(code);
  await tap(page, '立即登录');
  await text(page, '登录成功');
}

describe('DESIGN §8 the key flows in Firefox ESR (375×667, demo build)', () => {
  test('the watch is a check: it records a console.error, an uncaught error and a request to another host', () =>
    withFirefox(async (page) => {
      await page.goto(`${base()}/`);
      await page.evaluate(() => {
        console.error('seen');
        setTimeout(() => {
          throw new Error('uncaught');
        });
        void fetch('http://example.invalid/elsewhere', { mode: 'no-cors' }).catch(() => {});
      });
    }, 3));

  test('home, SMS sign-in, and a reload keeps the session', () =>
    withFirefox(async (page) => {
      await page.goto(`${base()}/`);
      await tap(page, '登录/注册');
      await signIn(page, '13912348001');
      await text(page, '花友8001');
      await page.reload();
      await text(page, '花友8001');
    }));

  test('a VIP bought at the demo cashier reads 支付成功, and 我的订单 lists it', () =>
    withFirefox(async (page) => {
      await page.goto(`${base()}/vip-subscribe`);
      await tap(page, '月度会员');
      await tap(page, '立即开通');
      await signIn(page, '13912348002');
      await tap(page, '确认支付');
      await text(page, '支付成功');
      await page.goto(`${base()}/me/orders`);
      await text(page, '月度会员');
    }));

  test('/book/1 with its 拼团 countdown, and the library search', () =>
    withFirefox(async (page) => {
      await page.goto(`${base()}/book/1`);
      await text(page, '四级核心词汇');
      await page.waitForSelector('[role="timer"]', { timeout: 20_000 });
      await page.goto(`${base()}/sale/cm`);
      await page.locator('input[placeholder="搜索书名、作者或分类"]').fill('古诗');
      await page.keyboard.press('Enter');
      await text(page, '古诗词必背 120 首');
    }));

  test('the VIP persona’s statistics charts are drawn', () =>
    withFirefox(async (page) => {
      await page.goto(`${base()}/me/stats`);
      await signIn(page, '13800000888');
      await text(page, '遗忘曲线');
      await page.waitForFunction(() => document.querySelectorAll('canvas').length >= 3, { timeout: 20_000 });
    }));
});
