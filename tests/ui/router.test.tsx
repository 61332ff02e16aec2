// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { lazyScreen, PRELOAD_ERROR_EVENT } from '../../src/routes/shell/lazyScreen';
import RouteError from '../../src/routes/shell/RouteError';
import { PageSkeleton } from '../../src/ui/shell/RouteProgress';
import { routes, stripAlipayQuery } from '../../src/routes/routeTable';
import type { LoaderFunctionArgs } from 'react-router';
import { page } from '../../src/services/platform';
import { renderRoute } from './render';
import { connectToastSink, type Toast } from '../../src/services/toast';
import { OAUTH_CALLBACK_ROUTES, SCREEN_ROUTES, SPEC_ROUTES } from '../fixtures/specRoutes';

afterEach(cleanup);

describe('spec §2 route table', () => {
  test.each(SCREEN_ROUTES)('%s shows its screen, %s', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect(screen.queryByText('页面不存在')).toBeNull();
    await waitFor(() => expect(document.title).toBe(title === '花卡记忆' ? title : `${title} - 花卡记忆`));
  });

  test.each(OAUTH_CALLBACK_ROUTES)('%s without a trusted code goes home and says %s', async (path, failure) => {
    const toasts: Toast[] = [];
    const disconnect = connectToastSink((t) => toasts.push(t));
    const { router } = renderRoute(`${path}?r=%2Fvip-subscribe`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toasts.map((t) => t.message)).toContain(failure);
    disconnect();
  });

  test('every screen but the home is loaded lazily; the home comes with the first load (DESIGN §9 initial JS for /)', () => {
    const screens = routes.at(-1)!.children![0]!.children!.filter((r) => r.path !== 'page/libraryBook');
    // Beyond spec §2: the 404 page, 我的拼团 (/groupbuy/my, the group-buy issue), 学习统计 (/me/stats), 学习计划, and the
    // 创作者中心's /creator, /creator/orders, /creator/feedback, /creator/books and /me/promotion, and 我的's /me,
    // /me/orders, /me/redeem, /me/accounts, /me/accounts/delete, /me/messages, /me/messages/:letterId and 我的书架
    // (/me/books), and 管理后台's nine (/admin, its reviews, profiles, users, redeem codes, feedback, letters, data
    // recovery and audit log).
    expect(screens.length).toBe(SPEC_ROUTES.length + 34);
    for (const route of screens.filter((r) => !r.index)) expect(route.lazy, route.path).toBeTypeOf('function');
    const home = screens.find((r) => r.index)!;
    expect(home.lazy).toBeUndefined();
    expect(home.Component).toBeTypeOf('function');
  });

  test('any other path shows a Chinese 404 with a way home', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在', level: 2 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('/page/libraryBook redirects to /sale/cm', async () => {
    const { router } = renderRoute('/page/libraryBook');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/cm'));
    expect(await screen.findByRole('heading', { name: '书库', level: 1 })).toBeTruthy();
  });

  test('no route shows a 即将开放 placeholder: the last one, /czyBinding, asks a signed-out visitor to sign in', async () => {
    renderRoute('/czyBinding');
    expect(await screen.findByRole('heading', { name: '账号绑定', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '登录后绑定微信' })).toBeTruthy();
    expect(screen.queryByText('即将开放')).toBeNull();
  });

  test('the route table gives React Router no reason to warn (an empty leaf route, a missing HydrateFallback)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { router } = renderRoute('/page/libraryBook');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sale/cm'));
      await screen.findByRole('heading', { name: '书库', level: 1 });
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  test('a query with method=alipay is replaced by the same path without the query', async () => {
    const { router } = renderRoute('/vip-order/9?method=alipay&out_trade_no=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip-order/9'));
    expect(router.state.location.search).toBe('');
    await router.navigate('/pc?method=alipay');
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/pc', search: '' }));
  });

  test.each([
    ['/vip-subscribe?method=alipay', '/vip-subscribe'],
    ['//evil.example/?method=alipay', '/'],
    ['/\\evil.example?method=alipay', '/'],
    ['/.//evil.example?method=alipay', '/'],
    ['/%2F%2Fevil.example?method=alipay', '/'],
  ])('the method=alipay strip of %s stays on this site: %s', (path, expected) => {
    let thrown: unknown;
    try {
      stripAlipayQuery({ request: new Request(`https://h5.example${path}`) } as LoaderFunctionArgs);
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(expected);
  });

  test('other queries are kept', async () => {
    const { router } = renderRoute('/vip-order/9?method=wx');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.search).toBe('?method=wx');
  });
});

describe('spec §7 a failed route-module preload', () => {
  test('raises the preload-error event, rethrows, and shows 页面加载失败 with a retry', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    renderRoute('/', [
      {
        path: '/',
        ErrorBoundary: RouteError,
        HydrateFallback: PageSkeleton,
        lazy: lazyScreen(() => Promise.reject(failure)),
      },
    ]);

    expect(await screen.findByRole('heading', { name: '页面加载失败', level: 2 })).toBeTruthy();
    expect(events).toEqual([{ cause: failure, what: 'screen' }]);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledOnce();
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });
});
