import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { SEED } from '../../src/demo/personas';

export const sheet = (page: Page) => page.getByRole('dialog');

/** The code shown by the simulated SMS notification: 【演示】验证码 1234. */
export async function smsCode(page: Page): Promise<string> {
  const text = await page
    .getByText(/【演示】验证码 \d{4}/)
    .last()
    .textContent();
  return /验证码 (\d{4})/.exec(text ?? '')![1]!;
}

/**
 * Fills the open phone sheet and logs in with the code from the simulated SMS (or from `code`, e.g. the demo API
 * server's inbox); `thenLeaves` when the page goes away.
 */
export async function loginInSheet(
  page: Page,
  phone: string,
  { thenLeaves = false, code = () => smsCode(page) }: { thenLeaves?: boolean; code?: () => Promise<string> } = {},
) {
  await sheet(page).getByText('登录/注册后才能继续操作').waitFor();
  await sheet(page).getByLabel('手机号码').fill(phone);
  await sheet(page).getByRole('button', { name: '获取验证码' }).click();
  await sheet(page)
    .getByLabel('验证码')
    .fill(await code());
  await sheet(page).getByRole('button', { name: '立即登录' }).click();
  if (!thenLeaves) await page.getByText('登录成功').waitFor();
}

/**
 * The VIP orders made in the demo backend's data, as the page stores it: the seed data's own (a group-buy order, and
 * 花友0888's gift) are left out.
 */
export async function vipOrders(page: Page) {
  const state = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as {
        orders?: { order_id: string; status: string; sku_id: string }[];
      },
  );
  return (state.orders ?? []).filter((o) => o.sku_id.startsWith('vip') && o.order_id !== SEED.openGift.orderId);
}

/** F1 opens the debug panel once its lazy chunk has loaded. */
export async function openDebugPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: '调试面板' });
  for (let i = 0; i < 20 && !(await panel.isVisible()); i++) {
    await page.keyboard.press('F1');
    await page.waitForTimeout(250);
  }
  await panel.waitFor();
  return panel;
}

/** localStorage.setItem throws QuotaExceededError (Safari's private mode, a full phone) for the keys chosen. */
export function refuseLocalWrites(refused: string) {
  const pattern = new RegExp(refused);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.localStorage && pattern.test(key))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  };
}

/** /vip-subscribe with the monthly plan chosen and 立即开通 tapped: the sign-in sheet, or the cashier, comes next. */
export async function buyMonthly(page: Page, url: (path: string) => string) {
  await page.goto(url('/vip-subscribe'));
  await page.getByRole('radio', { name: /^月度会员/ }).click();
  await page.getByRole('button', { name: '立即开通' }).click();
}

/** A screen kept in the docs (`dir`), once the sign-in toasts over it are gone; the whole page when asked. */
export async function keepScreen(page: Page, dir: string, name: string, { fullPage = false } = {}) {
  mkdirSync(dir, { recursive: true });
  await page
    .getByText(/登录成功|验证码短信已发送/)
    .first()
    .waitFor({ state: 'hidden' });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
