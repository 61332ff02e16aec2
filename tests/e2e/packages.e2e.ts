import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodePng } from '../../src/demo/png';
import { axeViolations } from './axe';
import { phoneBrowser } from './browser';
import { keepScreen, loginInSheet } from './flows';

const { withPhone } = phoneBrowser();
const SCREENS = 'docs/screens/creator';
const keep = (page: Page, name: string, fullPage = true) => keepScreen(page, SCREENS, name, { fullPage });
const LIN = '13800090001';

/** 林老师 signed in on a package's tab. */
async function openPackage(page: Page, url: (path: string) => string, uuid: string, tab: string) {
  await page.goto(url(`/creator/packages/${uuid}?tab=${tab}`));
  await loginInSheet(page, LIN);
  await page.getByRole('tab', { name: '牌组' }).waitFor();
}

const historyActions = (page: Page) =>
  page
    .getByRole('list', { name: '历史' })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.textContent?.slice(0, 2)));

describe('issue 57 卡包与发布 on the demo build', () => {
  test('我的卡包 lists the packages; editing a template changes its live preview, and the edit is saved', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/creator'));
      await loginInSheet(page, LIN);
      await page.getByRole('button', { name: /我的卡包/ }).click();
      await page.getByRole('list', { name: '我的卡包列表' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'packages');
      await page.getByText('雅思口语话题').first().click();
      await page.getByRole('tab', { name: '模板' }).click();
      const front = page.getByRole('textbox', { name: '正面模板' });
      const preview = page.getByTitle('预览 · 正面');
      await expect.poll(() => preview.getAttribute('srcdoc')).toContain('abandon');
      await front.fill('<h2>{{正面}}</h2><p class="hint">口语话题</p>');
      await expect.poll(() => preview.getAttribute('srcdoc')).toContain('口语话题');
      expect(await preview.getAttribute('sandbox')).toBe('');
      await page.getByRole('button', { name: '保存模板' }).click();
      await page.getByText('已保存').waitFor();
      await preview.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'package-template', false);
      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: '正面模板' }).inputValue()).toContain('口语话题');
    }));

  test('an image uploaded from the phone is stored through the multipart upload and shows in the media list', () =>
    withPhone(async ({ page, url }) => {
      await openPackage(page, url, 'pkg-13', 'media');
      await page.getByText(/共 \d+ 个媒体文件/).waitFor();
      const png = encodePng(
        64,
        48,
        new Uint8Array(64 * 48 * 4).map((_, i) => [28, 126, 214, 255][i % 4]!),
      );
      await page.locator('input[type=file][accept^="image"]').setInputFiles({
        name: 'speaking.png',
        mimeType: 'image/png',
        buffer: Buffer.from(png),
      });
      await page.getByRole('listitem').filter({ hasText: 'speaking.png' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'package-media');
    }));

  test('back up, publish, then roll back: the history shows all three', () =>
    withPhone(async ({ page, url }) => {
      await openPackage(page, url, 'pkg-2', 'release');
      const backup = page.getByRole('region', { name: '备份' });
      await backup.getByRole('textbox', { name: '备份名称' }).fill('第四版');
      await backup.getByRole('button', { name: '立即备份' }).click();
      await page.getByRole('progressbar').waitFor();
      await page.getByText('已备份「第四版」').waitFor();
      await page.getByRole('button', { name: '发布备份「第四版」为新版本' }).click();
      await page.getByText(/已发布 v4/).waitFor();
      await page.getByText('当前版本 v4').waitFor();
      await page
        .getByRole('list', { name: '历史' })
        .getByRole('listitem')
        .filter({ hasText: '调整排版' })
        .getByRole('button', { name: '回滚' })
        .click();
      await page.getByRole('dialog', { name: '回滚' }).getByRole('button', { name: '确认回滚' }).click();
      await page.getByText(/已回滚/).waitFor();
      // The history is read again after the rollback: its rows may come a moment after the notice.
      await expect.poll(async () => (await historyActions(page)).slice(0, 3)).toEqual(['回滚', '发布', '备份']);
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'package-release');
    }));

  test('a stale check_version gives the conflict: another tab changed the package after this one read it', () =>
    withPhone(async ({ context, page, url }) => {
      await openPackage(page, url, 'pkg-3', 'release');
      await page.getByRole('region', { name: '备份' }).waitFor();
      const other = await context.newPage();
      await other.goto(url('/creator/packages/pkg-3'));
      await other.getByRole('button', { name: '新建牌组' }).click();
      await other.getByRole('dialog', { name: '新建牌组' }).getByRole('textbox').fill('长难句');
      await other.getByRole('button', { name: '保存' }).click();
      await other.getByRole('list', { name: '牌组列表' }).getByText('长难句').waitFor();
      await other.close();
      await page.getByRole('button', { name: '立即备份' }).click();
      const conflict = page.getByRole('alert').filter({ hasText: '卡包在你打开后又被修改过' });
      await conflict.getByText('新增牌组「长难句」').waitFor();
      await keep(page, 'package-conflict');
      await conflict.getByRole('button', { name: '包含这些修改，继续备份' }).click();
      await page.getByText(/已备份/).waitFor();
    }));

  test('a package whose book is on sale cannot be deleted; a book made from a package is a draft in 我的作品', () =>
    withPhone(async ({ page, url }) => {
      await openPackage(page, url, 'pkg-1', 'release');
      const danger = page.getByRole('region', { name: '删除卡包' });
      await danger.getByText('卡包已生成书籍《四级核心词汇》并已上架，不能删除').waitFor();
      expect(await danger.getByRole('button').count()).toBe(0);
      await page.goto(url('/creator/packages/pkg-draft-1'));
      await page.getByRole('button', { name: '生成书籍' }).click();
      const dialog = page.getByRole('dialog', { name: '从卡包生成书籍' });
      await dialog.getByRole('textbox', { name: /书名/ }).fill('英语口语 100 句');
      await dialog.getByRole('button', { name: '生成书籍' }).click();
      await page.waitForURL(/\/creator\/books$/);
      await page.getByRole('list', { name: '我的作品列表' }).getByText('英语口语 100 句').waitFor();
      await keep(page, 'package-book-made');
    }));
});
