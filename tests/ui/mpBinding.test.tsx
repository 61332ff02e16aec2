// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { clientStore } from '../../src/routes/app';
import { demoStore, renderRoute, signInOnDemo } from './render';

const OPEN_ID = 'o_demo_wechat_1';

afterEach(() => {
  cleanup();
  clientStore.update({ token: '', openID: '' });
});

describe('issue: /czyBinding, binding the official account to the signed-in account', () => {
  test('outside WeChat (no open id) it says to open the page in WeChat', async () => {
    await signInOnDemo('13912340081');
    renderRoute('/czyBinding');
    expect(await screen.findByRole('heading', { name: '请在微信中打开' })).toBeTruthy();
  });

  test('bind, then 解除绑定 asks first: 再想想 keeps it, 确定解除 unbinds', async () => {
    await signInOnDemo('13912340082');
    clientStore.update({ openID: OPEN_ID });
    renderRoute('/czyBinding');
    await userEvent.click(await screen.findByRole('button', { name: '绑定' }));
    expect(await screen.findByRole('heading', { name: '已绑定' })).toBeTruthy();
    expect(demoStore.read().mp_bindings.map((b) => b.open_id)).toEqual([OPEN_ID]);
    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await userEvent.click(await screen.findByRole('button', { name: '再想想' }));
    expect(demoStore.read().mp_bindings).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定解除' }));
    expect(await screen.findByRole('heading', { name: '绑定微信' })).toBeTruthy();
    expect(demoStore.read().mp_bindings).toEqual([]);
  });

  test('a WeChat bound to another account, and an account bound to another WeChat, each say so', async () => {
    await signInOnDemo('13912340083');
    clientStore.update({ openID: OPEN_ID });
    demoStore.change((state) => {
      state.mp_bindings.push({ user_id: 'someone-else', open_id: OPEN_ID, bound_at: 0 });
    });
    renderRoute('/czyBinding');
    expect(await screen.findByRole('heading', { name: '这个微信已绑定其他账号' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '绑定' })).toBeNull();
    cleanup();
    demoStore.change((state) => {
      const me = state.users.find((u) => u.phone === '13912340083')!;
      state.mp_bindings = [{ user_id: me.user_id, open_id: 'o_other', bound_at: 0 }];
    });
    renderRoute('/czyBinding');
    expect(await screen.findByRole('heading', { name: '你的账号已绑定其他微信' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '解除原绑定' })).toBeTruthy();
  });
});
