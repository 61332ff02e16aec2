import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { machineRegistry } from '../../src/machines/registry';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

const overlay = (page: Page) => page.getByRole('region', { name: '流程图浮层' });
const activeLeaf = (page: Page, id: string) => overlay(page).locator(`[data-state-id="${id}"][data-active="true"]`);

/** F1 opens the debug panel (once its lazy chunk listens); 打开流程图 opens the overlay on top of the page. */
async function openFlowsOverlay(page: Page) {
  await (await openDebugPanel(page)).getByRole('button', { name: '打开流程图' }).click();
  await overlay(page).waitFor();
}

describe('DESIGN §1 developers: the offline flows viewer on the demo build (375×667)', () => {
  test('the overlay follows the VIP purchase through its chart while the user clicks through /vip-subscribe', () =>
    withPhone(async ({ page, url }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(url('/vip-subscribe'));
      await page.getByText('¥18.00').first().waitFor();
      await openFlowsOverlay(page);
      await overlay(page)
        .getByRole('tab', { name: /^vipPurchase/ })
        .click();
      await activeLeaf(page, 'vipPurchase.ready.idle').waitFor();
      expect(await overlay(page).locator('[data-state-id]').count()).toBeGreaterThan(10);

      // Collapsed, the title bar still shows the live state while the page is used.
      await overlay(page).getByRole('button', { name: '收起' }).click();
      await page.getByRole('radio', { name: /^月度会员/ }).click();
      await page.getByRole('button', { name: '立即开通' }).click();
      await page.getByRole('dialog').getByText('登录/注册后才能继续操作').waitFor();
      await overlay(page).getByText('vipPurchase · authorizing').waitFor();

      await overlay(page).getByRole('button', { name: '展开' }).click();
      await activeLeaf(page, 'vipPurchase.authorizing').waitFor();
      expect(await overlay(page).locator('[data-state-id="vipPurchase.ready"][data-active]').count()).toBe(0);
      await overlay(page).locator('[data-state-id="vipPurchase.authorizing"]').click();
      const detail = overlay(page).getByRole('region', { name: '状态 vipPurchase.authorizing 详情' });
      await detail.getByText('done(requireLogin)').waitFor();
      await detail.getByText(/"selectedSkuId": "/).waitFor();
      await screenshot(page, 'flows-viewer');
      // Drawn offline: the Stately inspector is off and nothing came from stately.ai.
      expect(requests.filter((u) => u.includes('stately.ai'))).toEqual([]);
    }));

  test('/__flows lists every machine and draws the selected one', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/__flows?machine=phoneLogin'));
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^vipPurchase/),
          expect.stringMatching(/^payment/),
          expect.stringMatching(/^auth/),
        ]),
      );
      expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^phoneLogin/);
      await page.getByRole('tab', { name: /^vipPurchase/ }).click();
      await page.locator('[data-state-id="vipPurchase.ready.refreshing"]').waitFor();
      expect(page.url()).toContain('machine=vipPurchase');
      // A compound state is picked by its title bar: its middle is covered by its children.
      await page.locator('[data-state-id="vipPurchase.ready"]').click({ position: { x: 24, y: 10 } });
      await page.getByRole('region', { name: '状态 vipPurchase.ready 详情' }).waitFor();
      await page.getByText('接受的事件').waitFor();
      await screenshot(page, 'flows-page');
    }));

  test('/__flows in a second tab of the same browser follows the auth actor of the app tab as the user logs in', () =>
    withPhone(async ({ page, context, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      const viewer = await context.newPage();
      await viewer.goto(url('/__flows?machine=auth'));
      const active = (id: string) => viewer.locator(`[data-state-id="${id}"][data-active="true"]`);
      await active('auth.anonymous').waitFor();
      expect(await viewer.getByText('此页面没有运行中的 auth').count()).toBe(0);

      await page.bringToFront();
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13912340101');
      await active('auth.loggedIn').waitFor();
      await screenshot(viewer, 'flows-other-tab');
    }));
});

describe('issue: a screenshot of each chart, kept as an artifact', () => {
  test(
    '/__flows draws every machine of the registry at 1280×800',
    () =>
      withPhone(async ({ page, url }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        for (const { name } of machineRegistry) {
          await page.goto(url(`/__flows?machine=${name}`));
          await page.getByRole('group', { name: `${name} 状态图` }).waitFor();
          await screenshot(page, `chart-${name}`);
        }
      }),
    120_000,
  );
});
