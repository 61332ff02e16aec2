import { createClientStore } from '../services/clientRecord';
import { backendConfigFromVite, resolveEnv } from '../services/env';
import { createHttpClient } from '../services/http/client';
import { createPendingOrderStore } from '../services/pendingOrder';
import { page } from '../services/platform';
import { createReporter } from '../services/reporter';
import { createTabStorage } from '../services/tabStorage';
import { NETWORK_TOAST_MS, toast } from '../services/toast';
import { STORAGE_REFUSED_TEXT } from '../ui/shell/toastCopy';

let storageRefusalSaid = false;

/**
 * The app's own keys: a write the browser refuses (private mode, a full phone) is kept for this tab, and said once,
 * so the session and a pending order still carry a cashier trip.
 */
const appStorage = createTabStorage(
  () => window.localStorage,
  () => window.sessionStorage,
  () => {
    if (storageRefusalSaid) return;
    storageRefusalSaid = true;
    // The first refusal comes as this module loads, before main.tsx has connected the toasts.
    setTimeout(() => toast(STORAGE_REFUSED_TEXT, { tone: 'error', durationMs: NETWORK_TOAST_MS }));
  },
);

/** The composition root: one instance of each service for the running page. */
export const clientStore = createClientStore(appStorage);

/** The URL this page load began at, before any redirect of the router: WeChat on iOS signs the JS bridge for it. */
export const landingUrl = window.location.href;

export const envFacts = resolveEnv({
  host: window.location.host,
  userAgent: navigator.userAgent,
  storedApiEnv: clientStore.get().debug.apiEnv,
  config: backendConfigFromVite(),
  gitCommit: __GIT_COMMIT__,
});

let startBackend = () => Promise.resolve();
let backendReady: Promise<void> | undefined;

/**
 * Dev and demo builds: the first API request starts the demo backend, and every request waits until it listens, so
 * none reaches the real one. A page that asks for nothing before its first paint does not wait for its download.
 */
export function startWithFirstRequest(start: () => Promise<void>): void {
  startBackend = start;
}

export const http = createHttpClient({
  // A backend that failed to start is started again by the next request.
  ready: () =>
    (backendReady ??= startBackend().catch((error: unknown) => {
      backendReady = undefined;
      throw error;
    })),
  baseURL: () => envFacts.apiURL,
  authorization: () => clientStore.get().token,
  deviceId: () => clientStore.get().uuid,
  inviterId: () => clientStore.getInviter(),
  viewPath: page.path,
});

/** The error-reporter port; Sentry connects to it after the first paint (routes/shell/observability.ts). */
export const reporter = createReporter();

/** The order being paid, kept across a cashier trip or a reload (DESIGN §4). */
export const pendingOrders = createPendingOrderStore(() => appStorage);

/** Logout on this device: token and user info (spec §4), and the order the leaving account was paying. */
export function forgetLogin(): void {
  clientStore.clearLogin();
  pendingOrders.clear();
}
