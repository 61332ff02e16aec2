import { notifications } from '@mantine/notifications';
import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse } from 'msw';
import type { DemoAnswer } from './beacons';
import { demoSettings, demoStore } from './browserStore';
import { createDemoHandlers } from './handlers';
import type { DemoSms } from './state';
import { announceRequest } from './requestEvents';
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
function dismissSms() {
  for (const id of smsShown) notifications.hide(id);
}

/** A demo worker that an earlier version registered would still sit in front of every request: it goes. */
function removeEarlierWorker() {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => {});
}

/**
 * Starts the demo backend, which the app does with its first API request: msw's handlers answer the API base's
 * requests in the page, so they never reach the network; everything else (scripts, styles, images) loads as it would
 * in production. It needs no service worker, and so runs from a plain-http address too (a phone on the LAN). Returns
 * its answer for the beacons held until then (demo/beacons.ts); when a tester turns it off, none, and requests go to
 * the real (unreachable) backend.
 */
export function startDemoBackend({
  apiBase,
  mediaBase,
  isWeChatLike,
  landingUrl,
  onLoginSheetClosed,
}: {
  apiBase: string;
  /** Where the app reads package media (env ossURL). */
  mediaBase: string;
  isWeChatLike: boolean;
  landingUrl: string;
  /** The app's hook for the login sheet's closing (main.tsx gives it). */
  onLoginSheetClosed: (listener: () => void) => Promise<void>;
}): DemoAnswer {
  removeEarlierWorker();
  if (!demoSettings.get().enabled) return undefined;
  const handlers = createDemoHandlers({
    store: demoStore,
    base: apiBase,
    mediaBase,
    settings: demoSettings.get,
    onSms: showSms,
  });
  const answer = async (request: Request) => {
    if (request.url.startsWith(apiBase)) await announceRequest(request);
    return getResponse(handlers, request);
  };
  // Uploads that report their progress go by XMLHttpRequest: the demo answers those too.
  const interceptor = new BatchInterceptor({
    name: 'demo-backend',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  interceptor.on('request', async ({ request, controller }) => {
    const response = await answer(request);
    if (response) controller.respondWith(response);
  });
  interceptor.apply();
  if (isWeChatLike) installWeixinBridge(landingUrl);
  onLoginSheetClosed(dismissSms).catch(console.error);
  return answer;
}
