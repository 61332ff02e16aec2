// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { clientStore, envFacts } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

const LIN = AUTHOR_PHONES['900001']!;
const ROOTS = '英语词根词缀 300 例';
const LISTENING = '四级听力场景词';
const WRITING = '雅思写作高分句型';

/** The shelf as a screen reader hears it: each row's name, in order. */
const shelf = () =>
  within(screen.getByRole('list', { name: '我的作品列表' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

async function openShelf() {
  await signInOnDemo(LIN);
  const rendered = renderRoute('/creator/books');
  await screen.findByRole('list', { name: '我的作品列表' });
  return rendered;
}

describe('issue 创作者中心 我的作品 (/creator/books)', () => {
  test('林老师 sees his three books in his order with their status; the one under review offers no 修改 or 删除', async () => {
    await openShelf();
    expect(shelf()).toEqual([
      `第 1 本：《${ROOTS}》，草稿`,
      `第 2 本：《${LISTENING}》，审核中`,
      `第 3 本：《${WRITING}》，已上架`,
    ]);
    expect(screen.getByRole('button', { name: `修改《${ROOTS}》` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `修改《${LISTENING}》` })).toBeNull();
    expect(screen.queryByRole('button', { name: `删除《${LISTENING}》` })).toBeNull();
    expect(screen.getByText('审核中，结果出来前不能修改或删除')).toBeTruthy();
  });

  test('the 创作者中心 leads to 我的作品 and says how many books are under review', async () => {
    await signInOnDemo(LIN);
    const { router } = renderRoute('/creator');
    const entries = await screen.findByRole('navigation', { name: '创作者中心入口' });
    const entry = await within(entries).findByRole('button', { name: /我的作品.*3 本，1 本审核中/ });
    await userEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/books'));
  });

  test('an edit is checked first (请输入书名, spec §5 emoji stripped), then saved and shown', async () => {
    await openShelf();
    await userEvent.click(screen.getByRole('button', { name: `修改《${ROOTS}》` }));
    const title = screen.getByRole('textbox', { name: '书名' });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入书名')).toBeTruthy();
    await userEvent.type(title, '词根词缀精讲🌱');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shelf()[0]).toBe('第 1 本：《词根词缀精讲》，草稿'));
    expect(screen.getByRole('status').textContent).toBe('《词根词缀精讲》已保存');
    expect(demoStore.read().ugc_books.find((b) => b.ugc_book_id === '8100001')?.title).toBe('词根词缀精讲');
  });

  test('下移 and 上移 name their book, swap it with its neighbour, keep focus on the moved book and announce where it is', async () => {
    await openShelf();
    const down = screen.getByRole('button', { name: `下移《${ROOTS}》` });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shelf()[1]).toBe(`第 2 本：《${ROOTS}》，草稿`));
    expect(shelf()[0]).toBe(`第 1 本：《${LISTENING}》，审核中`);
    expect(screen.getByRole('status').textContent).toBe(`《${ROOTS}》已下移，现在是第 2 本`);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `下移《${ROOTS}》` })));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shelf()[2]).toBe(`第 3 本：《${ROOTS}》，草稿`));
    // At the end 下移 is off, so focus moves to the same book's 上移.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `上移《${ROOTS}》` })));
    expect((screen.getByRole('button', { name: `下移《${ROOTS}》` }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('提交审核 puts the book under review: it shows 审核中 and offers neither 修改, 提交审核 nor 删除', async () => {
    await openShelf();
    await userEvent.click(screen.getByRole('button', { name: `提交审核《${ROOTS}》` }));
    await waitFor(() => expect(shelf()[0]).toBe(`第 1 本：《${ROOTS}》，审核中`));
    expect(screen.queryByRole('button', { name: `修改《${ROOTS}》` })).toBeNull();
    expect(screen.queryByRole('button', { name: `提交审核《${ROOTS}》` })).toBeNull();
    expect(screen.queryByRole('button', { name: `删除《${ROOTS}》` })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(`《${ROOTS}》已提交审核，审核中不能修改`);
  });

  test('删除 asks first: 再想想 keeps the book; 确定删除 removes it from the shelf and the demo', async () => {
    await openShelf();
    await userEvent.click(screen.getByRole('button', { name: `删除《${WRITING}》` }));
    const dialog = await screen.findByRole('group', { name: '删除作品' });
    expect(within(dialog).getByText(`确定删除《${WRITING}》吗？删除后不能恢复。`)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '再想想' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '删除作品' })).toBeNull());
    expect(shelf()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: `删除《${WRITING}》` }));
    await userEvent.click(
      within(await screen.findByRole('group', { name: '删除作品' })).getByRole('button', { name: '确定删除' }),
    );
    await waitFor(() => expect(shelf()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: '共 2 本作品' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`《${WRITING}》已删除`);
    expect(demoStore.read().ugc_books.find((b) => b.ugc_book_id === '8100003')?.deleted_at).toBeTypeOf('number');
  });

  test('a refused change shows the backend’s reason on the book and keeps it', async () => {
    await openShelf();
    server.use(
      http.post(`${envFacts.apiURL}/ugc/v1/books/8100001/review`, () =>
        jsonResponse({ code: 500, message: '审核服务暂时不可用' }, 500),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: `提交审核《${ROOTS}》` }));
    expect((await screen.findByRole('alert')).textContent).toBe('审核服务暂时不可用');
    expect(shelf()[0]).toBe(`第 1 本：《${ROOTS}》，草稿`);
  });

  test('an author with no books of their own reads 还没有作品', async () => {
    await signInOnDemo(AUTHOR_PHONES['900004']);
    renderRoute('/creator/books');
    expect(await screen.findByRole('heading', { name: '还没有作品' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '打开App开始创作' })).toBeTruthy();
  });

  test('a server error shows 作品加载失败 with 重试, which loads the shelf', async () => {
    await signInOnDemo(LIN);
    server.use(
      http.post(
        `${envFacts.apiURL}/ugc/v1/books/page`,
        () => jsonResponse({ code: 500, message: '服务器开小差了' }, 500),
        {
          once: true,
        },
      ),
    );
    renderRoute('/creator/books');
    expect(await screen.findByRole('heading', { name: '作品加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '我的作品列表' })).toBeTruthy();
  });

  test('not approved creators see the application status instead', async () => {
    await signInOnDemo('13912340082');
    const { router } = renderRoute('/creator/books');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/apply-status'));
  });

  test('signed out, closing the sign-in sheet says 登录后查看我的作品', async () => {
    const { authActor } = await import('../../src/routes/auth/session');
    authActor.send({ type: 'logout' });
    renderRoute('/creator/books');
    await waitFor(() => expect(authActor.getSnapshot().can({ type: 'dialog.close' })).toBe(true));
    authActor.send({ type: 'dialog.close' });
    expect(await screen.findByRole('heading', { name: '登录后查看我的作品' })).toBeTruthy();
  });
});
