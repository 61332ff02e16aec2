import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { contextJson } from './chartState';
import { createSessionRecorder } from './sessionRecorder';

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
  /** Absent for an actor of another tab, which is known only by what that tab published. */
  ref?: AnyActorRef;
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
/** The channel on which every tab of this origin publishes its machine actors (issue: live actors across tabs). */
export const LIVE_CHANNEL = 'flows-live-actors';

/** What a tab publishes of one actor: JSON-safe, so it crosses a BroadcastChannel. */
interface PublishedActor {
  sessionId: string;
  id: string;
  machineId: string;
  createdAt: number;
  updatedAt: number;
  lastEvent?: string;
  snapshot: { value: unknown; status: string; context: unknown };
}

type ChannelMessage =
  { kind: 'hello'; tab: string } | { kind: 'actor'; tab: string; actor: PublishedActor } | { kind: 'bye'; tab: string };

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
      const snapshot = a.ref ? a.ref.getSnapshot() : a.snapshot;
      return (snapshot as { status?: string } | undefined)?.status === 'active';
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
    if (actor.machineId) session.record(event, actor.machineId);
    if (event.type === '@xstate.snapshot') {
      actor.snapshot = event.snapshot;
      actor.updatedAt = now;
      actor.lastEvent = event.event.type;
      replay.set(ref.sessionId, [
        ...(replay.get(ref.sessionId) ?? []).filter((e) => e.type === '@xstate.actor'),
        event,
      ]);
      tabs.publish(actor);
      notify();
    } else if (event.type === '@xstate.actor') {
      replay.set(ref.sessionId, [event]);
      notify();
    }
    inspector?.inspect.next?.(event);
  };

  const tabs = acrossTabs(notify);
  const session = createSessionRecorder();

  const bus = {
    inspect,
    /** A number that changes whenever anything does, for useSyncExternalStore. */
    version: () => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** This tab's and the other tabs' actors, the latest to change first; finished ones after running ones. */
    list(): LiveActor[] {
      return [...actors.values(), ...tabs.others()].sort(
        (a, b) => Number(isRunning(b)) - Number(isRunning(a)) || b.updatedAt - a.updatedAt,
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
    /** The recorded session of this tab (record and replay). */
    session,
  };
  if (bus.inspectorEnabled()) void bus.startInspector().catch(() => undefined);
  return bus;
}

/** A published copy of a machine actor's latest snapshot: value, status, and its context made JSON-safe. */
function published(actor: LiveActor): PublishedActor | undefined {
  const snapshot = actor.snapshot as { value?: unknown; status?: string; context?: unknown } | undefined;
  if (!actor.machineId || snapshot?.value === undefined) return undefined;
  return {
    sessionId: actor.sessionId,
    id: actor.id,
    machineId: actor.machineId,
    createdAt: actor.createdAt,
    updatedAt: actor.updatedAt,
    lastEvent: actor.lastEvent,
    snapshot: {
      value: snapshot.value,
      status: snapshot.status ?? 'active',
      context: snapshot.context === undefined ? null : (JSON.parse(contextJson(snapshot.context)) as unknown),
    },
  };
}

/**
 * The other tabs of this origin, over a BroadcastChannel: this tab publishes each machine snapshot, answers a
 * newcomer's hello with its running actors, and says bye when the page goes; the others' actors are kept by tab.
 */
function acrossTabs(changed: () => void) {
  const others = new Map<string, LiveActor>();
  const running = new Map<string, LiveActor>();
  if (typeof BroadcastChannel !== 'function') return { publish: () => {}, others: () => [] as LiveActor[] };
  const tab = Math.random().toString(36).slice(2, 8);
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  const post = (message: ChannelMessage) => channel.postMessage(message);
  const send = (actor: LiveActor) => {
    const out = published(actor);
    if (out) post({ kind: 'actor', tab, actor: out });
  };
  channel.onmessage = ({ data }: MessageEvent<ChannelMessage>) => {
    if (data.kind === 'hello') running.forEach(send);
    else if (data.kind === 'bye') {
      for (const key of others.keys()) if (key.startsWith(`${data.tab}/`)) others.delete(key);
      changed();
    } else if (data.kind === 'actor') {
      const key = `${data.tab}/${data.actor.sessionId}`;
      others.set(key, { ...data.actor, sessionId: `${data.actor.sessionId}（标签页 ${data.tab}）` });
      changed();
    }
  };
  post({ kind: 'hello', tab });
  window.addEventListener('pagehide', () => post({ kind: 'bye', tab }));
  return {
    publish(actor: LiveActor) {
      if (!actor.machineId) return;
      // A newcomer hears of the running actors; a finished one is published once, as it ends.
      if ((actor.snapshot as { status?: string } | undefined)?.status === 'active') running.set(actor.sessionId, actor);
      else running.delete(actor.sessionId);
      send(actor);
    },
    others: () => [...others.values()],
  };
}

export type LiveActorBus = ReturnType<typeof createBus>;

/** The bus, or undefined in production. */
export const liveActors: LiveActorBus | undefined =
  import.meta.env.MODE === 'production' ? undefined : /* @__PURE__ */ createBus();

/** Pass as `{ inspect: actorInspect }` to createActor/useActorRef; undefined (no cost) in production. */
export const actorInspect: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.MODE === 'production' ? undefined : liveActors?.inspect;
