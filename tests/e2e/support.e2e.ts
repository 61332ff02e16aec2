import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('spec §2 /txc/:productId: the customer-service chat', () => {
  test('signed out, it asks for sign-in, then opens the chat with the user and customInfo; Back returns', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.goto(url('/txc/321510'));
      // Signed in, the page leaves for the chat at once (before any 登录成功 toast).
      await loginInSheet(page, '13800000888', { thenLeaves: true });
      await page.waitForURL(/\/__demo\/support\/321510\?/);
      const received = page.getByLabel('收到的用户信息');
      await received.getByText('8613800000888', { exact: true }).waitFor();
      const chat = new URL(page.url());
      expect(chat.searchParams.get('nickname')).toBe('花友0888');
      expect(JSON.parse(chat.searchParams.get('customInfo')!)).toMatchObject({
        phone: '+8613800000888',
        source: 'wap',
        env: new URL(url('/')).origin,
        uid: expect.stringMatching(/^\d+$/),
      });
      await screenshot(page, 'support-chat');
      await page.getByRole('button', { name: '返回花卡记忆' }).click();
      await page.waitForURL((u) => u.pathname === '/');
    }));

  test('closing the sign-in sheet says 登录后联系客服 with 登录; a bad product id says 客服入口无效', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/txc/321510'));
      await page.getByRole('dialog').getByLabel('手机号码').waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('登录后联系客服').waitFor();
      await page.getByRole('button', { name: '登录', exact: true }).waitFor();
      await page.goto(url('/txc/not-a-product'));
      await page.getByText('客服入口无效').waitFor();
    }));
});
