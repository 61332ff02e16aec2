import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { phoneBrowser } from './browser';
import { loginInSheet, keepScreen } from './flows';

const { withPhone } = phoneBrowser();

const SCREENS = 'docs/screens/creator';
const keep = (page: Page, name: string) => keepScreen(page, SCREENS, name);

/** The shelf as a screen reader hears it: each row's name, in order. */
const shelf = (page: Page) =>
  page
    .getByRole('list', { name: '我的作品列表' })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

const ROOTS = '英语词根词缀 300 例';

describe('issue 创作者中心: 我的作品 on the demo build', () => {
  test('林老师 edits a book, moves it down, submits it (审核中), deletes another after a confirmation, and it all survives a reload', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/creator'));
      await loginInSheet(page, '13800090001');
      await page.getByRole('button', { name: /我的作品.*3 本，1 本审核中/ }).click();
      await page.getByRole('list', { name: '我的作品列表' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'creator-books');

      await page.getByRole('button', { name: `修改《${ROOTS}》` }).click();
      const title = page.getByRole('textbox', { name: '书名' });
      await title.fill('');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('请输入书名').waitFor();
      await keep(page, 'creator-books-edit');
      await title.fill('词根词缀精讲');
      await page.getByRole('textbox', { name: '简介' }).fill('300 个词根词缀，串起四六级和考研高频词。');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByRole('heading', { name: '词根词缀精讲' }).waitFor();

      const down = page.getByRole('button', { name: '下移《词根词缀精讲》' });
      await down.focus();
      await page.keyboard.press('Enter');
      await page.getByText('《词根词缀精讲》已下移，现在是第 2 本').waitFor();
      expect((await shelf(page))[1]).toBe('第 2 本：《词根词缀精讲》，草稿');
      expect(await down.evaluate((button) => button === document.activeElement)).toBe(true);

      await page.getByRole('button', { name: '提交审核《词根词缀精讲》' }).click();
      await page.getByText('《词根词缀精讲》已提交审核，审核中不能修改').waitFor();
      expect((await shelf(page))[1]).toBe('第 2 本：《词根词缀精讲》，审核中');
      expect(await page.getByRole('button', { name: '修改《词根词缀精讲》' }).count()).toBe(0);

      await page.getByRole('button', { name: '删除《雅思写作高分句型》' }).click();
      const dialog = page.getByRole('group', { name: '删除作品' });
      await dialog.waitFor();
      await keep(page, 'creator-books-delete');
      await dialog.getByRole('button', { name: '确定删除' }).click();
      await page.getByRole('heading', { name: '共 2 本作品' }).waitFor();
      await keep(page, 'creator-books-after');

      await page.reload();
      await page.getByRole('list', { name: '我的作品列表' }).waitFor();
      expect(await shelf(page)).toEqual(['第 1 本：《四级听力场景词》，审核中', '第 2 本：《词根词缀精讲》，审核中']);
    }));

  test('an author with no books of their own reads 还没有作品', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/creator/books'));
      await loginInSheet(page, '13800090004');
      await page.getByRole('heading', { name: '还没有作品' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keep(page, 'creator-books-empty');
    }));
});
