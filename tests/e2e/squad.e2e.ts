import { describe, expect, test } from 'vitest';
import { demoRequests, phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('VIP squad on the demo build (375×667)', () => {
  test('/squad/VIP888: join after sign-in, see yourself among the members, exit after a confirmation', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      await page.goto(url('/squad/VIP888'));
      await page.getByText('花友0888 的VIP小队').waitFor();
      await page.getByText('剩余 2 个空位').waitFor();
      await screenshot(page, 'squad-open');
      const lookups = requests.filter((r) => r.url.includes('/vip/v1/squad/by_invide_code/'));
      expect(lookups[0]?.headers['x-h5-source']).toBe('squad_invite');

      await page.getByRole('button', { name: '加入小队' }).click();
      await loginInSheet(page, '13912345678');
      await page.getByRole('heading', { name: '你已在这个小队中' }).waitFor();
      await page.getByText('花友5678（我）').waitFor();
      await page.getByText('剩余 1 个空位').waitFor();
      await page.getByText('登录成功').waitFor({ state: 'hidden' });
      await screenshot(page, 'squad-member');

      await page.getByRole('button', { name: '退出小队' }).click();
      await page.getByRole('dialog').getByText('确定退出吗').waitFor();
      await screenshot(page, 'squad-exit-confirm');
      await page.getByRole('button', { name: '确定退出' }).click();
      await page.getByRole('button', { name: '加入小队' }).waitFor();
      expect(await page.getByText('花友5678').count()).toBe(0);
      await page.getByText('剩余 2 个空位').waitFor();
    }));

  test('/squad/FULL01 is refused with 小队已满 and offers no join', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/squad/FULL01'));
      await page.getByRole('heading', { name: '小队已满' }).waitFor();
      expect(await page.getByRole('button', { name: '加入小队' }).count()).toBe(0);
      await screenshot(page, 'squad-full');
    }));

  test('an unknown code shows 小队邀请码无效 with a way home', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/squad/NOPE99'));
      await page.getByText('小队邀请码无效').waitFor();
      await screenshot(page, 'squad-not-found');
      await page.getByRole('button', { name: '返回首页' }).click();
      await page.waitForURL(url('/'));
    }));

  test('the owner opening their own link sees 这是你的小队 and the codes to share', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.goto(url('/squad/VIP888'));
      await page.getByRole('heading', { name: '这是你的小队' }).waitFor();
      await page.getByText('VIP888', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: '加入小队' }).count()).toBe(0);
      await screenshot(page, 'squad-own');
    }));
});
