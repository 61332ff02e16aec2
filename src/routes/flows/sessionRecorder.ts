import type { AnyActorRef, InspectionEvent } from 'xstate';
import { writeLine, type SessionLine } from './sessionLog';
import { sessionTrail, TRAIL_FILENAME } from './sessionTrail';

/** sessionStorage keys: the log (JSON lines) and when the session began, so a reload or a cashier trip goes on. */
const LOG_KEY = 'flows-session';
const STARTED_KEY = 'flows-session-started';
/** The newest lines kept; a longer session loses its beginning. */
const MAX_LINES = 3000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageOf = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The recorder of the non-production inspection bus: every machine actor's start (input, parent) and every event
 * it receives, service results included, with the state reached. Actor ids carry this page load's id, since a
 * reload starts counting again.
 */
export function createSessionRecorder(storage: Storage | undefined = storageOf(), now = Date.now) {
  const page = Math.random().toString(36).slice(2, 6);
  const idOf = (ref: AnyActorRef) => `${page}/${ref.sessionId}`;
  let pending: string[] = [];

  const startedAt = () => {
    const stored = Number(storage?.getItem(STARTED_KEY));
    if (stored > 0) return stored;
    const started = now();
    try {
      storage?.setItem(STARTED_KEY, String(started));
    } catch {
      // Storage refused: the recorder never breaks the page it records.
    }
    return started;
  };
  const began = startedAt();
  /** The log goes on after a reload: its numbers follow its last line's (whose own comes first in it). */
  const kept = storage?.getItem(LOG_KEY) ?? '';
  let seq = Number(/"seq":(\d+)/.exec(kept.slice(kept.lastIndexOf('\n') + 1))?.[1] ?? 0);
  const linesOf = new Map<string, number>();

  const flush = () => {
    if (!storage || pending.length === 0) return;
    const lines = [...(storage.getItem(LOG_KEY) ?? '').split('\n').filter(Boolean), ...pending].slice(-MAX_LINES);
    pending = [];
    try {
      storage.setItem(LOG_KEY, lines.join('\n'));
    } catch {
      // Storage full: the log keeps what it had.
    }
  };

  const add = (line: SessionLine) => {
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(writeLine(line));
  };

  return {
    /** Called with each inspection event of a machine actor. */
    record(event: InspectionEvent, machine: string) {
      if (event.type !== '@xstate.snapshot') return;
      const ref = event.actorRef as AnyActorRef & { options?: { input?: unknown }; _parent?: AnyActorRef };
      const t = now() - began;
      const state = (event.snapshot as { value?: unknown }).value;
      const actor = idOf(ref);
      const started = event.event.type === 'xstate.init';
      const n = started ? 0 : (linesOf.get(actor) ?? 0);
      linesOf.set(actor, n + 1);
      const numbers = { t, seq: ++seq, n, actor };
      if (started) {
        const parent = ref._parent ? idOf(ref._parent) : null;
        add({ ...numbers, kind: 'start', machine, parent, input: ref.options?.input, state });
      } else add({ ...numbers, kind: 'event', event: event.event, state });
    },
    /** The session so far, as JSON lines (导出会话). */
    export(): string {
      flush();
      return `${storage?.getItem(LOG_KEY) ?? ''}\n`;
    },
    /** The end of the session, scrubbed and replayable, as an error report's attachment; none before any line. */
    trail() {
      const data = sessionTrail(this.export());
      return data ? { filename: TRAIL_FILENAME, data, contentType: 'application/x-ndjson' } : undefined;
    },
    clear() {
      pending = [];
      storage?.removeItem(LOG_KEY);
      storage?.removeItem(STARTED_KEY);
    },
  };
}
