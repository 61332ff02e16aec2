// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { clientStore } from '../../src/routes/app';
import { demoStore, renderRoute, signInOnDemo } from './render';

afterEach(() => {
  cleanup();
  clientStore.update({ token: '', userInfo: undefined });
});

describe('issue: /u/:uid, the user page', () => {
  test('by user id: avatar, nickname, hua id, bio, followers and their books, filtered by category', async () => {
    renderRoute('/u/900001');
    expect(await screen.findByRole('heading', { name: '林老师' })).toBeTruthy();
    expect(screen.getByText('花号 8800001 · 2318 粉丝')).toBeTruthy();
    expect(screen.getByText('英语教研十年，专注词汇记忆')).toBeTruthy();
    const books = screen.getByRole('region', { name: 'TA的书' });
    const all = await within(books).findAllByRole('link');
    const filters = within(books).getByRole('group', { name: '按分类查看' });
    const [, firstCategory] = within(filters).getAllByRole('button');
    await userEvent.click(firstCategory!);
    expect(firstCategory!.getAttribute('aria-pressed')).toBe('true');
    const count = Number(/\d+$/.exec(firstCategory!.textContent ?? '')![0]);
    expect(within(books).getAllByRole('link')).toHaveLength(count);
    expect(count).toBeLessThanOrEqual(all.length);
  });

  test('by hua id after an h or H: the same page', async () => {
    renderRoute('/u/H8800003');
    expect(await screen.findByRole('heading', { name: '历史迷阿树' })).toBeTruthy();
  });

  test('a garbled or unknown id is 用户不存在 with a way home', async () => {
    for (const path of ['/u/abc', '/u/123']) {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: '用户不存在' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
      cleanup();
    }
  });

  test('关注 while signed in: 已关注 and one more follower; 已关注 asks first, then 不再关注 unfollows', async () => {
    await signInOnDemo('13912340041');
    renderRoute('/u/900004');
    await userEvent.click(await screen.findByRole('button', { name: '关注' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy();
    expect(screen.getByText('花号 8800004 · 431 粉丝')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '已关注' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByText('花号 8800004 · 431 粉丝')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '已关注' }));
    expect(screen.getByRole('group', { name: '不再关注日语角？' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '不再关注' }));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
    expect(screen.getByText('花号 8800004 · 430 粉丝')).toBeTruthy();
  });

  test('on my own page there is nothing to follow', async () => {
    await signInOnDemo('13912340042');
    const me = demoStore.read().users.find((u) => u.phone === '13912340042')!;
    clientStore.update({ userInfo: { user_id: me.user_id, nickname: me.nickname } });
    renderRoute(`/u/${me.user_id}`);
    expect(await screen.findByRole('heading', { name: me.nickname })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关注' })).toBeNull();
    expect(await screen.findByText('TA还没有发布书籍')).toBeTruthy();
  });
});

describe('issue: /book/:bookId/u/:uid, the sharer’s page', () => {
  test('"<nickname> 推荐你读" above the book', async () => {
    renderRoute('/book/1/u/900003');
    expect(await screen.findByText('历史迷阿树 推荐你读')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '四级核心词汇' })).toBeTruthy();
  });

  test('an unknown sharer still shows the book, without a banner', async () => {
    renderRoute('/book/1/u/123');
    expect(await screen.findByRole('heading', { name: '四级核心词汇' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: '好友推荐' })).toBeNull();
  });
});
