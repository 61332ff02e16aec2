import './ui/theme/styles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { envFacts, holdRequestsUntil } from './routes/app';
import { routes } from './routes/routeTable';
import { connectMantineToasts } from './routes/shell/toastSink';
import { cssVariablesResolver, theme } from './ui/theme/theme';

/** The dev server and the demo build answer the API with the embedded demo backend; production never loads it. */
async function startDemoBackend() {
  if (import.meta.env.MODE === 'production') return;
  try {
    const demo = await import('./demo/browser');
    await demo.startDemoBackend({ apiBase: envFacts.apiURL, isWeChatLike: envFacts.isWx });
  } catch (error) {
    // The app renders anyway; requests then go to the configured backend.
    console.error(error);
  }
}

connectMantineToasts();

function render() {
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-center" zIndex={1000} limit={3} />
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>,
  );
}

// The shell paints while the demo backend starts; the http client holds API requests until it listens.
holdRequestsUntil(startDemoBackend());
render();
