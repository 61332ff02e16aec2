import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes as appRoutes } from '../../src/routes/routeTable';
import { theme } from '../../src/ui/theme';

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
