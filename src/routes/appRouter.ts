import { createBrowserRouter } from 'react-router-dom';
import { connectRouter } from './appNavigate';
import { routes } from './routeTable';

export { RouterProvider } from 'react-router-dom';

/**
 * The app's router over the route table (src/main.tsx imports this module apart, to evaluate it in its own task).
 * `atHome`: the page is `/` with its home screen in the HTML, which the router draws at once, as the build rendered it
 * (its root loader, which only redirects a query, counts as done) rather than after a skeleton.
 */
export function createAppRouter(atHome = false) {
  const router = createBrowserRouter(routes, atHome ? { hydrationData: { loaderData: { root: null } } } : undefined);
  connectRouter(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
