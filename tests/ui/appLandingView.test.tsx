// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppLandingView as AppLandingState } from '../../src/machines/appLanding.view';
import { AppLandingView } from '../../src/ui/landing/AppLandingView';
import { renderUi } from './render';

afterEach(cleanup);

const STORES = { ios: '/store/ios', android: '/store/android' };

function show(state: AppLandingState) {
  const events = { onOpenApp: vi.fn(), onOpenStore: vi.fn(), onGuide: vi.fn() };
  renderUi(
    <AppLandingView
      state={state}
      pageUrl="https://m.example/go/landing"
      iconUrl="/i.png"
      storeUrls={STORES}
      {...events}
    />,
  );
  return events;
}

describe('spec §2 /go/landing as each state shows it', () => {
  test('wide screen: a QR code of the page and links to both stores', () => {
    show({ kind: 'qrCode' });
    expect(screen.getByRole('img', { name: '下载页二维码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'App Store 下载' }).getAttribute('href')).toBe('/store/ios');
    expect(screen.getByRole('link', { name: '安卓版下载' }).getAttribute('href')).toBe('/store/android');
  });

  test('trying says it is opening the app and that the store follows without it', () => {
    show({ kind: 'trying' });
    expect(screen.getByRole('status').textContent).toContain('正在打开花卡记忆App…');
    expect(screen.getByText('未安装时将前往应用商店')).toBeTruthy();
  });

  test('back on the page: 打开App and the download of this phone', async () => {
    const events = show({ kind: 'choosing', device: 'ios' });
    await userEvent.click(screen.getByRole('button', { name: '打开App' }));
    await userEvent.click(screen.getByRole('button', { name: 'App Store 下载' }));
    expect(events.onOpenApp).toHaveBeenCalledOnce();
    expect(events.onOpenStore).toHaveBeenCalledOnce();
  });

  test('blocked: the open-in-browser guide; closed, a button opens it again', async () => {
    const events = show({ kind: 'blocked', guideOpen: true, device: 'android' });
    expect(screen.getByRole('dialog', { name: '点击右上角，在浏览器中打开' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(events.onGuide).toHaveBeenLastCalledWith(false);
    cleanup();
    const reopened = show({ kind: 'blocked', guideOpen: false, device: 'android' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '在浏览器中打开' }));
    expect(reopened.onGuide).toHaveBeenLastCalledWith(true);
  });
});
