// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clientStore, envFacts } from '../../src/routes/app';
import { page } from '../../src/services/platform';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clientStore.update({ token: '' });
});

describe('issue 39: /me 我的', () => {
  test('a signed-out visitor sees 登录/注册 and nothing private: no entries, no 退出登录', async () => {
    renderRoute('/me');
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '我的服务' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  test('signed in: avatar, nickname, 花号 and VIP standing, with the entries to each screen', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me');
    expect(await screen.findByRole('heading', { name: '花友0888' })).toBeTruthy();
    expect(screen.getByText('花号 888888')).toBeTruthy();
    expect(screen.getByText(/^VIP 有效期至 \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    const entries = within(screen.getByRole('navigation', { name: '我的服务' }));
    expect(entries.getByRole('button', { name: /我的拼团/ })).toBeTruthy();
  });

  test('a learner who never bought VIP reads 还不是VIP会员', async () => {
    await signInOnDemo('13900000391');
    renderRoute('/me');
    expect(await screen.findByText('还不是VIP会员')).toBeTruthy();
  });

  test('退出登录 revokes the token on the server, then clears the session and reloads', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const token = await signInOnDemo('13900000392');
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(clientStore.get().token).toBe('');
    expect(demoStore.read().tokens[token.replace(/^Bearer /, '')]).toBeUndefined();
  });

  test('退出登录 clears the session even when the revoke call fails', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await signInOnDemo('13900000393');
    renderRoute('/me');
    await screen.findByRole('heading', { name: '花友0393' });
    server.use(http.post(`${envFacts.apiURL}/auth/v1/signin/revoke`, () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(clientStore.get().token).toBe('');
  });

  test('my_info failing shows the reason with 重试, and 重试 loads the page', async () => {
    await signInOnDemo('13900000394');
    server.use(
      http.get(
        `${envFacts.apiURL}/auth/v1/my_info`,
        () => HttpResponse.json({ code: 500, message: '服务繁忙' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '花友0394' })).toBeTruthy();
  });
});
