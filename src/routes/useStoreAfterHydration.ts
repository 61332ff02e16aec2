import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * useSyncExternalStore for a component that may hydrate the HTML (src/prerender.tsx), which was rendered with
 * `htmlValue`. Hydrating, it shows `htmlValue`, as the HTML has it; the store's own value follows as a transition, a
 * render in slices that yield to the browser, where useSyncExternalStore would draw it again at once, in one blocking
 * task, right after hydration (DESIGN §9, total blocking time). Mounted without hydrating it reads the store at once;
 * later changes come as useSyncExternalStore gives them.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  get: () => T,
  htmlValue: T,
): T {
  // Set by React's call for the server's value, which it makes only while it hydrates this component.
  const hydrating = useRef(false);
  const [caughtUp, setCaughtUp] = useState(false);
  const value = useSyncExternalStore(
    subscribe,
    () => (hydrating.current && !caughtUp ? htmlValue : get()),
    () => {
      hydrating.current = true;
      return htmlValue;
    },
  );
  useEffect(() => {
    if (hydrating.current) startTransition(() => setCaughtUp(true));
  }, []);
  return value;
}
