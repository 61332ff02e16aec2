import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodePng } from '../../src/demo/png';
import { axeViolations } from './axe';
import { demoRequests, phoneBrowser } from './browser';
import { keepScreen, loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();
const SCREENS = 'docs/screens/cards';
const keep = (page: Page, name: string, fullPage = true) => keepScreen(page, SCREENS, name, { fullPage });

/** A swipe across the card, right to left (next) or left to right (previous). */
async function swipe(page: Page, direction: 'next' | 'prev') {
  const box = (await page.getByRole('button', { name: '点击卡片翻面' }).boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'next' ? [box.x + box.width - 30, box.x + 30] : [box.x + 30, box.x + box.width - 30];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 6 });
  await page.mouse.up();
}

const position = (page: Page, n: number) => page.getByText(new RegExp(`第 ${n} / 2200 张`)).waitFor();

describe('issue 56 卡片预览 on the demo build', () => {
  test('flip with a tap, swipe through the free sample, and the lock after it', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/1'));
      const sample = page.getByRole('region', { name: '试看卡片' });
      await sample.getByRole('link', { name: /第 1 张/ }).click();
      await page.waitForURL(/\/book-previewer\/BK\w+\?card=1/);
      await page.getByTitle('卡片正面').waitFor();
      await keep(page, 'card-front');
      await page.getByRole('button', { name: '点击卡片翻面' }).click();
      await page.getByTitle('卡片背面').waitFor();
      expect(await page.getByTitle('卡片背面').getAttribute('srcdoc')).toContain('v. 放弃');
      await keep(page, 'card-back');
      await swipe(page, 'next');
      await position(page, 2);
      await page.getByTitle('卡片正面').waitFor();
      await swipe(page, 'prev');
      await position(page, 1);
      await page.keyboard.press('ArrowRight');
      await position(page, 2);
      for (const n of [3, 4, 5]) {
        await page.getByRole('button', { name: '下一张' }).click();
        await position(page, n);
      }
      await page.getByRole('button', { name: '下一张' }).click();
      await page.getByRole('heading', { name: '购买后可看全部 2200 张' }).waitFor();
      await page.getByRole('button', { name: '购买 ¥19.90' }).waitFor();
      expect(await page.getByRole('button', { name: '下一张' }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'card-locked');
    }));

  test('the hostile card runs nothing: its flag is unset, storage and cookies untouched, nothing loaded from outside', () =>
    withPhone(async ({ context, page, url }) => {
      const outside: string[] = [];
      context.on(
        'request',
        (r) => !r.url().startsWith(url('')) && !r.url().startsWith('data:') && outside.push(r.url()),
      );
      await page.goto(url('/book-previewer/1?card=3'));
      const frame = page.getByTitle('卡片正面');
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('srcdoc')).toContain('这张卡片里藏着脚本');
      await page.waitForTimeout(500);
      const traces = await page.evaluate(() => ({
        ran: (window as unknown as { __hostileCardRan?: boolean }).__hostileCardRan,
        stored: localStorage.getItem('hostile-card'),
        cookie: document.cookie,
      }));
      expect(traces).toEqual({ ran: undefined, stored: null, cookie: '' });
      expect(outside.filter((u) => /evil|tracker/.test(u))).toEqual([]);
      await keep(page, 'card-hostile', false);
    }));

  test('发音 sends one TTS call and plays it; a new card stops it', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      await page.addInitScript(() => {
        const log: string[] = [];
        Object.assign(window, { soundLog: log });
        HTMLMediaElement.prototype.play = function play() {
          log.push(`play ${this.src.slice(0, 22)}`);
          return Promise.resolve();
        };
        const pause = HTMLMediaElement.prototype.pause;
        HTMLMediaElement.prototype.pause = function stop() {
          log.push('pause');
          pause.call(this);
        };
      });
      await page.goto(url('/book-previewer/1'));
      await page.getByTitle('卡片正面').waitFor();
      await page.getByRole('button', { name: '发音' }).click();
      await page.getByRole('button', { name: '正在发音' }).waitFor();
      await page.waitForFunction(() => (window as unknown as { soundLog: string[] }).soundLog.length > 0);
      const tts = () => requests.filter((r) => r.url.endsWith('/tts/v1/audio'));
      expect(tts()).toHaveLength(1);
      expect(await page.evaluate(() => (window as unknown as { soundLog: string[] }).soundLog)).toEqual([
        'play data:audio/wav;base64,',
      ]);
      await page.getByRole('button', { name: '下一张' }).click();
      await page.getByRole('button', { name: '发音' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { soundLog: string[] }).soundLog)).toEqual([
        'play data:audio/wav;base64,',
        'pause',
      ]);
      expect(tts()).toHaveLength(1);
    }));
});

describe('issue 56 设置、意见反馈、功能开关与短链接 on the demo build', () => {
  test('dark mode on 我的 and the VIP page, with axe still clean', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/settings'));
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await loginInSheet(page, '13800000888');
      await page.getByText('3.2.0（构建 3200）').waitFor();
      await page.getByRole('radio', { name: '深色' }).click();
      await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'settings-dark');
      await page.goto(url('/me'));
      await page.getByText(/VIP 有效期至/).waitFor();
      await page
        .getByRole('link', { name: /设置/ })
        .or(page.getByRole('button', { name: /设置/ }))
        .first()
        .waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'me-dark');
      await page.goto(url('/vip-subscribe'));
      await page.getByRole('radio', { name: /年度会员/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'vip-dark');
    }));

  test('a problem report with a screenshot, sent once', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/feedback?from=/book/BK1'));
      await page.getByLabel('问题描述').fill('卡片预览的发音按钮点了没有声音，换了几本书都一样。');
      const pixels = new Uint8Array(400 * 600 * 4).fill(200);
      const png = Buffer.from(encodePng(400, 600, pixels));
      await page.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('img', { name: '截图 1' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'feedback');
      await page.getByRole('button', { name: '提交' }).dblclick();
      await page.getByText('感谢你的反馈').waitFor();
      const reports = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as {
              problem_reports: { image_count: number; page: string }[];
            }
          ).problem_reports,
      );
      expect(reports.map((r) => [r.image_count, r.page])).toEqual([[1, '/book/BK1']]);
    }));

  test('a flag switched off in the demo panel pauses 拼团', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/1'));
      await page.getByRole('button', { name: /发起拼团/ }).waitFor();
      const panel = await openDebugPanel(page);
      await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '切换拼团' }).click()]);
      await page.getByRole('status', { name: '拼团暂停中' }).waitFor();
      expect(await page.getByRole('button', { name: /发起拼团/ }).count()).toBe(0);
      await keep(page, 'groupbuy-paused', false);
      await page.goto(url('/book/1/groupbuy/9001'));
      await page.getByRole('status', { name: '拼团暂停中' }).waitFor();
      expect(await page.getByRole('button', { name: /参团/ }).count()).toBe(0);
    }));

  test('a shared short link opens the book', () =>
    withPhone(async ({ context, page, url }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(url('/book/1'));
      await page.getByRole('button', { name: '分享' }).click();
      await page.getByText(/链接已复制/).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${url('/s/')}[A-Za-z0-9]{6}$`));
      const friend = await context.newPage();
      await friend.goto(link);
      await friend.waitForURL(/\/book\/BK1$/);
      await friend.getByRole('heading', { name: '四级核心词汇' }).waitFor();
    }));
});
