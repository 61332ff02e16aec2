import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

describe('issue: /invite-friend and /free-vip on the demo build', () => {
  test('the inviter: from their own invite link to /invite-friend, code HKJ1VC, link with QR, and a friend’s reward claimed', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/invite/888888'));
      await page.getByRole('button', { name: '接受邀请，领取VIP' }).click();
      await loginInSheet(page, '13800000888');
      await page.getByRole('button', { name: '去邀请好友' }).click();
      await page.waitForURL(/\/invite-friend$/);
      await page.getByText('HKJ1VC').waitFor();
      await page.getByText(url('/invite/888888')).waitFor();
      await page.getByRole('img', { name: '邀请链接二维码' }).waitFor();
      await screenshot(page, 'invite-friend');
      expect(await axeViolations(page)).toEqual([]);
      const friends = page.getByRole('region', { name: '已邀请的好友' });
      await friends.getByRole('button', { name: '领取7天' }).click();
      await page.getByText('已领取7天VIP').waitFor();
      await friends.getByText('已领取').waitFor();
      expect(await friends.getByRole('button', { name: '领取7天' }).count()).toBe(0);
      await screenshot(page, 'invite-friend-claimed');
    }));

  test('a new account: sign in, enter the code, study 3 days (debug panel), claim, and see the new VIP end date', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/free-vip'));
      await page.getByRole('button', { name: '登录参加' }).waitFor();
      await screenshot(page, 'free-vip-intro');
      await page.getByRole('button', { name: '登录参加' }).click();
      await loginInSheet(page, '13912340021');
      const code = page.getByRole('textbox', { name: '好友的邀请码' });
      await code.fill('12');
      await page.getByRole('button', { name: '提交' }).click();
      await page.getByText('请输入正确的邀请码（4-16位字母或数字）').waitFor();
      await code.fill('hkj1vc');
      await page.getByRole('button', { name: '提交' }).click();
      await page.getByText('已学习 0/3 天').waitFor();
      await screenshot(page, 'free-vip-study');
      expect(await axeViolations(page)).toEqual([]);
      for (let day = 1; day <= 3; day += 1) {
        const panel = await openDebugPanel(page);
        await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '模拟学习一天' }).click()]);
      }
      await page.getByRole('button', { name: '领取15天VIP' }).click();
      await page.getByRole('heading', { name: '已领取15天VIP' }).waitFor();
      expect(await page.getByText(/VIP会员有效期至 \d{4}-\d{2}-\d{2}/).count()).toBe(1);
      await screenshot(page, 'free-vip-claimed');
    }));

  test('an account of long standing is not eligible and is told why', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/free-vip'));
      await page.getByRole('button', { name: '登录参加' }).click();
      await loginInSheet(page, '13800000888');
      await page.getByText(/本活动仅限注册7天内的新用户参加，你的账号注册于/).waitFor();
      await screenshot(page, 'free-vip-not-eligible');
    }));
});
