// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { api } from '../../src/routes/api';
import { clientStore, envFacts } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

const LIN = AUTHOR_PHONES['900001']!;
const KANA = AUTHOR_PHONES['900004']!;

async function open(phone: string, path: string) {
  await signInOnDemo(phone);
  const rendered = renderRoute(path);
  await screen.findByRole('tab', { name: '牌组' });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });
const history = () =>
  within(screen.getByRole('list', { name: '历史' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('issue 57 a package (/creator/packages/:uuid)', () => {
  test('a garbage or unknown package says 卡包不存在, with the way back', async () => {
    await signInOnDemo(LIN);
    renderRoute('/creator/packages/..%2F..%2Fetc');
    expect(await screen.findByRole('heading', { name: '卡包不存在' })).toBeTruthy();
    cleanup();
    renderRoute('/creator/packages/pkg-6');
    expect(await screen.findByRole('heading', { name: '卡包不存在' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回我的卡包' })).toBeTruthy();
  });

  test('牌组: create and rename a deck; deleting asks first and names the cards it holds', async () => {
    await open(LIN, '/creator/packages/pkg-13');
    const decks = () => within(screen.getByRole('list', { name: '牌组列表' })).getAllByRole('listitem');
    await userEvent.click(await screen.findByRole('button', { name: '新建牌组' }));
    const create = await screen.findByRole('dialog', { name: '新建牌组' });
    await userEvent.type(within(create).getByRole('textbox', { name: /牌组名称/ }), '口语高分句');
    await userEvent.click(within(create).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(decks().map((d) => d.textContent)).toContain('口语高分句0 张卡片重命名删除'));
    const added = decks().find((d) => d.textContent?.startsWith('口语高分句'))!;
    const rename = within(added).getByRole('button', { name: '重命名' });
    await waitFor(() => expect(rename).toHaveProperty('disabled', false));
    await userEvent.click(rename);
    const renaming = await screen.findByRole('dialog', { name: '重命名' });
    const name = within(renaming).getByRole('textbox', { name: /牌组名称/ });
    await userEvent.clear(name);
    await userEvent.type(name, '口语句型');
    await userEvent.click(within(renaming).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(decks().some((d) => d.textContent?.startsWith('口语句型'))).toBe(true));
    const basics = decks().find((d) => d.textContent?.startsWith('基础'))!;
    const remove = within(basics).getByRole('button', { name: '删除' });
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: '删除牌组「基础」？' });
    expect(confirm.textContent).toContain('牌组里的 300 张卡片会一起删除');
    await userEvent.click(within(confirm).getByRole('button', { name: '再想想' }));
    expect(decks().some((d) => d.textContent?.startsWith('基础'))).toBe(true);
  });

  test('模板: an edit shows in the live preview at once; a refused save keeps the edit and says why', async () => {
    await open(LIN, '/creator/packages/pkg-13?tab=templates');
    const front = await screen.findByRole('textbox', { name: '正面模板' });
    const frame = () => screen.getByTitle('预览 · 正面').getAttribute('srcdoc') ?? '';
    await waitFor(() => expect(frame()).not.toBe(''));
    await userEvent.clear(front);
    await userEvent.type(front, '<b>{{{{正面}}</b> 今日话题');
    await waitFor(() => expect(frame()).toContain('今日话题'));
    expect(frame()).not.toContain('<script');
    server.use(
      http.put(`${envFacts.apiURL}/apkg/v1/package/:uuid/models/:model/templates/:id`, () =>
        jsonResponse({ message: '模板过长' }, 400),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '保存模板' }));
    expect(await screen.findByText('模板过长')).toBeTruthy();
    expect(front).toHaveProperty('value', '<b>{{正面}}</b> 今日话题');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: '保存模板' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  test('模板: an edit not saved yet outlives a switch to another tab and a reload', async () => {
    await open(LIN, '/creator/packages/pkg-2?tab=templates');
    const front = await screen.findByRole('textbox', { name: '正面模板' });
    await userEvent.clear(front);
    await userEvent.type(front, '{{{{正面}} 未保存');
    await userEvent.click(screen.getByRole('tab', { name: '牌组' }));
    await screen.findByRole('button', { name: '新建牌组' });
    await userEvent.click(screen.getByRole('tab', { name: '模板' }));
    expect(await screen.findByRole('textbox', { name: '正面模板' })).toHaveProperty('value', '{{正面}} 未保存');
    cleanup();
    renderRoute('/creator/packages/pkg-2?tab=templates');
    expect(await screen.findByRole('textbox', { name: '正面模板' })).toHaveProperty('value', '{{正面}} 未保存');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  test('模板: a front without a field is refused before it is sent', async () => {
    await open(LIN, '/creator/packages/pkg-13?tab=templates');
    const front = await screen.findByRole('textbox', { name: '正面模板' });
    await userEvent.clear(front);
    await userEvent.type(front, '没有字段');
    await userEvent.click(screen.getByRole('button', { name: '保存模板' }));
    expect(await screen.findByText(/正面模板至少要引用一个字段/)).toBeTruthy();
  });

  test('卡片: the cards are read in compressed pages, and a search finds a card by its words', async () => {
    await open(LIN, '/creator/packages/pkg-13?tab=cards');
    expect(await screen.findByText('共 600 张卡片')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: '搜索卡片' });
    await userEvent.type(search, 'zzzz{Enter}');
    expect(await screen.findByText('没有包含「zzzz」的卡片')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'heritage{Enter}');
    expect(await screen.findByText(/^找到 \d+ 张卡片$/)).toBeTruthy();
    const found = within(screen.getByRole('list', { name: '卡片列表' })).getAllByRole('listitem');
    expect(found.every((card) => card.textContent?.startsWith('heritage'))).toBe(true);
  });

  test('发布: back up, publish, then roll back; the history shows all three', async () => {
    await open(KANA, '/creator/packages/pkg-5?tab=release');
    const backup = await screen.findByRole('region', { name: '备份' });
    const tag = within(backup).getByRole('textbox', { name: '备份名称' });
    await userEvent.clear(tag);
    await userEvent.type(tag, '第四版');
    await userEvent.click(within(backup).getByRole('button', { name: '立即备份' }));
    expect(await screen.findByText('已备份「第四版」', {}, { timeout: 8000 })).toBeTruthy();
    await userEvent.click(within(section('发布')).getByRole('button', { name: '发布备份「第四版」为新版本' }));
    expect(await screen.findByText(/已发布 v4/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /N2 核心语法/ })).toBeTruthy();
    const backupRow = within(screen.getByRole('list', { name: '历史' }))
      .getAllByRole('listitem')
      .find((row) => row.textContent?.includes('调整排版'))!;
    await userEvent.click(within(backupRow).getByRole('button', { name: '回滚' }));
    const confirm = await screen.findByRole('dialog', { name: '回滚' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确认回滚' }));
    expect(await screen.findByText(/已回滚/)).toBeTruthy();
    const actions = history()
      .slice(0, 3)
      .map((row) => row?.slice(0, 2));
    expect(actions).toEqual(['回滚', '发布', '备份']);
  });

  test('发布: a stale check_version gives the conflict, naming who changed what; 继续备份 backs up over it', async () => {
    await open(KANA, '/creator/packages/pkg-4?tab=release');
    await screen.findByRole('region', { name: '备份' });
    // Meanwhile, in another tab: a deck renamed.
    const { items } = await api.apkg.listDecks({ path: { package_uuid: 'pkg-4' } });
    await api.apkg.updateDeck({ path: { package_uuid: 'pkg-4', deck_id: items[0]!.deck_id }, body: { name: '清音' } });
    await userEvent.click(screen.getByRole('button', { name: '立即备份' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toContain('卡包在你打开后又被修改过');
    expect(conflict.textContent).toContain('日语角 的修改');
    expect(conflict.textContent).toContain('清音');
    await userEvent.click(within(conflict).getByRole('button', { name: '包含这些修改，继续备份' }));
    expect(await screen.findByText(/已备份/, {}, { timeout: 8000 })).toBeTruthy();
  });

  test('删除卡包: refused with the reason when a book is on sale; a draft package goes after its name is typed, back to the list', async () => {
    await open(KANA, '/creator/packages/pkg-4?tab=release');
    const danger = await screen.findByRole('region', { name: '删除卡包' });
    expect(danger.textContent).toContain('卡包已生成书籍《日语五十音入门》并已上架，不能删除');
    expect(within(danger).queryByRole('button')).toBeNull();
    cleanup();
    const { router } = await open(KANA, '/creator/packages/pkg-draft-4?tab=release');
    await userEvent.click(await within(await screen.findByRole('region', { name: '删除卡包' })).findByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: '删除卡包' });
    const confirm = within(dialog).getByRole('button', { name: '永久删除' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '卡包名称' }), '日语角');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '卡包名称' }), '的新卡包');
    await userEvent.click(confirm);
    // The package is gone: its screen gives way to the list, which no longer holds it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/packages'));
    expect(await screen.findByRole('list', { name: '我的卡包列表' })).toBeTruthy();
    expect(screen.queryByText('日语角的新卡包')).toBeNull();
    expect(demoStore.read().packages.some((p) => p.package_uuid === 'pkg-draft-4')).toBe(false);
  });

  test('生成书籍 makes one draft in 我的作品, however often it is tapped', async () => {
    const { router } = await open(LIN, '/creator/packages/pkg-draft-1');
    await userEvent.click(screen.getByRole('button', { name: '生成书籍' }));
    const dialog = await screen.findByRole('dialog', { name: '从卡包生成书籍' });
    const make = within(dialog).getByRole('button', { name: '生成书籍' });
    await userEvent.dblClick(make);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/books'));
    const made = demoStore.read().ugc_books.filter((b) => b.title === '林老师的新卡包');
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('DRAFT');
  });
});
