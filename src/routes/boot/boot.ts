import { apiOverNetwork, bootRoutes } from 'virtual:boot-routes';
import { headerRecord } from '../../services/clientRecord';
import { apiConfigFromVite, apiEnvFor } from '../../services/env';
import { addressOf } from '../../services/http/query';
import { requestHeaders } from '../../services/http/headers';
import { handOver } from '../../services/http/sentWithHtml';
import { afterFirstContentfulPaint } from '../../lib/nextTask';
import { SHELL_SCRIPTS_ATTRIBUTE } from '../shell/firstScreen';
import { matchBootRoute } from './bootRoutes';

/*
 * The boot module: a small script that the HTML loads before the shell (scripts/bootModule.ts), so that a page's
 * first GETs start with the HTML, and its screen's chunk with the first paint, not after the shell has downloaded,
 * run and matched the route. The app takes the GETs over (services/http/sentWithHtml.ts); the chunk is in the cache when the router
 * asks for it.
 */

function addLink(rel: string, href: string, as?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // An image is fetched as the page's <img> fetches it (no CORS), or the preload would not be the one it uses.
  if (as === 'image') link.fetchPriority = 'high';
  else link.crossOrigin = '';
  if (as) link.as = as;
  document.head.append(link);
}

/** The answer's image named by `field`, preloaded once the answer comes, unless it is inlined (data:). */
function preloadLargestImage(answer: Promise<Response>, field: string) {
  answer
    .then((response) => response.ok && response.clone().json())
    .then((body: Record<string, unknown> | false) => {
      const src = body && body[field];
      if (typeof src === 'string' && !src.startsWith('data:')) addLink('preload', src, 'image');
    })
    .catch(() => {});
}

// The HTML's first screen is drawn in the light scheme; a reader who chose dark (Mantine's stored choice, or the
// system's under 跟随系统) gets it before that paint rather than on hydration.
try {
  const scheme = localStorage.getItem('mantine-color-scheme-value');
  if (scheme === 'dark' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.dataset.mantineColorScheme = 'dark';
  }
} catch {
  // Storage refused: the app applies the scheme once it runs.
}

// Without the app's fallback for an insecure context, which a page served over https never needs: there, the
// error leaves the record to the app, and the boot module sends nothing.
const record = headerRecord(() => crypto.randomUUID());
const config = apiConfigFromVite();
const apiURL = config.apiBase[apiEnvFor(location.host, record?.apiEnv ?? 'staging', config).apiEnv];
// The one API origin this page will talk to, whatever its address asks for first.
if (apiOverNetwork) addLink('preconnect', new URL(apiURL).origin);

/**
 * `/`'s HTML holds its whole first screen, and names the shell's scripts on the boot module's tag, the entry first,
 * rather than loading them (scripts/prerender.ts): they start once that screen's paint is on screen.
 */
const shellScripts = document
  .querySelector(`script[${SHELL_SCRIPTS_ATTRIBUTE}]`)
  ?.getAttribute(SHELL_SCRIPTS_ATTRIBUTE);
if (shellScripts) {
  // A page that does not paint (a hidden tab) starts its shell after a second all the same.
  void afterFirstContentfulPaint(1000).then(() => {
    const [entry, ...preloads] = shellScripts.split(' ');
    for (const file of preloads) addLink('modulepreload', file);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry!;
    document.head.append(script);
  });
}

const match = matchBootRoute(bootRoutes, location.pathname);
// The screen's files wait for the first paint (the brand mark), which needs the HTML's own styles first, however long
// they take: a frame's callback runs once rendering may start, just before that paint, and a task queued there runs
// after it. They still arrive before the router, which asks for them only once the shell has run after that paint.
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const file of match?.route.preload ?? []) {
      const css = file.endsWith('.css');
      addLink(css ? 'preload' : 'modulepreload', file, css ? 'style' : undefined);
    }
  }, 0),
);

if (match?.route.requests && record) {
  const url = new URL(location.href);
  const facts = {
    viewPath: url.pathname,
    deviceId: record.uuid,
    authorization: record.token,
    inviterId: record.inviterId,
  };
  const gets = match.route.requests({ params: match.params, url, signedIn: record.token !== '' });
  handOver(() =>
    gets.map(({ path, query, noAuth, noToast, largestImage }) => {
      const headers = requestHeaders(facts, noAuth === true);
      const answer = fetch(addressOf(apiURL, path, query), { headers });
      // Unclaimed (the app may never take it), its failure is nobody's error.
      answer.catch(() => {});
      if (largestImage) preloadLargestImage(answer, largestImage);
      return { baseURL: apiURL, path, query, headers, noToast, answer };
    }),
  );
}
