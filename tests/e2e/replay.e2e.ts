import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { cli } from '../../scripts/drive/cli';
import { phoneBrowser } from './browser';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

describe('issue: record and replay on the demo build', () => {
  test('a VIP purchase recorded in the browser, exported with 导出会话, replays with npm run drive -- --replay and ends in paid', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/vip-subscribe'));
      await page.getByRole('radio', { name: /^月度会员/ }).click();
      await page.getByRole('button', { name: '立即开通' }).click();
      await loginInSheet(page, '13912340101');
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });

      const panel = await openDebugPanel(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: '导出会话' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^session-.*\.jsonl$/);
      const file = await download.path();
      expect(await readFile(file, 'utf8')).not.toMatch(/Bearer|demo_[A-Za-z0-9]{32}/);

      const out: string[] = [];
      const code = await cli(['--replay', file], { output: (line) => out.push(line), readStdin: async () => '' });
      const text = out.join('\n');
      expect(code, text).toBe(0);
      expect(text).toMatch(/vipPurchase[\s\S]*xstate\.done\.actor\.loadVip → "paid"/);
    }));
});
