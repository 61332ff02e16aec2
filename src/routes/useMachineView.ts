import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, Subscription } from 'xstate';

/**
 * A machine's view model, `select(snapshot)`, kept current as the actor and its children change: a selector
 * may read a child's snapshot (the purchase shows its payment's progress), which moves without the parent.
 */
export function useMachineView<TActor extends AnyActorRef, TView>(
  actor: TActor,
  select: (snapshot: ReturnType<TActor['getSnapshot']>) => TView,
): TView {
  const version = useRef(0);
  const cache = useRef<{ version: number; snapshot: unknown; view: TView } | null>(null);
  const subscribe = useCallback(
    (notify: () => void) => {
      const changed = () => {
        version.current += 1;
        notify();
      };
      const children = new Map<AnyActorRef, Subscription>();
      const watchChildren = () => {
        const live = new Set(Object.values(actor.getSnapshot().children ?? {}) as AnyActorRef[]);
        for (const [child, subscription] of children)
          if (!live.has(child)) {
            subscription.unsubscribe();
            children.delete(child);
          }
        // A child's error is its parent's to handle (onError); here it only means "look again".
        for (const child of live)
          if (!children.has(child)) children.set(child, child.subscribe({ next: changed, error: changed }));
      };
      const parent = actor.subscribe(() => {
        watchChildren();
        changed();
      });
      watchChildren();
      return () => {
        parent.unsubscribe();
        children.forEach((subscription) => subscription.unsubscribe());
      };
    },
    [actor],
  );
  // Keyed by the snapshot too: a change between the first read and the subscription bumps no version, and
  // would otherwise leave the view stale (a sign-in sheet asked for early never showed).
  const read = () => {
    const snapshot = actor.getSnapshot() as ReturnType<TActor['getSnapshot']>;
    if (cache.current?.version !== version.current || cache.current.snapshot !== snapshot)
      cache.current = { version: version.current, snapshot, view: select(snapshot) };
    return cache.current.view;
  };
  return useSyncExternalStore(subscribe, read);
}
