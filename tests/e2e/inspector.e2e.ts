import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { cli } from '../../scripts/drive/cli';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

const active = (page: Page, id: string) => page.locator(`[data-state-id="${id}"][data-active="true"]`);

/** Nothing may reach stately.ai: every request to it is aborted, and counted. */
async function blockStately(context: BrowserContext): Promise<string[]> {
  const tried: string[] = [];
  await context.route(/stately\.ai/, async (route) => {
    tried.push(route.request().url());
    await route.abort();
  });
  return tried;
}

describe('issue: flows without stately.ai — the official inspector stream into /__flows (demo build)', () => {
  test('实时检查器 → 本地（离线） opens /__flows as the inspector window, and a login in the app tab moves its highlight', () =>
    withPhone(async ({ page, context, url }) => {
      const tried = await blockStately(context);
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      const panel = await openDebugPanel(page);
      await panel.getByText('实时检查器 (Stately Inspector)').waitFor();
      const [inspector] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByText('本地（离线）', { exact: true }).click(),
      ]);
      await panel.getByText(/离线可用/).waitFor();
      await screenshot(page, 'inspector-choice');
      let loads = 0;
      inspector.on('load', () => (loads += 1));
      expect(new URL(inspector.url()).pathname).toBe('/__flows');
      await inspector.getByText(/检查器窗口：显示打开本页的应用标签页发来的状态机事件/).waitFor();
      await inspector.getByRole('tab', { name: /^auth/ }).click();
      await active(inspector, 'auth.anonymous').waitFor();

      await page.bringToFront();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13912340577');
      await active(inspector, 'auth.loggedIn').waitFor();
      expect(await active(inspector, 'auth.anonymous').count()).toBe(0);
      // The stream is scrubbed as it leaves the app: the phone typed never reaches the inspector window.
      await inspector.getByRole('tab', { name: /^phoneLogin/ }).click();
      await inspector
        .locator('[data-state-id="phoneLogin"]')
        .first()
        .click({ position: { x: 24, y: 10 } });
      await inspector.getByText('"phone": "13800000000"', { exact: false }).waitFor();
      await screenshot(inspector, 'inspector-window');
      expect(await inspector.content()).not.toContain('13912340577');
      // It loaded once: the inspector window never opens an inspector of its own (its own name: a reload loop).
      expect(loads).toBeLessThanOrEqual(1);
      expect(tried).toEqual([]);
    }));

  test(
    'a drive --watch run moves the highlight of a /__flows?ws=… page',
    () =>
      withPhone(async ({ page, context, url }) => {
        const tried = await blockStately(context);
        await page.setViewportSize({ width: 1280, height: 800 });
        let relay: (ws: string) => void = () => {};
        const relayUrl = new Promise<string>((resolve) => (relay = resolve));
        const out: string[] = [];
        const run = cli(['vipPurchase', 'scripts/drive/examples/vipPurchase.jsonl', '--watch', '--pace', '400ms'], {
          output: (line) => {
            out.push(line);
            const found = /open \/__flows\?ws=(\S+)/.exec(line);
            if (found) relay(found[1]!);
          },
          readStdin: async () => '',
        });
        const ws = await relayUrl;
        expect(ws).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
        await page.goto(url(`/__flows?ws=${encodeURIComponent(ws)}`));
        await page.getByText(`正在跟随无头运行：${ws}`, { exact: false }).waitFor();

        // Followed on its chart: the root actor's machine is shown, and its highlight moves to the end of the run.
        await active(page, 'vipPurchase.ready').waitFor({ timeout: 20_000 });
        expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^vipPurchase/);
        await active(page, 'vipPurchase.purchasing').waitFor({ timeout: 20_000 });
        // README: docs/screenshots/drive-watch.png is this screenshot.
        await screenshot(page, 'drive-watch');
        await active(page, 'vipPurchase.paid').waitFor({ timeout: 30_000 });
        expect(await run, out.join('\n')).toBe(0);
        expect(out.join('\n')).toContain('viewer connected');
        expect(tried).toEqual([]);
      }),
    90_000,
  );

  test('a ws address that is not on this machine is refused with a Chinese message', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/__flows?ws=ws%3A%2F%2Fexample.com%3A8080'));
      await page
        .getByRole('alert')
        .getByText(/ws 参数须是本机的 WebSocket 地址/)
        .waitFor();
      await page.getByRole('tab').first().waitFor();
    }));
});
