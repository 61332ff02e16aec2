import { createBrowserRouter } from 'react-router-dom';
import { connectRouter } from './appNavigate';
import { routes } from './routeTable';

export { RouterProvider } from 'react-router-dom';

/** The app's router over the route table (src/main.tsx imports this module apart, to evaluate it in its own task). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  connectRouter(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
