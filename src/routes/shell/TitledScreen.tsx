import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScreenFrame, ScreenSkeleton } from '../../ui/shell/ScreenFrame';
import { useScreenTitle } from './screenTitle';

/** A routed screen under its route's title, with a back arrow that goes home when there is no history. */
export function TitledScreen({ children }: { children: ReactNode }) {
  const title = useScreenTitle();
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <ScreenFrame title={title} onBack={back}>
      {children}
    </ScreenFrame>
  );
}

/** The route's skeleton under its title, while the router is not ready yet (the root route's HydrateFallback). */
export const TitledSkeleton = () => <ScreenSkeleton title={useScreenTitle()} />;
