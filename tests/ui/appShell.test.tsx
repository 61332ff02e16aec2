// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clientStore } from '../../src/routes/app';
import { RECORD_KEY } from '../../src/services/clientRecord';
import { page } from '../../src/services/platform';
import { demoStore, renderRoute, signInOnDemo } from './render';

let reload: ReturnType<typeof vi.fn<() => void>>;
let signedIn = '';
beforeEach(async () => {
  reload = vi.fn<() => void>();
  vi.spyOn(page, 'reload').mockImplementation(reload);
  signedIn = await signInOnDemo();
  clientStore.update({ userInfo: { user_id: 1, nickname: '小明' } });
});
afterEach(cleanup);

async function renderHome() {
  renderRoute('/');
  await screen.findByText('开通VIP会员');
  return screen.getByRole('button', { name: '隐藏的退出登录区域' });
}

/** The panel's chunk loads on the first F1 or corner taps; compiling it under vitest may take longer than a second. */
const PANEL_LOAD = { timeout: 5000 };

/** Press F1 until the panel shows. */
async function openDebugPanelWithF1() {
  await waitFor(() => {
    fireEvent.keyDown(window, { key: 'F1' });
    expect(screen.getByText('接口环境')).toBeTruthy();
  }, PANEL_LOAD);
}

describe('spec §2 hidden logout area', () => {
  test('turns grey from the 2nd tap', async () => {
    const area = await renderHome();
    fireEvent.click(area);
    expect(area.style.background).toBe('transparent');
    fireEvent.click(area);
    expect(area.getAttribute('data-taps')).toBe('2');
    expect(area.style.background).toContain('gray');
  });

  test('the 5th quick tap clears the token and user info and reloads', async () => {
    const area = await renderHome();
    for (let i = 0; i < 4; i++) fireEvent.click(area);
    expect(clientStore.get().token).toBe(signedIn);
    fireEvent.click(area);
    expect(clientStore.get()).toMatchObject({ token: '', userInfo: undefined });
    expect(JSON.parse(localStorage.getItem(RECORD_KEY)!).token).toBe('');
    expect(reload).toHaveBeenCalledOnce();
  });

  test('taps with gaps over 200 ms start again and log nobody out', async () => {
    const area = await renderHome();
    const now = vi.spyOn(Date, 'now');
    let t = 1_000;
    now.mockImplementation(() => t);
    for (let i = 0; i < 6; i++) {
      fireEvent.click(area);
      t += 250;
    }
    expect(clientStore.get().token).toBe(signedIn);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a visible 退出登录 in the account area (spec §4 logout)', () => {
  test('a signed-in user taps 退出登录: the server forgets the token, token and user info are cleared, the page reloads', async () => {
    await renderHome();
    // The home paints before the sign-in layer (a lazy chunk, compiled on first use here) has read my_info.
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(clientStore.get()).toMatchObject({ token: '', userInfo: undefined });
    expect(Object.keys(demoStore.read().tokens)).not.toContain(signedIn.replace(/^Bearer /, ''));
    expect(screen.getByRole('button', { name: '隐藏的退出登录区域' })).toBeTruthy();
  });
});

describe('spec §2 debug panel (non-production builds)', () => {
  test('opens on F1 and shows the API environment, the version and the browser kind', async () => {
    await renderHome();
    await openDebugPanelWithF1();
    expect(screen.getByText('调试面板')).toBeTruthy();
    expect(screen.getByText(__GIT_COMMIT__)).toBeTruthy();
    expect(screen.getByText('普通浏览器')).toBeTruthy();
  });

  test('opens on three quick taps at the top-right corner, and not on taps elsewhere', async () => {
    await renderHome();
    const tapAt = (clientX: number, clientY: number) => fireEvent.click(document.body, { clientX, clientY });
    await waitFor(() => {
      for (let i = 0; i < 3; i++) tapAt(window.innerWidth - 10, 10);
      expect(screen.getByText('接口环境')).toBeTruthy();
    }, PANEL_LOAD);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('接口环境')).toBeNull());
    for (let i = 0; i < 3; i++) tapAt(200, 300);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('接口环境')).toBeNull();
  });

  test('choosing an environment stores debug.apiEnv and reloads', async () => {
    await renderHome();
    await openDebugPanelWithF1();
    await userEvent.click(await screen.findByText('正式环境 prod'));
    expect(JSON.parse(localStorage.getItem(RECORD_KEY)!).debug.apiEnv).toBe('prod');
    expect(reload).toHaveBeenCalledOnce();
    clientStore.update({ debug: { apiEnv: 'staging' } });
  });
});
