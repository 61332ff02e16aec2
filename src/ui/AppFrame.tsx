import type { ReactNode } from 'react';

interface AppFrameProps {
  /** The routed screen. */
  children: ReactNode;
  /** Global overlays: the login dialog, the debug panel. */
  overlays: ReactNode;
  /** Above everything while a screen loads. */
  progress: ReactNode;
  /** The hidden logout area at the very bottom. */
  footer: ReactNode;
}

export function AppFrame({ children, overlays, progress, footer }: AppFrameProps) {
  return (
    <>
      {progress}
      {children}
      {overlays}
      {footer}
    </>
  );
}
