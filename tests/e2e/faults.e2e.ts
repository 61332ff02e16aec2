import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('faults: two tabs of one browser share one session (spec §3, DESIGN §8)', () => {
  test('a logout in one tab logs out the other; a sign-in as another account replaces the session there, never reloaded', () =>
    withPhone(async ({ context, page: tabA, url }) => {
      await tabA.goto(url('/'));
      await tabA.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(tabA, '13912340001');
      await tabA.getByText('花友0001').first().waitFor();

      const tabB = await context.newPage();
      await tabB.goto(url('/'));
      await tabB.getByText('花友0001').first().waitFor();

      await tabA.getByRole('button', { name: '退出登录', exact: true }).click();
      await tabB.getByText('账号已切换：已在其他页面退出登录').waitFor();
      await tabB.getByRole('button', { name: '登录/注册' }).waitFor();
      expect(await tabB.getByText('花友0001').count()).toBe(0);

      await tabA.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(tabA, '13800000888');
      await tabB.getByText('账号已切换，页面已按当前账号更新').waitFor();
      await tabB.getByText('花友0888').first().waitFor();
      await tabB
        .getByText(/有效期至/)
        .first()
        .waitFor();
      expect(await tabB.getByText('花友0001').count()).toBe(0);
      await screenshot(tabB, 'faults-second-tab-switched');
      await tabB.close();
    }));

  test('a purchase open in a tab ends when another tab switches the account: the plans are read again for the new one', () =>
    withPhone(async ({ context, page: tabA, url }) => {
      await tabA.goto(url('/'));
      await tabA.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(tabA, '13912340002');

      const tabB = await context.newPage();
      await tabB.goto(url('/vip-subscribe'));
      await tabB.getByText('你还不是会员').waitFor();

      await tabA.getByRole('button', { name: '退出登录', exact: true }).click();
      await tabA.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(tabA, '13800000888');
      await tabB.getByText('账号已切换，页面已按当前账号更新').waitFor();
      await tabB
        .getByText(/会员有效期至/)
        .first()
        .waitFor();
      expect(await tabB.getByText('你还不是会员').count()).toBe(0);
      await tabB.close();
    }));
});

/** localStorage.setItem throws QuotaExceededError (Safari's private mode, a full phone) for the keys chosen. */
function refuseLocalWrites(refused: string) {
  const pattern = new RegExp(refused);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.localStorage && pattern.test(key))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  };
}

describe('faults: storage that refuses writes (DESIGN §8)', () => {
  test('with the app’s keys refused, a VIP bought at the cashier in the same tab is confirmed: 支付成功, and the refusal is said once', () =>
    withPhone(async ({ context, page, url }) => {
      await context.addInitScript(refuseLocalWrites, '^wap-');
      await page.goto(url('/vip-subscribe'));
      await page.getByText('浏览器存储空间不足，退出后需重新登录').waitFor();
      await page.getByRole('radio', { name: /^月度会员/ }).click();
      await page.getByRole('button', { name: '立即开通' }).click();
      await loginInSheet(page, '13912340003');
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/go\/pingppCallback/);
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
      await page.getByText(/会员有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
      await screenshot(page, 'faults-storage-refused-paid');
    }));

  test('with every localStorage write refused, the home page still loads: no recorder or analytics write breaks it', () =>
    withPhone(async ({ context, page, url }) => {
      await context.addInitScript(refuseLocalWrites, '.*');
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      expect(await page.getByText('页面加载失败').count()).toBe(0);
    }));
});
