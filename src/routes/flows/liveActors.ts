import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { scrubbed } from '../../services/privacy';
import { contextJson } from './chartState';
import { createStreamedActors } from './inspectorStream';
import type { LiveActor } from './liveActor';
import { createSessionRecorder } from './sessionRecorder';

/**
 * The live actor bus of non-production builds: every actor created with `{ inspect: actorInspect }`
 * in this tab, its machine and latest snapshot, for the flows viewer (/__flows and the debug-panel
 * overlay) and, when switched on, the Stately inspector. In production `actorInspect` is undefined
 * and the bundler drops the whole bus.
 */

export type { LiveActor } from './liveActor';

/** localStorage key of the inspector choice: 'local' (/__flows), 'stately' (stately.ai; '1' before there was a choice). */
export const INSPECTOR_KEY = 'flows-inspector';
/** Where the inspector sends this tab's actors: the in-app viewer, offline, or stately.ai, which needs the network. */
export type InspectorTarget = 'local' | 'stately';
/** The in-app viewer as the inspector's window: it receives what this tab's inspector posts to it. */
export const localInspectorUrl = () => `${window.location.origin}/__flows?inspector`;
/**
 * The window @statelyai/inspect opens (it names it so). It never inspects itself: opening its own name again would
 * reload it, and again, in a loop.
 */
const isInspectorWindow = () => window.name === 'xstateinspector' || window.location.search.includes('inspector');
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

type StatelyInspector = {
  inspect: Observer<InspectionEvent>;
  stop?: () => void;
  /** The package's browser adapter: its window is null when the browser blocked the pop-up. */
  adapter?: { targetWindow?: Window | null };
};

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
  const stream = createStreamedActors(notify);
  let streaming = false;
  const newestFirst = (list: LiveActor[]) =>
    list.sort((a, b) => Number(isRunning(b)) - Number(isRunning(a)) || b.updatedAt - a.updatedAt);

  const bus = {
    inspect,
    /** A number that changes whenever anything does, for useSyncExternalStore. */
    version: () => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * This tab's and the other tabs' actors, the latest to change first; finished ones after running ones. On a page
     * that receives an inspector stream, that stream's actors only.
     */
    list(): LiveActor[] {
      return newestFirst(streaming ? stream.actors() : [...actors.values(), ...tabs.others()]);
    },
    isRunning,
    /** From now on this page shows an inspector stream's actors (and draws their unknown machines): feed it messages. */
    showStream(): (message: unknown) => void {
      streaming = true;
      notify();
      return stream.receive;
    },
    streaming: () => streaming,
    drawnMachines: stream.machines,
    inspectorTarget(): InspectorTarget | undefined {
      const stored = storage()?.getItem(INSPECTOR_KEY);
      if (stored === 'local') return 'local';
      return stored === 'stately' || stored === '1' ? 'stately' : undefined;
    },
    /** Sends this tab's actors to the in-app viewer or to stately.ai, or stops; the choice persists in localStorage. */
    setInspectorTarget(target: InspectorTarget | undefined): Promise<void> {
      inspector?.stop?.();
      inspector = undefined;
      loading = undefined;
      if (target) storage()?.setItem(INSPECTOR_KEY, target);
      else storage()?.removeItem(INSPECTOR_KEY);
      notify();
      return target ? bus.startInspector() : Promise.resolve();
    },
    /**
     * Loads @statelyai/inspect once and opens the inspector's window (/__flows, or stately.ai/inspect, which needs the
     * network); every event is scrubbed, since the package posts to any origin. Replays what the window missed.
     */
    startInspector(): Promise<void> {
      loading ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => {
        const target = bus.inspectorTarget();
        if (!target || isInspectorWindow()) return;
        inspector = createBrowserInspector({
          ...(target === 'local' ? { url: localInspectorUrl() } : {}),
          sanitizeContext: scrubbed,
          sanitizeEvent: scrubbed,
        }) as StatelyInspector;
        for (const a of bus.list().reverse())
          if (isRunning(a)) for (const e of replay.get(a.sessionId) ?? []) inspector.inspect.next?.(e);
        notify();
      });
      return loading;
    },
    inspectorRunning: () => inspector !== undefined,
    /** The browser refused to open the inspector's window (a pop-up needs a tap, and may be blocked). */
    inspectorBlocked: () => inspector !== undefined && !inspector.adapter?.targetWindow,
    /** The recorded session of this tab (record and replay). */
    session,
  };
  if (bus.inspectorTarget()) void bus.startInspector().catch(() => undefined);
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
