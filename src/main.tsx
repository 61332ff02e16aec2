import './ui/styles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes/routeTable';
import { connectMantineToasts } from './routes/toastSink';
import { theme } from './ui/theme';

connectMantineToasts();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" zIndex={1000} limit={3} />
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
