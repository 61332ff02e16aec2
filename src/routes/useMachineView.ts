import { useEffect, useMemo, useState } from 'react';
import type { AnyActorRef, Subscription } from 'xstate';
import { drawChange } from './drawChange';

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

/**
 * A machine's view model, `select(snapshot)`, kept current as the actor and its children change. A move that answers
 * the reader's tap is drawn at once; one that arrives is drawn as a transition (drawChange), in slices that yield to
 * the reader, and what the reader sees stays up while a part it needs is still loading.
 */
export function useMachineView<TActor extends AnyActorRef, TView>(
  actor: TActor,
  select: (snapshot: ReturnType<TActor['getSnapshot']>) => TView,
): TView {
  const [seen, setSeen] = useState(() => ({ snapshot: actor.getSnapshot() as ReturnType<TActor['getSnapshot']> }));
  const shown = seen.snapshot;
  useEffect(() => {
    const look = () =>
      drawChange(() => setSeen({ snapshot: actor.getSnapshot() as ReturnType<TActor['getSnapshot']> }));
    const stop = followActor(actor, look);
    // A change between the render and this subscription is not lost.
    if (actor.getSnapshot() !== shown) look();
    return stop;
  }, [actor, shown]);
  return useMemo(() => select(seen.snapshot), [seen, select]);
}
