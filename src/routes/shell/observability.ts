import type { createBrowserRouter } from 'react-router-dom';
import { createAnalytics, splitSearchClicks, uploadBody } from '../../services/analytics';
import { analyticsDebugSwitch } from '../../services/analytics/debugSwitch';
import { analyticsEnabled, appIdFor } from '../../services/analytics/events';
import { misc } from '../../services/api/misc';
import { uuidV4 } from '../../services/uuid';
import { nextTask } from '../../lib/nextTask';
import { clientStore, envFacts, http, reporter } from '../app';
import { callApi } from '../callApi';
import { liveActors } from '../flows/liveActors';
import { setEventSink } from './trackEvent';

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
  const base = envFacts.apiURL.replace(/\/$/, '');
  const quiet = { noToast: true, skipUnauthorized: true, timeout: 10_000 } as const;
  const analytics = createAnalytics({
    storage: localStorage,
    upload: (items) => {
      const { events, clicks } = splitSearchClicks(items);
      return Promise.all([
        events.length > 0 && callApi(misc.uploadEvents, { body: uploadBody(events), ...quiet }),
        ...clicks.map((body) => callApi(misc.logSearchClickEvent, { body, ...quiet })),
      ]);
    },
    beacon: (items) => {
      const { events, clicks } = splitSearchClicks(items);
      const send = (path: string, body: unknown) => navigator.sendBeacon?.(base + path, JSON.stringify(body)) ?? false;
      return [
        events.length === 0 || send(misc.uploadEvents.path, uploadBody(events)),
        ...clicks.map((body) => send(misc.logSearchClickEvent.path, body)),
      ].every(Boolean);
    },
    source: () => ({
      appId: appIdFor(envFacts.env),
      userId: clientStore.get().userInfo?.user_id,
      deviceId: clientStore.get().uuid,
      ssid: sessionId(),
    }),
    now: Date.now,
  });
  setEventSink(analytics.record);
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
  // Sentry's start is a task apart from the evaluation of its script.
  await nextTask();
  const trail = liveActors && (() => liveActors!.session.trail());
  reporter.connect(createSentrySink({ dsn, env: envFacts.env, gitCommit: envFacts.gitCommit, transport, trail }));
}

/** How long the app goes without an API request before the first screen counts as settled. */
const SETTLED_AFTER_MS = 300;
/** Error reporting starts by then even on a screen that never goes quiet, such as one polling a payment. */
const SETTLE_AT_MOST_MS = 10_000;

/** The router has loaded the first screen, and that screen's requests have finished. */
async function firstScreenSettled(router: Router): Promise<void> {
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  await http.quiet(SETTLED_AFTER_MS);
}

/**
 * Analytics and error reporting, started after the first paint so neither weighs on it (DESIGN §9). Sentry's script,
 * the larger part, waits until the first screen has its data as well: on a slow network it would otherwise share the
 * bandwidth with that screen's chunks and requests. The reporter holds what is captured until then.
 */
export async function startObservability(router: Router): Promise<void> {
  startAnalytics(router);
  await Promise.race([firstScreenSettled(router), new Promise((resolve) => setTimeout(resolve, SETTLE_AT_MOST_MS))]);
  await startErrorReporting();
}
