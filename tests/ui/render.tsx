import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { routes as appRoutes } from '../../src/routes/routeTable';
import { theme } from '../../src/ui/theme';

/** UI tests answer the backend with msw; a request nobody expected fails the test. */
export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The one render helper of UI tests: Mantine plus a memory data router at the given path. */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...view };
}
