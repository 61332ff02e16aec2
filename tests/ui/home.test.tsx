// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PERSONA } from '../../src/demo/personas';
import { clientStore } from '../../src/routes/app';
import { HomeRecommendsSection, type HomeRecommends } from '../../src/ui/home/HomeRecommends';
import { HomeView } from '../../src/ui/home/HomeView';
import { renderRoute, renderUi, signInOnDemo } from './render';

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

const BOOK = {
  href: '/book/BK123',
  title: '四级核心词汇',
  author: '花友0888',
  cover: '',
  meta: '1200张卡片',
  price: '¥9.90',
  badge: null,
};

function home(props: Partial<ComponentProps<typeof HomeView>> = {}) {
  const handlers = { onNavigate: vi.fn() };
  renderUi(
    <HomeView
      account={{ kind: 'anonymous', onLogin: () => {} }}
      vip={{ kind: 'offer' }}
      entries={[]}
      links={{ vip: '/vip-subscribe', continue: '/go/landing' }}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

function recommended(recommends: HomeRecommends) {
  const handlers = { onOpenBook: vi.fn(), onMoreBooks: vi.fn(), onSearch: vi.fn(), onRetry: vi.fn() };
  renderUi(<HomeRecommendsSection recommends={recommends} {...handlers} />);
  return handlers;
}

describe('issue: a real home (VIP state, 继续学习, recommended books, shortcuts)', () => {
  test('anonymous users see 登录/注册, which asks to log in', async () => {
    const onLogin = vi.fn();
    home({ account: { kind: 'anonymous', onLogin } });
    await userEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  test('a logged-in user sees the nickname and an avatar falling back to its first character', () => {
    home({ account: { kind: 'user', nickname: '小明同学' } });
    expect(screen.getByText('小明同学')).toBeTruthy();
    expect(screen.getByText('小')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
  });

  test('while the account loads a skeleton shows instead', () => {
    home({ account: { kind: 'loading' } });
    expect(screen.getByLabelText('账号加载中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
  });

  test('the VIP banner shows a member’s end date (续费), or the offer', async () => {
    const { onNavigate } = home({ vip: { kind: 'member', endDate: '2027-06-01' } });
    expect(screen.getByText('有效期至 2027-06-01')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'VIP会员' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/vip-subscribe');
    cleanup();
    home();
    expect(screen.getByRole('link', { name: '开通VIP会员' }).getAttribute('href')).toBe('/vip-subscribe');
  });

  test('继续学习 opens the app', async () => {
    const { onNavigate } = home();
    await userEvent.click(screen.getByRole('link', { name: '打开App' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/go/landing');
  });

  test('the banner, 打开App and the shortcuts are real links, which a tap follows before the app has started', () => {
    home({ entries: [{ key: 'library', glyph: '书', title: '书库', href: '/sale/cm' }] });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/vip-subscribe', '/go/landing', '/sale/cm']);
  });

  test('before its data layer loads, the home shows a placeholder block where the books go', () => {
    home();
    expect(screen.getByLabelText('推荐书籍加载中')).toBeTruthy();
  });

  test('recommended books: cards linking to the book, a skeleton while loading, 重试 after a failure', async () => {
    const { onOpenBook } = recommended({ kind: 'ready', books: [BOOK] });
    const section = screen.getByRole('region', { name: '为你推荐' });
    await userEvent.click(within(section).getByRole('link', { name: '四级核心词汇' }));
    expect(onOpenBook).toHaveBeenCalledWith('/book/BK123');
    cleanup();
    recommended({ kind: 'loading' });
    expect(screen.getByLabelText('推荐书籍加载中')).toBeTruthy();
    cleanup();
    const { onRetry } = recommended({ kind: 'failed', error: '网络异常，请稍后重试' });
    expect(screen.getByText('网络异常，请稍后重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('on the demo: the VIP persona sees its VIP end, recommended books, and the shortcuts lead to their screens', async () => {
    await signInOnDemo(PERSONA.vip);
    const { router } = renderRoute('/');
    expect(await screen.findByText(/^有效期至 \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    const section = screen.getByRole('region', { name: '为你推荐' });
    expect((await within(section).findAllByRole('link')).length).toBeGreaterThan(0);
    const shortcuts = screen.getByRole('navigation', { name: '常用功能' });
    await userEvent.click(within(shortcuts).getByRole('link', { name: '联系客服' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/txc/321510'));
  });
});
