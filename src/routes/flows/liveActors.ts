import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/**
 * The live actor bus of non-production builds: every actor created with `{ inspect: actorInspect }`
 * in this tab, its machine and latest snapshot, for the flows viewer (/__flows and the debug-panel
 * overlay) and, when switched on, the Stately inspector. In production `actorInspect` is undefined
 * and the bundler drops the whole bus.
 */

export interface LiveActor {
  sessionId: string;
  /** The actor's id (its invoke id, or the session id for a root actor). */
  id: string;
  /** The root state node id of its logic when it is a state machine, e.g. `vipPurchase`. */
  machineId?: string;
  ref: AnyActorRef;
  snapshot: unknown;
  createdAt: number;
  updatedAt: number;
  /** The last event it received. */
  lastEvent?: string;
}

/** localStorage key of the Stately inspector switch ('1' = on). */
export const INSPECTOR_KEY = 'flows-inspector';
/** Finished actors kept for the viewer beyond those still running. */
const KEEP_FINISHED = 30;

type StatelyInspector = { inspect: Observer<InspectionEvent>; stop?: () => void };

function createBus() {
  const actors = new Map<string, LiveActor>();
  const listeners = new Set<() => void>();
  /** The latest creation and snapshot events per actor, replayed to an inspector that loads late. */
  const replay = new Map<string, InspectionEvent[]>();
  let version = 0;
  let scheduled = false;
  let inspector: StatelyInspector | undefined;
  let loading: Promise<void> | undefined;

  const storage = () => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  };

  // Actors are created while React renders; listeners hear of it a microtask later.
  const notify = () => {
    version++;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      for (const listener of [...listeners]) listener();
    });
  };

  /** An actor still in its constructor (it is announced before its first snapshot exists) counts as running. */
  const isRunning = (a: LiveActor) => {
    try {
      return (a.ref.getSnapshot() as { status?: string } | undefined)?.status === 'active';
    } catch {
      return true;
    }
  };

  const prune = () => {
    const finished = [...actors.values()].filter((a) => !isRunning(a));
    for (const a of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) {
      actors.delete(a.sessionId);
      replay.delete(a.sessionId);
    }
  };

  const machineIdOf = (ref: AnyActorRef): string | undefined => {
    const logic = (ref as { logic?: { root?: { id?: string } } }).logic;
    return logic?.root?.id;
  };

  const inspect = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    const now = Date.now();
    let actor = actors.get(ref.sessionId);
    if (actor === undefined) {
      actor = {
        sessionId: ref.sessionId,
        id: ref.id,
        machineId: machineIdOf(ref),
        ref,
        snapshot: undefined,
        createdAt: now,
        updatedAt: now,
      };
      actors.set(ref.sessionId, actor!);
      if (actors.size > KEEP_FINISHED * 2) prune();
    }
    if (event.type === '@xstate.snapshot') {
      actor.snapshot = event.snapshot;
      actor.updatedAt = now;
      actor.lastEvent = event.event.type;
      replay.set(ref.sessionId, [
        ...(replay.get(ref.sessionId) ?? []).filter((e) => e.type === '@xstate.actor'),
        event,
      ]);
      notify();
    } else if (event.type === '@xstate.actor') {
      replay.set(ref.sessionId, [event]);
      notify();
    }
    inspector?.inspect.next?.(event);
  };

  const bus = {
    inspect,
    /** A number that changes whenever anything does, for useSyncExternalStore. */
    version: () => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Newest first; finished (stopped or done) actors after running ones. */
    list(): LiveActor[] {
      return [...actors.values()].sort(
        (a, b) => Number(isRunning(b)) - Number(isRunning(a)) || b.createdAt - a.createdAt,
      );
    },
    isRunning,
    inspectorEnabled: () => storage()?.getItem(INSPECTOR_KEY) === '1',
    /** Turns the Stately inspector on or off; the choice persists in localStorage. */
    setInspectorEnabled(on: boolean): Promise<void> {
      if (on) storage()?.setItem(INSPECTOR_KEY, '1');
      else storage()?.removeItem(INSPECTOR_KEY);
      if (!on) {
        inspector?.stop?.();
        inspector = undefined;
        loading = undefined;
        notify();
        return Promise.resolve();
      }
      return bus.startInspector();
    },
    /** Loads @statelyai/inspect once (it opens stately.ai/inspect, which needs the network) and replays what it missed. */
    startInspector(): Promise<void> {
      loading ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => {
        if (!bus.inspectorEnabled()) return;
        inspector = createBrowserInspector() as StatelyInspector;
        for (const a of bus.list().reverse())
          if (isRunning(a)) for (const e of replay.get(a.sessionId) ?? []) inspector.inspect.next?.(e);
        notify();
      });
      return loading;
    },
    inspectorRunning: () => inspector !== undefined,
  };
  if (bus.inspectorEnabled()) void bus.startInspector().catch(() => undefined);
  return bus;
}

export type LiveActorBus = ReturnType<typeof createBus>;

/** The bus, or undefined in production. */
export const liveActors: LiveActorBus | undefined =
  import.meta.env.MODE === 'production' ? undefined : /* @__PURE__ */ createBus();

/** Pass as `{ inspect: actorInspect }` to createActor/useActorRef; undefined (no cost) in production. */
export const actorInspect: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.MODE === 'production' ? undefined : liveActors?.inspect;
