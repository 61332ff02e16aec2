import { describe, expect, test } from 'vitest';
import { demoRequests, phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('spec §2 /invite/:huaid and §3 pvt_inviter on the demo build', () => {
  test('/invite/888888: a new phone signs in with pvt_inviter, later requests carry X-Inviter-Id, and the reward shows', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      await page.goto(url('/invite/888888'));
      await page.getByText('花友0888').waitFor();
      await screenshot(page, 'invite-landing');
      const inviterId = await page.evaluate(() => JSON.parse(localStorage.getItem('wap-inviter') ?? 'null') as string);
      expect(inviterId).toMatch(/^\d{19}$/);

      await page.getByRole('button', { name: '接受邀请，领取VIP' }).click();
      await loginInSheet(page, '13912340001');
      await page.getByText('领取成功').waitFor();
      await page.getByText('7天VIP会员已到账，打开App开始学习吧').waitFor();
      await screenshot(page, 'invite-granted');

      const signin = requests.find((r) => r.url.endsWith('/auth/v1/signin/phone'))!;
      // The id goes out exactly, as a bare JSON number beyond 2^53.
      expect(signin.body).toContain(`"pvt_inviter":${inviterId}`);
      expect(signin.headers['x-h5-source']).toBe('pvt_invite');
      const after = requests.slice(requests.indexOf(signin) + 1).filter((r) => r.url.includes('/v1/'));
      expect(after.length).toBeGreaterThan(0);
      for (const r of after) expect(r.headers['x-inviter-id']).toBe(inviterId);

      await page.getByRole('button', { name: '打开App学习' }).click();
      await page.waitForURL(/\/go\/landing$/);
    }));

  test('an existing account is told the reward is for new users; the inviter opening their own link is told so', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/invite/h888888'));
      await page.getByRole('button', { name: '接受邀请，领取VIP' }).click();
      await loginInSheet(page, '13800000888');
      await page.getByText('这是你自己的邀请链接').waitFor();
      await page.getByRole('button', { name: '去邀请好友' }).waitFor();
    }));

  test('an unknown hua id says 邀请链接无效 with a way home', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/invite/h999999999'));
      await page.getByText('邀请链接无效').waitFor();
      await page.getByRole('button', { name: '返回首页' }).click();
      await page.waitForURL((u) => u.pathname === '/');
    }));
});
