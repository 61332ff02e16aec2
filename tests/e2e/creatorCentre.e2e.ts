import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoRequests, phoneBrowser, WECHAT_UA } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

const SCREENS = 'docs/screens/creator';
/** The screens of the 创作者中心, kept in the docs, once the toasts over them are gone. */
async function keep(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page
    .getByText(/登录成功|验证码短信已发送|已开始下载/)
    .first()
    .waitFor({ state: 'hidden' });
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

const sessionToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wap-app') ?? '{}') as { token?: string }).token ?? '');

/** Signs out as the hidden logout does, keeping the demo backend's data of this browser. */
const signOut = (page: Page) =>
  page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('wap-app') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('wap-app', JSON.stringify({ ...record, token: '', userInfo: undefined }));
  });

describe('issue: 创作者中心 on the demo build', () => {
  test('林老师 signs in at /creator: figures, the orders by tab, and a CSV download whose URL holds the one-time token, never the bearer token', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      await page.goto(url('/creator'));
      await loginInSheet(page, '13800090001');
      await page.getByRole('heading', { name: '我的收入' }).waitFor();
      await page.getByRole('list', { name: '最近订单' }).waitFor();
      await keep(page, 'creator-centre');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '下载收入明细' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^income-detail-\d{4}-\d{2}-\d{2}\.csv$/);
      const stream = await download.createReadStream();
      let csv = '';
      for await (const chunk of stream) csv += String(chunk);
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('日期,订单号,书籍,订单金额(元),我的收入(元),状态');

      const bearer = (await sessionToken(page)).replace(/^Bearer /, '');
      expect(bearer).not.toBe('');
      const file = requests.find((r) => r.url.includes('/download/excel/income_detail'))!;
      expect(file.url).toMatch(/\?token=dl_\w+$/);
      expect(file.headers.authorization).toBeUndefined();
      expect(requests.filter((r) => r.url.includes(bearer))).toEqual([]);
      const tokenCall = requests.find((r) => r.url.endsWith('/auth/v1/generate/download_token'))!;
      expect(tokenCall.headers.authorization).toBe(`Bearer ${bearer}`);

      await page.getByRole('button', { name: '全部订单' }).click();
      await page.getByText('共 41 单').waitFor();
      await keep(page, 'creator-orders');
      await page.getByRole('tab', { name: '已退款' }).click();
      await page.getByText('共 2 单').waitFor();
      await keep(page, 'creator-orders-refunded');
    }));

  test('in the WeChat-like browser a download shows the 在浏览器中打开 guide instead', () =>
    withPhone(
      async ({ page, url }) => {
        const requests = await demoRequests(page);
        await page.goto(url('/creator'));
        await page.getByRole('button', { name: '手机号登录' }).click();
        await loginInSheet(page, '13800090002');
        await page.getByRole('button', { name: '下载订单' }).click();
        await page.getByRole('dialog', { name: '点击右上角，在浏览器中打开' }).waitFor();
        await page.getByText('微信内无法下载文件').waitFor();
        await keep(page, 'creator-download-in-wechat');
        expect(requests.filter((r) => r.url.includes('download'))).toEqual([]);
      },
      { userAgent: WECHAT_UA },
    ));

  test('the sharer loop: a new user buys /book/1/u/900003, then 历史迷阿树 sees that order in 推广订单 with its 10 % commission', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/1/u/900003'));
      await page.getByText('历史迷阿树 推荐你读').waitFor();
      await page.getByRole('button', { name: '购买 ¥19.90', exact: true }).click();
      await loginInSheet(page, '13912340095');
      await page.getByRole('button', { name: /^确认支付/ }).click();
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.getByText('你已拥有这本书').waitFor({ timeout: 20_000 });

      await signOut(page);
      await page.goto(url('/me/promotion'));
      await loginInSheet(page, '13800090003');
      const orders = page.getByRole('list', { name: '推广订单列表' });
      await orders.waitFor();
      // The new user's order (¥19.90 less the ¥5 新人购书券) is the newest, ahead of the three seeded ones.
      const newest = orders.getByRole('listitem').first();
      expect(await newest.textContent()).toMatch(/四级核心词汇¥14\.90买家 花\*\* · .+佣金 ¥1\.49/);
      await page.getByText('4 单').waitFor();
      await keep(page, 'promotion');
      await page.getByRole('button', { name: '分享《四级核心词汇》' }).click();
      await page
        .getByText(/链接已复制|长按链接复制/)
        .first()
        .waitFor();
    }));

  test('读者反馈: markup shows as text, opening marks it read, and a reply survives a reload', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/creator'));
      await loginInSheet(page, '13800090001');
      await page.getByRole('button', { name: /读者反馈/ }).click();
      const list = page.getByRole('list', { name: '读者反馈列表' });
      await list
        .getByText('<img src=x onerror="alert(1)"><b>很好用</b>，希望增加音标发音。', { exact: false })
        .waitFor();
      expect(await list.locator('img, b').count()).toBe(0);
      await keep(page, 'creator-feedback');
      await list.getByRole('button', { name: /recieve/ }).click();
      await page.getByText(/^这本书 好评率/).waitFor();
      await page.getByRole('textbox', { name: '回复读者' }).fill('谢谢指正，已改为 receive');
      await page.getByRole('button', { name: '发送回复' }).click();
      await page.getByText('我的回复：谢谢指正，已改为 receive').waitFor();
      await keep(page, 'creator-feedback-reply');
      await page.reload();
      await page.getByRole('tab', { name: '已读' }).click();
      await page.getByText('我的回复：谢谢指正，已改为 receive').waitFor();
    }));

  test('signed out, closing the sign-in sheet at /creator says 登录后进入创作者中心', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/creator'));
      await page.getByText('登录/注册后才能继续操作').waitFor();
      // The sheet listens for Escape from an effect that runs after its first paint: on a busy machine a key pressed
      // at that paint can come before it.
      const signedOut = page.getByRole('heading', { name: '登录后进入创作者中心' });
      await expect
        .poll(async () => {
          if (await page.getByText('登录/注册后才能继续操作').isVisible()) await page.keyboard.press('Escape');
          return signedOut.isVisible();
        })
        .toBe(true);
      await keep(page, 'creator-signed-out');
    }));
});
