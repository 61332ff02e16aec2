import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './routes/routeTable';
import { AppRoot } from './routes/shell/AppRoot';
import { titledPaths } from './routes/shell/screenTitle';
import { ScreenSkeleton } from './ui/shell/ScreenFrame';

/*
 * The first screens that the build writes into the HTML (scripts/prerender.ts), rendered by React's own server
 * renderer, so a page paints from its HTML before any script has come, and the app hydrates what is there. Each is
 * what the app's first render draws at that address for any visitor: what differs per visitor (signed in, VIP, a
 * name) renders as its neutral state and is filled in after hydration.
 */

/** The HTML that `element` renders to, once everything in it has resolved. */
async function htmlOf(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** The home screen at `/`, as the router renders it with the root's loader already done (its hydration data). */
async function homeScreen(origin: string, styleNonce: string | undefined): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`the route table answers / with a ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return htmlOf(
    <AppRoot styleNonce={styleNonce}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}

/**
 * What every other address draws first: the route skeleton in a screen's frame, which the app shows until the root's
 * loader has run and the screen's chunk has come. One HTML serves every route, so its title bar holds no title yet.
 */
const routeSkeleton = (styleNonce: string | undefined) =>
  htmlOf(
    <AppRoot styleNonce={styleNonce}>
      <ScreenSkeleton />
    </AppRoot>,
  );

export async function renderFirstScreens(origin: string, styleNonce?: string) {
  return { home: await homeScreen(origin, styleNonce), skeleton: await routeSkeleton(styleNonce) };
}

/** The app shell's pages with their titles, for the servers to put each page's title into the skeleton's bar. */
export const screenTitles = () => titledPaths(routes.filter((route) => route.id === 'root'));
