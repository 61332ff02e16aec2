import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { buyMonthly, loginInSheet, refuseLocalWrites, vipOrders } from './flows';

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

describe('issue 52 §2 §3 a payment made on any cashier page counts, and a paid order is never reported closed', () => {
  test('§2 立即开通 → cashier → Back → 支付已取消 → 继续支付 → cashier again; paying on the first cashier page pays the order: 支付成功', () =>
    withPhone(async ({ page, url }) => {
      await buyMonthly(page, url);
      await loginInSheet(page, '13912340021', { thenLeaves: true });
      await page.waitForURL(/\/__demo\/cashier/);
      const firstCashier = page.url();
      await page.goBack();
      await page.getByText('支付已取消').waitFor();
      await page.getByRole('button', { name: '继续支付' }).click();
      await page.waitForURL(/\/__demo\/cashier/);
      await page.goto(firstCashier);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/go\/pingppCallback/);
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
      expect((await vipOrders(page)).map((o) => o.status)).toEqual(['PAID']);
    }));

  test('§3 tab A at the cashier as X, tab B switches to Y, tab A pays: told the order is another account’s, never 支付失败 or 订单已关闭; X signs in again in the other tab and it reads 支付成功 by itself', () =>
    withPhone(async ({ context, page: tabA, url }) => {
      await buyMonthly(tabA, url);
      await loginInSheet(tabA, '13912340022', { thenLeaves: true });
      await tabA.waitForURL(/\/__demo\/cashier/);

      const tabB = await context.newPage();
      await tabB.goto(url('/me'));
      await tabB.getByRole('button', { name: '退出登录', exact: true }).click();
      await tabB.getByRole('button', { name: '登录/注册' }).first().click();
      await loginInSheet(tabB, '13912340023');

      await tabA.getByRole('button', { name: '确认支付' }).click();
      await tabA.waitForURL(/\/go\/pingppCallback/);
      await tabA.getByText('订单属于另一个账号').waitFor({ timeout: 20_000 });
      expect(await tabA.getByText(/支付失败|订单已关闭/).count()).toBe(0);
      await screenshot(tabA, 'faults-order-other-account');

      await tabB.getByRole('button', { name: '退出登录', exact: true }).click();
      await tabB.getByRole('button', { name: '登录/注册' }).first().click();
      await loginInSheet(tabB, '13912340022');
      // The page follows the account signed in now, and reads the order again for it.
      await tabA.getByText('支付成功').first().waitFor({ timeout: 20_000 });
      await tabA.getByText(/会员有效期至/).waitFor();
    }));
});

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

  test('issue 52 §4 with every localStorage write refused, a new user signs in and a VIP bought at the cashier is confirmed: 支付成功', () =>
    withPhone(async ({ context, page, url }) => {
      await context.addInitScript(refuseLocalWrites, '.*');
      await buyMonthly(page, url);
      await loginInSheet(page, '13912340004', { thenLeaves: true });
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/go\/pingppCallback/);
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
    }));

  test('with every localStorage write refused, the home page still loads: no recorder or analytics write breaks it', () =>
    withPhone(async ({ context, page, url }) => {
      await context.addInitScript(refuseLocalWrites, '.*');
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      expect(await page.getByText('页面加载失败').count()).toBe(0);
    }));
});
