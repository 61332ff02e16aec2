import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, Subscription } from 'xstate';

/**
 * Calls `changed` whenever the actor or one of its children moves: a selector may read a child's snapshot (the
 * purchase shows its payment's progress), which moves without the parent. Returns the unsubscribe.
 */
function followActor(actor: AnyActorRef, changed: () => void): () => void {
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
}

/** A machine's view model, `select(snapshot)`, kept current as the actor and its children change. */
export function useMachineView<TActor extends AnyActorRef, TView>(
  actor: TActor,
  select: (snapshot: ReturnType<TActor['getSnapshot']>) => TView,
): TView {
  const version = useRef(0);
  const cache = useRef<{ version: number; snapshot: unknown; view: TView } | null>(null);
  const subscribe = useCallback(
    (notify: () => void) =>
      followActor(actor, () => {
        version.current += 1;
        notify();
      }),
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

/**
 * The same view for what arrives rather than what answers a tap (data loading in): each change renders as a
 * transition, in slices that yield to the reader's input, rather than as one long task as a store update would.
 */
export function useArrivingView<TActor extends AnyActorRef, TView>(
  actor: TActor,
  select: (snapshot: ReturnType<TActor['getSnapshot']>) => TView,
): TView {
  const [seen, setSeen] = useState(() => ({ snapshot: actor.getSnapshot() as ReturnType<TActor['getSnapshot']> }));
  const shown = seen.snapshot;
  useEffect(() => {
    const look = () => {
      const snapshot = actor.getSnapshot() as ReturnType<TActor['getSnapshot']>;
      startTransition(() => setSeen({ snapshot }));
    };
    const stop = followActor(actor, look);
    // A change between the render and this subscription is not lost.
    if (actor.getSnapshot() !== shown) look();
    return stop;
  }, [actor, shown]);
  return useMemo(() => select(seen.snapshot), [seen, select]);
}
