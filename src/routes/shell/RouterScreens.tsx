import type { ComponentType, ReactNode } from 'react';
import { ScreenSkeleton } from '../../ui/shell/ScreenFrame';
import type { AppRouter } from '../appRouter';
import type { FirstScreen } from './firstScreen';
import { useStoreAfterHydration } from '../useStoreAfterHydration';
import { screenTitleOf } from './screenTitle';

/**
 * The route skeleton until the router has its first match ready, then `children`. Hydration draws the skeleton
 * whatever the router has done by then (a screen whose chunk was already in the cache is ready at once), and the same
 * skeleton stays in place, not drawn again, until the screen replaces it. Its title is the one the server put in the
 * HTML (none from a server that did not), as hydration draws it; the route's own takes its place right after.
 */
function UntilRouterReady({
  router,
  htmlTitle,
  children,
}: {
  router: AppRouter;
  htmlTitle: string;
  children: ReactNode;
}) {
  const ready = useStoreAfterHydration(router.subscribe, () => router.state.initialized, false);
  const title = useStoreAfterHydration(
    router.subscribe,
    () => screenTitleOf(router.state.matches.map((match) => match.route.handle)),
    htmlTitle,
  );
  return ready ? children : <ScreenSkeleton title={title} />;
}

/**
 * The router's screens as the app's first render draws them over the HTML's first screen (scripts/prerender.ts): the
 * home at `/` as the router has it from the start, the skeleton of every other page until its screen is ready.
 */
export function RouterScreens({
  router,
  screen,
  htmlTitle = '',
  Provider,
}: {
  router: AppRouter;
  screen: FirstScreen | undefined;
  /** The title in the HTML's skeleton (firstScreen.ts, titleInSkeleton). */
  htmlTitle?: string;
  Provider: ComponentType<{ router: AppRouter }>;
}) {
  const screens = <Provider router={router} />;
  if (screen !== 'skeleton') return screens;
  return (
    <UntilRouterReady router={router} htmlTitle={htmlTitle}>
      {screens}
    </UntilRouterReady>
  );
}
