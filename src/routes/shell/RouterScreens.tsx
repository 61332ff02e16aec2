import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { PageSkeleton } from '../../ui/shell/RouteProgress';
import type { AppRouter } from '../appRouter';
import type { FirstScreen } from './firstScreen';

/**
 * The route skeleton until the router has its first match ready, then `children`. Hydration draws the skeleton
 * whatever the router has done by then (a screen whose chunk was already in the cache is ready at once), and the same
 * skeleton stays in place, not drawn again, until the screen replaces it.
 */
function UntilRouterReady({ router, children }: { router: AppRouter; children: ReactNode }) {
  const ready = useSyncExternalStore(
    router.subscribe,
    () => router.state.initialized,
    () => false,
  );
  return ready ? children : <PageSkeleton />;
}

/**
 * The router's screens as the app's first render draws them over the HTML's first screen (scripts/prerender.ts): the
 * home at `/` as the router has it from the start, the skeleton of every other page until its screen is ready.
 */
export function RouterScreens({
  router,
  screen,
  Provider,
}: {
  router: AppRouter;
  screen: FirstScreen | undefined;
  Provider: ComponentType<{ router: AppRouter }>;
}) {
  const screens = <Provider router={router} />;
  return screen === 'skeleton' ? <UntilRouterReady router={router}>{screens}</UntilRouterReady> : screens;
}
