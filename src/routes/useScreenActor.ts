import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { actorInspect } from './flows/liveActors';

/**
 * A screen's actor, its logic (the machine given this screen's services) and options built on the first render only,
 * which is all useActorRef reads of them. Built on every render they cost a whole machine's construction (`provide`)
 * each time, and a purchase's channel a layout read (window.innerWidth). A service that needs a later render's values
 * reads them through useLatest.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  build: () => { logic: TLogic; options?: ActorOptions<TLogic> },
): Actor<TLogic> {
  const [{ logic, options }] = useState(build);
  return useActorRef(logic as AnyActorLogic, { ...options, inspect: actorInspect }) as Actor<TLogic>;
}

/** A ref that always holds this render's value: for a service built on the first render that needs later ones. */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  latest.current = value;
  return latest;
}
