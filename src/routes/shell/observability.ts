import type { createBrowserRouter } from 'react-router-dom';
import { createAnalytics, uploadBody } from '../../services/analytics';
import { analyticsDebugSwitch } from '../../services/analytics/debugSwitch';
import { analyticsEnabled, appIdFor } from '../../services/analytics/events';
import { catalogue } from '../../services/api';
import { uuidV4 } from '../../services/uuid';
import { clientStore, envFacts, reporter } from '../app';
import { api } from '../api';

type Router = ReturnType<typeof createBrowserRouter>;

const SSID_KEY = 'wap-analytics-ssid';
let ssid: string | undefined;

/** One id per browser session (spec §3 ssid): kept in sessionStorage, so it lives as long as the tab. */
function sessionId(): string {
  if (ssid) return ssid;
  try {
    ssid = sessionStorage.getItem(SSID_KEY) ?? uuidV4();
    sessionStorage.setItem(SSID_KEY, ssid);
  } catch {
    ssid = uuidV4();
  }
  return ssid;
}

/** Spec §4 page view and stay duration on every route change, and on hiding and showing the page. */
function startAnalytics(router: Router): void {
  const on = analyticsEnabled({
    env: envFacts.env,
    productionBuild: import.meta.env.MODE === 'production',
    debugSwitch: analyticsDebugSwitch.get(),
  });
  if (!on) return;
  const beaconUrl = envFacts.apiURL.replace(/\/$/, '') + catalogue.misc.uploadEvents.path;
  const analytics = createAnalytics({
    storage: localStorage,
    upload: (items) =>
      api.misc.uploadEvents({ body: uploadBody(items), noToast: true, skipUnauthorized: true, timeout: 10_000 }),
    beacon: (items) => navigator.sendBeacon?.(beaconUrl, JSON.stringify(uploadBody(items))) ?? false,
    source: () => ({
      appId: appIdFor(envFacts.env),
      userId: clientStore.get().userInfo?.user_id,
      deviceId: clientStore.get().uuid,
      ssid: sessionId(),
    }),
    now: Date.now,
  });
  analytics.pages.enter(router.state.location.pathname);
  router.subscribe((state) => analytics.pages.enter(state.location.pathname));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.pageHidden();
    else analytics.pages.show();
  });
  window.addEventListener('pagehide', () => analytics.pageHidden());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) analytics.pages.show();
  });
}

/** Spec §9: Sentry with the DSN from env, off locally; the demo build keeps its reports on the page instead. */
async function startErrorReporting(): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  const demo = import.meta.env.MODE === 'demo';
  if (!dsn || (envFacts.isLocal && !demo)) return;
  const [{ createSentrySink }, transport] = await Promise.all([
    import('../../services/sentry'),
    demo ? import('../../demo/errorReports').then((m) => m.demoErrorTransport) : undefined,
  ]);
  reporter.connect(createSentrySink({ dsn, env: envFacts.env, gitCommit: envFacts.gitCommit, transport }));
}

/** Analytics and error reporting, started after the first paint so neither weighs on it (DESIGN §9). */
export async function startObservability(router: Router): Promise<void> {
  startAnalytics(router);
  await startErrorReporting();
}
