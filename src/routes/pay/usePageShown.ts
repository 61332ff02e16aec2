import { useEffect } from 'react';

/**
 * Tells a paying actor when the page is shown again from the back-forward cache (iOS, or Back from an external
 * cashier), so it re-reads the order (h5-flows "Returning from an external payment page").
 */
export function usePageShown(actor: { send(event: { type: 'page.shown' }): void }) {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'page.shown' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [actor]);
}
