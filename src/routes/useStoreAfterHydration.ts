import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { drawChange } from './drawChange';
import { useLatest } from './useLatest';

const noChanges = () => () => {};
const nothing = () => null;

/**
 * A store's value for a component that may hydrate the HTML (src/prerender.tsx), which was rendered with `htmlValue`.
 * Hydrating, it shows `htmlValue`, as the HTML has it; mounted without hydrating, the store's value. Every change
 * after that, the catching up after hydration included, is drawn by drawChange: at once when it answers the reader's
 * tap, otherwise as a transition, in slices that yield to the browser, where useSyncExternalStore would redraw in one
 * blocking task (DESIGN §9, total blocking time; the router's first screen once its chunk has come).
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  get: () => T,
  htmlValue: T,
): T {
  // React asks for the server's value only while it hydrates the component: that is how this one knows.
  const hydrating = useRef(false);
  useSyncExternalStore(noChanges, nothing, () => {
    hydrating.current = true;
    return null;
  });
  const [shown, setShown] = useState(() => (hydrating.current ? htmlValue : get()));
  const latestGet = useLatest(get);
  useEffect(() => {
    const look = () => drawChange(() => setShown(latestGet.current()));
    // Catches up with the store: the HTML's value after hydration, or a change since the render.
    look();
    return subscribe(look);
  }, [subscribe, latestGet]);
  return shown;
}
