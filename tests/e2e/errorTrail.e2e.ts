import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { cli } from '../../scripts/drive/cli';
import { FORCED_ERROR } from '../../src/demo/ErrorReportTools';
import { phoneBrowser } from './browser';
import { openDebugPanel, sheet, smsCode } from './flows';

const { withPhone } = phoneBrowser();
const PHONE = '13912340431';

describe('issue: error reports that carry a replayable trail (demo build)', () => {
  test('an error forced from the debug panel yields a report whose attachment replays with exit 0 and holds no token, phone or code', () =>
    withPhone(async ({ page, errors, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await sheet(page).getByLabel('手机号码').fill(PHONE);
      await sheet(page).getByRole('button', { name: '获取验证码' }).click();
      const code = await smsCode(page);
      await sheet(page).getByLabel('验证码').fill(code);
      await sheet(page).getByRole('button', { name: '立即登录' }).click();
      await page.getByText('登录成功').waitFor();
      const token = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('wap-app') ?? '{}') as { token?: string }).token ?? '',
      );
      expect(token.length).toBeGreaterThan(10);

      const panel = await openDebugPanel(page);
      await panel.getByRole('button', { name: '触发测试错误' }).click();
      await page.waitForFunction(
        () => localStorage.getItem('demo-last-error-report')?.includes('session-trail.jsonl'),
        {
          timeout: 20_000,
        },
      );
      const report = await page.evaluate(() => localStorage.getItem('demo-last-error-report') ?? '');
      expect(report).toContain(FORCED_ERROR);
      for (const secret of [token, token.replace(/^Bearer /, ''), PHONE, `"${code}"`])
        expect(report).not.toContain(secret);

      // The tester's path: 下载回放记录 in the panel, then npm run drive -- --replay on the file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: '下载回放记录' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('session-trail.jsonl');
      const trail = await readFile(await download.path(), 'utf8');
      expect(trail).toMatch(/"machine":"phoneLogin"/);
      const out: string[] = [];
      const exit = await cli(['--replay', await download.path()], {
        output: (line) => out.push(line),
        readStdin: async () => '',
      });
      expect(exit, out.join('\n')).toBe(0);
      expect(out.join('\n')).toMatch(
        /phoneLogin[\s\S]*xstate\.done\.actor\.login → \{"sms":"coolingDown","login":"signedIn"\}/,
      );
      // The one page error this test raised on purpose.
      expect(errors.map((e) => e.message)).toEqual([FORCED_ERROR]);
      errors.length = 0;
    }));
});
