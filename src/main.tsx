import './routes/shell/shellStart';
import './ui/theme/styles';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { DEMO_BACKEND_MISSING, holdApiBeacons, type DemoAnswer } from './demo/beacons';
import { page } from './services/platform';
import { toast } from './services/toast';
import { envFacts, landingUrl, reporter, startWithFirstRequest } from './routes/app';
import type { AppRouter, RouterProvider } from './routes/appRouter';
import { listenForPreloadErrors, pageLeaving } from './routes/shell/preloadReload';
import { connectMantineToasts } from './routes/shell/toastSink';
import { AppRoot } from './routes/shell/AppRoot';
import { firstScreenToHydrate, titleInSkeleton, type FirstScreen } from './routes/shell/firstScreen';
import { RouterScreens } from './routes/shell/RouterScreens';
import { afterNextPaint, nextTask } from './lib/nextTask';

/**
 * The dev server and the demo build answer the API with the embedded demo backend, loaded with the first API request
 * or beacon, so a screen that asks for nothing before its first paint does not wait for it; production never loads it.
 */
async function loadDemoBackend(): Promise<DemoAnswer> {
  try {
    const demo = await import('./demo/browser');
    // Its start (handlers, interceptor) is a task apart from the evaluation of its script.
    await nextTask();
    return demo.startDemoBackend({
      apiBase: envFacts.apiURL,
      mediaBase: envFacts.ossURL,
      isWeChatLike: envFacts.isWx,
      landingUrl,
      onLoginSheetClosed: (listener) => import('./routes/auth').then((auth) => auth.onLoginSheetClosed(listener)),
    });
  } catch (cause) {
    // Fails closed (DESIGN §11): a demo build never sends its requests to a real API host instead. The next request
    // loads it again, once the network that its chunk needs is back.
    demoBackend = undefined;
    throw new Error(DEMO_BACKEND_MISSING, { cause });
  }
}

let demoBackend: Promise<DemoAnswer> | undefined;
const startDemoBackend = () => (demoBackend ??= loadDemoBackend());

if (import.meta.env.MODE !== 'production') {
  startWithFirstRequest(() => startDemoBackend().then(() => {}));
  holdApiBeacons(envFacts.apiURL, startDemoBackend);
}

connectMantineToasts();
// Spec §8: unhandled rejections and errors reach the reporter, which holds them until Sentry has loaded.
window.addEventListener('unhandledrejection', (event) => reporter.capture(event.reason));
window.addEventListener('error', (event) => reporter.capture(event.error ?? event.message));
listenForPreloadErrors({
  // Read through window at each call: a blocked sessionStorage throws on access, and is then handled there.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (k, v) => window.sessionStorage.setItem(k, v),
  },
  now: Date.now,
  notify: (message) => toast(message),
  reload: page.reload,
  online: () => !page.offline(),
  // Gone: a 404, or the history fallback's HTML where a script or stylesheet was asked for.
  chunkGone: (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (res) => res.status === 404 || res.status === 410 || /text\/html/.test(res.headers.get('Content-Type') ?? ''),
      () => false,
    ),
});

/** The production build's CSP nonce (Vite's csp-nonce meta), for the <style> tags Mantine and the scroll lock add. */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
if (styleNonce) setNonce(styleNonce);

type Renderer = {
  createRoot: typeof CreateRoot;
  hydrateRoot: typeof HydrateRoot;
  RouterProvider: typeof RouterProvider;
};

/**
 * The first render: it hydrates the first screen that came with the HTML when it draws the same one, and otherwise
 * replaces it (an address the HTML was not rendered for, a development build).
 */
function render(router: AppRouter, screen: FirstScreen | undefined, renderer: Renderer) {
  const { createRoot, hydrateRoot, RouterProvider } = renderer;
  const container = document.getElementById('root')!;
  const app = (
    <AppRoot styleNonce={styleNonce}>
      <RouterScreens
        router={router}
        screen={screen}
        htmlTitle={screen === 'skeleton' ? titleInSkeleton(container) : ''}
        Provider={RouterProvider}
      />
    </AppRoot>
  );
  const options = {
    // React recovered, by rendering again: offline that is a chunk that could not load, whose boundary shows it.
    // Anything else (a first screen that did not hydrate as rendered, say) is a bug: reported, and in the console,
    // as the default's window error would have been.
    onRecoverableError: (error: unknown) => {
      if (page.offline()) return;
      console.error(error);
      reporter.capture(error);
    },
  };
  // As a transition the first render runs in slices that yield to the browser, not as one long task.
  startTransition(() => {
    if (screen) hydrateRoot(container, app, options);
    else createRoot(container, options).render(app);
  });
}

/** Runs when the browser is idle, and within 3 s at most (Safari has no requestIdleCallback). */
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 0);

/**
 * After the first paint, once the first screen's own work is done: analytics and error reporting load in their own
 * chunks, off the first screen's path (error reporting later still, routes/shell/observability.ts). Until then the
 * reporter holds what it is given.
 */
function afterFirstPaint(router: AppRouter) {
  // Left, or offline, before its chunk arrived: it ends quietly; another failure is the console's to show.
  const quietly = (error: unknown) => void (pageLeaving() || page.offline() || console.error(error));
  const start = () =>
    void import('./routes/shell/observability').then((m) => m.startObservability(router)).catch(quietly);
  requestAnimationFrame(() => whenIdle(start));
}

/**
 * The app starts in tasks of their own after this script's evaluation, as shorter tasks block the phone's main
 * thread less than one long one (DESIGN §9, total blocking time): after the boot mark's paint, the route table with
 * React Router, the router, which fetches the first screen's chunk, React DOM's renderer, then the first render. The
 * route table and the renderer, each about a third of the shell's script, are imported here rather than statically
 * only to be evaluated apart; a data page's HTML fetches them with the shell (vite.config.ts, startupChunkTags), so
 * they cost no round trip. On `/` the boot module starts this script only after the HTML's home has painted.
 */
async function start() {
  // What the app fetches next does not take the bandwidth of the HTML's own styles and scripts before that paint.
  await afterNextPaint();
  const { createAppRouter, RouterProvider } = await import('./routes/appRouter');
  await nextTask();
  const screen = firstScreenToHydrate(document.getElementById('root')!, new URL(location.href));
  const router = createAppRouter(screen === 'home');
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  render(router, screen, { createRoot, hydrateRoot, RouterProvider });
  afterFirstPaint(router);
}

start().catch(console.error);
