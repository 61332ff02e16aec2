import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { connectRouter } from '../../src/routes/appNavigate';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDemoHandlers } from '../../src/demo/handlers';
import { DEFAULT_SETTINGS } from '../../src/demo/settings';
import { createDemoStore } from '../../src/demo/store';
import { api } from '../../src/routes/api';
import { clientStore, envFacts } from '../../src/routes/app';
import { phoneSigninBody } from '../../src/services/api/auth';
import { routes as appRoutes } from '../../src/routes/routeTable';
import { cssVariablesResolver, theme } from '../../src/ui/theme/theme';

/** The demo backend's data for UI tests: empty again after every test. */
export const demoStore = createDemoStore();

/**
 * UI tests answer the backend with the demo backend's handlers (msw/node), which tests may
 * override with server.use(); a request nobody expected fails the test.
 */
export const server = setupServer(
  ...createDemoHandlers({
    store: demoStore,
    base: envFacts.apiURL,
    settings: () => ({ ...DEFAULT_SETTINGS, latencyMs: 0 }),
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  demoStore.reset();
});
afterAll(() => server.close());

const Mantine = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
    {children}
  </MantineProvider>
);

/** The one render helper of UI tests: a component inside the app's Mantine theme (rerender keeps it). */
export const renderUi = (ui: ReactNode) => render(ui, { wrapper: Mantine });

/**
 * The same, for a route: a memory data router at the given path, over the app's routes by default. The document's
 * address shows the path too, as a browser router's would: requests name their page from it (X-View-Page).
 */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  connectRouter(router);
  return { router, ...renderUi(<RouterProvider router={router} />) };
}

/** A session the demo backend knows, so my_info answers and no 401 signs the user out mid-test. */
export async function signInOnDemo(phone = '13900000001') {
  await api.auth.sendSmsCode({ body: { purpose: 'SIGNIN', country_code: 86, phone_number: phone }, noToast: true });
  const code = demoStore.read().sms[phone]!.code;
  const { token } = await api.auth.signinPhone({ body: phoneSigninBody({ phone, code }), noToast: true });
  clientStore.setServerToken(token);
  // The auth actor reads the stored token when it starts. If an earlier test of the file already started it (the
  // sign-in layer loads after the first paint, or once the screen has settled), it is told, or it stays signed out.
  const { authActor } = await import('../../src/routes/auth/session');
  authActor.send({ type: 'token.set', token: clientStore.get().token });
  return clientStore.get().token;
}

/** Signed in on the demo and in the app's one sign-in state, started first if no test of the file has yet. */
export async function signInEverywhere(phone: string) {
  await import('../../src/routes/auth/session');
  return signInOnDemo(phone);
}
