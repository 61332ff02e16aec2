import type { ReactNode } from 'react';

interface AppFrameProps {
  /** The routed screen. */
  children: ReactNode;
  /** The global login dialog. */
  loginDialog: ReactNode;
  /** Developer overlays such as the debug panel (non-production builds). */
  devTools: ReactNode;
  /** Above everything while a screen loads. */
  progress: ReactNode;
  /** The hidden logout area at the very bottom. */
  footer: ReactNode;
}

export function AppFrame({ children, loginDialog, devTools, progress, footer }: AppFrameProps) {
  return (
    <>
      {progress}
      {children}
      {loginDialog}
      {devTools}
      {footer}
    </>
  );
}
