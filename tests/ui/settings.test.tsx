// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { envFacts } from '../../src/routes/app';
import { remoteConfig } from '../../src/services/remoteConfig';
import { recentSearches } from '../../src/services/recentSearches';
import { clientStore } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInEverywhere } from './render';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('issue 56 /me/settings', () => {
  test('a change is kept on the server; 深色模式 applies at once', async () => {
    const token = await signInEverywhere('13912340071');
    renderRoute('/me/settings');
    const speak = await screen.findByRole('switch', { name: /自动发音/ });
    await waitFor(() => expect(speak).toHaveProperty('disabled', false));
    await userEvent.click(speak);
    await waitFor(() => expect(demoStore.read().preferences).toMatchObject({ [userOf(token)]: { auto_speak: true } }));
    // The controls wait while a change saves: the server may have kept it before its answer is back.
    const dark = screen.getByRole('radio', { name: '深色' });
    await waitFor(() => expect(dark).toHaveProperty('disabled', false));
    await userEvent.click(dark);
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    await waitFor(() =>
      expect(demoStore.read().preferences[userOf(token)]).toMatchObject({ auto_speak: true, color_scheme: 'dark' }),
    );
  });

  test('a change the server refuses goes back, and says why', async () => {
    await signInEverywhere('13912340072');
    server.use(
      http.post(
        `${envFacts.apiURL}/user/v1/preference/:key`,
        () => jsonResponse({ code: 500, message: '服务器繁忙' }, 500),
        {
          once: true,
        },
      ),
    );
    renderRoute('/me/settings');
    const reminder = await screen.findByRole('switch', { name: /学习提醒/ });
    await waitFor(() => expect(reminder).toHaveProperty('disabled', false));
    await userEvent.click(reminder);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('保存失败'));
    await waitFor(() => expect(reminder).toHaveProperty('checked', false));
  });

  test('清除本地数据 asks first, then clears the recent searches and the quote, never the session', async () => {
    const token = await signInEverywhere('13912340073');
    recentSearches.save(['词汇']);
    localStorage.setItem('wap-daily-quote', '{"day":"x"}');
    renderRoute('/me/settings');
    await userEvent.click(await screen.findByRole('button', { name: '清除本地数据' }));
    const dialog = await screen.findByRole('dialog', { name: '清除本地数据？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '清除' }));
    expect(await screen.findByText('本机数据已清除')).toBeTruthy();
    expect(recentSearches.read()).toEqual([]);
    expect(localStorage.getItem('wap-daily-quote')).toBeNull();
    expect(clientStore.get().token).toBe(token);
  });

  test('关于 shows the app’s release from app/v1/info beside the web build', async () => {
    renderRoute('/me/settings');
    expect(await screen.findByText('3.2.0（构建 3200）')).toBeTruthy();
    expect(screen.getByText(envFacts.gitCommit)).toBeTruthy();
    expect(screen.getByText('设置保存在本机，登录后同步到你的账号')).toBeTruthy();
  });
});

const userOf = (token: string) => demoStore.read().tokens[token.replace(/^Bearer /, '')]!.user_id;

describe('issue 56 /me/feedback', () => {
  const words = '卡片预览的发音按钮没有声音';

  test('too few words say so and send nothing; the report is sent once, even on a double tap', async () => {
    renderRoute('/me/feedback?from=/book/BK1');
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请至少写 10 个字，说清楚遇到的问题')).toBeTruthy();
    expect(demoStore.read().problem_reports).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('问题描述'), words);
    await userEvent.dblClick(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('感谢你的反馈')).toBeTruthy();
    expect(demoStore.read().problem_reports).toHaveLength(1);
    expect(demoStore.read().problem_reports[0]).toMatchObject({ content: words, page: '/book/BK1' });
    expect(demoStore.read().problem_reports[0]!.user_agent).toBe(navigator.userAgent);
  });

  test('a failure keeps what was typed, and so does a reload', async () => {
    server.use(
      http.post(
        `${envFacts.apiURL}/app/v1/problem/feedback`,
        () => jsonResponse({ code: 500, message: '服务器繁忙' }, 500),
        {
          once: true,
        },
      ),
    );
    renderRoute('/me/feedback');
    await userEvent.type(await screen.findByLabelText('问题描述'), words);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(/提交失败/)).toBeTruthy();
    expect(screen.getByLabelText('问题描述')).toHaveProperty('value', words);
    cleanup();
    renderRoute('/me/feedback');
    expect(await screen.findByLabelText('问题描述')).toHaveProperty('value', words);
  });
});

describe('issue 56 feature flags pause 拼团 and 充值', () => {
  test('拼团 off: a group’s page says 拼团 is paused and offers no way to join', async () => {
    remoteConfig.setFlag('group_buy', false);
    try {
      renderRoute('/book/1/groupbuy/9001');
      expect(await screen.findByRole('status', { name: '拼团暂停中' })).toBeTruthy();
      expect(await screen.findByText(/还差/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /参团/ })).toBeNull();
    } finally {
      remoteConfig.setFlag('group_buy', true);
    }
  });

  test('充值 off: 钱包 says top-ups are paused and asks for no packs', async () => {
    await signInEverywhere('13912340074');
    remoteConfig.setFlag('wallet_deposit', false);
    try {
      renderRoute('/me/wallet');
      expect(await screen.findByRole('status', { name: '充值暂停中' })).toBeTruthy();
      expect(screen.queryByRole('radiogroup', { name: '充值套餐' })).toBeNull();
    } finally {
      remoteConfig.setFlag('wallet_deposit', true);
    }
  });
});

describe('issue 56 /s/:key', () => {
  test('a short link goes to its page; an unknown or garbage key says 链接已失效; one off the site goes home', async () => {
    demoStore.change((s) => {
      s.short_links.abc123 = { url: `${window.location.origin}/book/BK1`, created_at: 0 };
      s.short_links.evil12 = { url: 'https://evil.example/book/BK1', created_at: 0 };
    });
    const { router } = renderRoute('/s/abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/BK1'));
    cleanup();
    const away = renderRoute('/s/evil12');
    await waitFor(() => expect(away.router.state.location.pathname).toBe('/'));
    cleanup();
    renderRoute('/s/nokey9');
    expect(await screen.findByText('链接已失效')).toBeTruthy();
    cleanup();
    renderRoute('/s/%3Cscript%3E');
    expect(await screen.findByText('链接已失效')).toBeTruthy();
  });
});
