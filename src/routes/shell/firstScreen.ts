import { SCREEN_TITLE_ATTRIBUTE } from '../../ui/shell/screenTitleMark';

/** Which first screen the HTML holds (scripts/prerender.ts writes it on the root element). */
export type FirstScreen = 'home' | 'skeleton';

/** The boot module's attribute by which `/`'s HTML names the shell's scripts, for it to start them after the paint. */
export const SHELL_SCRIPTS_ATTRIBUTE = 'data-shell-scripts';

/**
 * The first screen of the HTML that the app's first render draws the same, to hydrate rather than replace: the
 * skeleton, which the router shows at any address until the root's loader has run; the home at `/` without a query
 * (a query may be one that the root's loader redirects).
 */
export function firstScreenToHydrate(root: HTMLElement, url: URL): FirstScreen | undefined {
  const screen = root.dataset.prerendered;
  if (screen === 'skeleton') return 'skeleton';
  if (screen === 'home' && url.pathname === '/' && url.search === '') return 'home';
  return undefined;
}

/** The page's title that the server put in the skeleton's title bar (deploy/nginx.conf), or '' when none did. */
export const titleInSkeleton = (root: HTMLElement) =>
  root.querySelector(`[${SCREEN_TITLE_ATTRIBUTE}]`)?.textContent ?? '';
