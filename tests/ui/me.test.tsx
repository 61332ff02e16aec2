// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clientStore, envFacts } from '../../src/routes/app';
import { accountView } from '../../src/routes/auth';
import { page } from '../../src/services/platform';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

// Lazy routes and the sign-in layer load on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

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

describe('issue 39: /me/accounts 账号与安全 and 注销账号', { timeout: 30_000 }, () => {
  test('the bound methods: the phone masked, WeChat and QQ; unbinding asks first, then sends DELETE', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me/accounts');
    const methods = within(await screen.findByRole('region', { name: '登录方式' }));
    expect(methods.getByText('138****0888')).toBeTruthy();
    await userEvent.click(methods.getAllByRole('button', { name: '解绑' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: '解绑微信' }));
    expect(demoStore.read().users.find((u) => u.phone === '13800000888')!.open_id).not.toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '确定解绑' }));
    await waitFor(() => expect(demoStore.read().users.find((u) => u.phone === '13800000888')!.open_id).toBeNull());
    await waitFor(() => expect(methods.getAllByRole('button', { name: '解绑' })).toHaveLength(1));
  });

  test('a phone-only account offers nothing to unbind: the last way in stays', async () => {
    await signInOnDemo('13900000396');
    renderRoute('/me/accounts');
    await screen.findByText('139****0396');
    expect(screen.queryByRole('button', { name: '解绑' })).toBeNull();
  });

  test('注销账号 says what is lost before anything is sent, and 取消 goes back', async () => {
    await signInOnDemo('13800000888');
    const { router } = renderRoute('/me/accounts/delete');
    expect(await screen.findByText(/^剩余 \d+ 天VIP会员$/)).toBeTruthy();
    expect(screen.getByText('已购买和租用的书籍，以及学习记录')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/accounts'));
    expect(demoStore.read().users.some((u) => u.phone === '13800000888')).toBe(true);
  });

  test('deletion: SMS code to the bound phone, 验证, 确认注销, then 账号已注销 and signed out', async () => {
    await signInOnDemo('13900000397');
    renderRoute('/me/accounts/delete');
    await userEvent.click(await screen.findByRole('button', { name: '下一步：验证手机号' }));
    expect(screen.getByText('验证码将发送至 +86 139****0397')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(demoStore.read().sms['13900000397']).toBeDefined());
    await userEvent.type(screen.getByLabelText('验证码'), demoStore.read().sms['13900000397']!.code);
    await userEvent.click(screen.getByRole('button', { name: '验证' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('heading', { name: '账号已注销' })).toBeTruthy();
    expect(clientStore.get().token).toBe('');
    expect(demoStore.read().users.some((u) => u.phone === '13900000397')).toBe(false);
  });

  test('signed out, 账号与安全 opens the sign-in sheet first', async () => {
    renderRoute('/me/accounts');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

/** Signed in on the demo and in the app's one sign-in state, which an earlier test here may have signed out. */
async function signInEverywhere(phone: string) {
  const token = await signInOnDemo(phone);
  (await import('../../src/routes/auth/session')).authActor.send({ type: 'token.set', token });
}

describe('issue 39: 修改昵称 on /me', { timeout: 30_000 }, () => {
  test('emoji are stripped and the name trimmed; the new name shows on /me and in the sign-in state at once', async () => {
    await signInEverywhere('13900000390');
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '修改昵称' }));
    const field = await screen.findByRole('textbox', { name: /昵称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '  小花😀\uE000同学 ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '小花同学' })).toBeTruthy();
    expect(demoStore.read().users.find((u) => u.phone === '13900000390')!.nickname).toBe('小花同学');
    await waitFor(() => expect(accountView.get()).toMatchObject({ kind: 'user', nickname: '小花同学' }));
  });

  test('empty (or emoji only) and over 20 characters get a clear message, and nothing is sent', async () => {
    await signInEverywhere('13900000389');
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '修改昵称' }));
    const field = await screen.findByRole('textbox', { name: /昵称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '😀😀');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称（表情符号不计入）')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '一二三四五六七八九十一二三四五六七八九十一');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称最多 20 个字')).toBeTruthy();
    expect(demoStore.read().users.find((u) => u.phone === '13900000389')!.nickname).toBe('花友0389');
  });
});
