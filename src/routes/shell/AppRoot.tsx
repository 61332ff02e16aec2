import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { theme } from '../../ui/theme/theme';
import { NetworkNotice } from './NetworkNotice';
import { Toasts } from './Toasts';

/**
 * Everything the app renders around its router, one definition for the page (src/main.tsx) and for the first screens
 * rendered into the HTML at build time (src/prerender.tsx): hydration needs both to draw the same tree.
 */
export function AppRoot({ styleNonce, children }: { styleNonce?: string; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        // The theme's variables ship in ui/theme/themeVariables.css instead of being computed here on every load.
        withCssVariables={false}
        defaultColorScheme="light"
        getStyleNonce={styleNonce ? () => styleNonce : undefined}
      >
        <Toasts />
        <NetworkNotice />
        {children}
      </MantineProvider>
    </StrictMode>
  );
}
