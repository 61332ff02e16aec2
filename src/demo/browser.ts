import { notifications } from '@mantine/notifications';
import { setupWorker } from 'msw/browser';
import { demoSettings, demoStore } from './browserStore';
import { createDemoHandlers } from './handlers';
import type { DemoSms } from './state';
import { installWeixinBridge } from './weixinBridge';

const SMS_SHOWN_MS = 12_000;
/** The simulated SMS on screen, which go when the login sheet closes. */
const smsShown = new Set<string>();

function showSms(sms: DemoSms) {
  const id = `sms-${sms.sent_at}`;
  smsShown.add(id);
  notifications.show({
    id,
    onClose: () => smsShown.delete(id),
    title: `短信 · ${sms.phone.replace(/(\d{3})\d{4}(\d{4})/, '$1****$2')}`,
    message: sms.text,
    autoClose: SMS_SHOWN_MS,
    color: 'teal',
    withBorder: true,
    closeButtonProps: { 'aria-label': '关闭短信' },
  });
}

/** The simulated SMS belongs to the login sheet: it is dismissed with it, and does not follow the user around. */
async function dismissSmsWithSheet() {
  const [{ authActor }, { authView }] = await Promise.all([
    import('../routes/auth/session'),
    import('../machines/auth.view'),
  ]);
  let open = authView(authActor.getSnapshot()).dialogOpen;
  authActor.subscribe((snapshot) => {
    const nowOpen = authView(snapshot).dialogOpen;
    if (open && !nowOpen) for (const id of smsShown) notifications.hide(id);
    open = nowOpen;
  });
}

/** msw checks its worker for updates without handling a failed check (say, when the page leaves mid-check). */
function quietWorkerUpdates() {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    return update.call(this).catch((error: unknown) => console.warn('演示后端：service worker 更新检查失败', error));
  } as typeof update;
}

/**
 * Starts the demo backend before the app renders: msw in a service worker answers the API base.
 * When a tester turns it off, requests go to the real (unreachable) backend.
 */
export async function startDemoBackend({
  apiBase,
  isWeChatLike,
  landingUrl,
}: {
  apiBase: string;
  isWeChatLike: boolean;
  landingUrl: string;
}): Promise<void> {
  if (!demoSettings.get().enabled) return;
  if (!window.isSecureContext || !('serviceWorker' in navigator)) {
    console.warn('演示后端需要 service worker：请用 localhost、127.0.0.1 或 https 打开');
    return;
  }
  quietWorkerUpdates();
  const worker = setupWorker(
    ...createDemoHandlers({ store: demoStore, base: apiBase, settings: demoSettings.get, onSms: showSms }),
  );
  try {
    await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  } catch (error) {
    console.error('演示后端启动失败', error);
    return;
  }
  if (isWeChatLike) installWeixinBridge(landingUrl);
  void dismissSmsWithSheet();
}
