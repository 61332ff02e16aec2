import {
  createActor,
  type ActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type Snapshot,
} from 'xstate';
import type { NumberedLine, SessionLine } from '../../src/routes/flows/sessionLog';
import { requiredActions } from '../../src/machines/model';
import { machineRegistry } from '../../src/machines/registry';
import { createVirtualClock } from './clock';

type Start = Extract<SessionLine, { kind: 'start' }>;

type SilentSnapshot = Snapshot<undefined>;

/**
 * A service or child machine that never answers: the log's recorded results and child snapshots stand in for it.
 * Its status is none of active, done or error, so xstate relays nothing of it to the parent: no second,
 * unrecorded `xstate.snapshot.<id>` where the log already holds the child's real ones.
 */
const silent: ActorLogic<SilentSnapshot, EventObject> = {
  transition: (snapshot) => snapshot,
  getInitialSnapshot: () => ({ status: 'replayed', output: undefined, error: undefined }) as unknown as SilentSnapshot,
  getPersistedSnapshot: (snapshot) => snapshot,
};

/** The machine with every invoked actor (promises and child machines) silent, and the route's actions doing nothing. */
function withRecordedServices(machine: AnyStateMachine): AnyStateMachine {
  const entry = machineRegistry.find((e) => e.machine === machine)!;
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, silent]));
  const actions = Object.fromEntries(requiredActions(machine).map((name) => [name, () => {}]));
  return machine.provide({ ...entry.testServices, actors, actions }) as AnyStateMachine;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (value: unknown) => JSON.stringify(value);
const MAX_SHOWN_LINE = 300;

/**
 * Why the log cannot be a whole session, or undefined: an event or a parent that names an actor with no start line
 * (its start was cut away), an event before its actor's start, or a second start for one actor (logs spliced).
 */
function missingActor(log: NumberedLine[]): { at: NumberedLine; reason: string } | undefined {
  const starts = new Map<string, number>();
  for (const at of log) {
    if (at.line.kind !== 'start') continue;
    const first = starts.get(at.line.actor);
    if (first !== undefined)
      return { at, reason: `a second start line for ${at.line.actor} (the first is line ${first})` };
    starts.set(at.line.actor, at.number);
  }
  const named = new Set(
    log.flatMap(({ line }) => (line.kind === 'start' && line.parent ? [line.actor, line.parent] : [line.actor])),
  );
  const count = `the log has ${starts.size} start line(s) but names ${named.size} actor(s)`;
  for (const at of log) {
    const { line } = at;
    const startedAt = starts.get(line.actor);
    if (line.kind === 'event' && startedAt === undefined)
      return { at, reason: `${line.actor} receives ${line.event.type} but never started: ${count}` };
    if (line.kind === 'event' && startedAt! > at.number)
      return { at, reason: `${line.actor} receives ${line.event.type} before its start line (line ${startedAt})` };
    if (line.kind === 'start' && line.parent !== null && !starts.has(line.parent))
      return { at, reason: `${line.actor}'s parent ${line.parent} never started: ${count}` };
  }
  return undefined;
}

/**
 * A line missing from the log, or undefined: each actor's lines are numbered from its start (`n`), and the log's lines
 * (`seq`, which an error report's trail of whole actors drops) one after another.
 */
function missingLine(log: NumberedLine[]): { at: NumberedLine; reason: string } | undefined {
  const numbered = log[0]!.line.seq !== undefined;
  const lastOf = new Map<string, number>();
  let previous: number | undefined;
  for (const at of log) {
    const { seq, n, actor } = at.line;
    if ((seq !== undefined) !== numbered)
      return { at, reason: numbered ? 'no seq where every line before had one' : 'a seq where line 1 had none' };
    if (seq !== undefined && previous !== undefined && seq !== previous + 1)
      return { at, reason: `seq ${seq} follows seq ${previous}: ${gap(seq, previous, 'of the log')}` };
    previous = seq;
    const before = lastOf.get(actor) ?? -1;
    if (n !== before + 1)
      return { at, reason: `${actor}'s n ${n} follows its n ${before}: ${gap(n, before, 'of it')}` };
    lastOf.set(actor, n);
  }
  return undefined;
}

const gap = (number: number, before: number, whose: string) =>
  number > before + 1
    ? `${number - before - 1} line(s) ${whose} missing before it`
    : `lines ${whose} repeated or out of order`;

function canTake(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return true;
  }
}

interface Replayed {
  machine: string;
  ref: AnyActorRef;
  failure?: unknown;
}

/** Starts one actor of the log from its recorded input, on a clock that never runs. */
function startActor(line: Start): Replayed | string {
  const entry = machineRegistry.find((e) => e.name === line.machine);
  if (!entry) return `no machine named ${line.machine} in the registry`;
  const ref: AnyActorRef = createActor(withRecordedServices(entry.machine), {
    input: line.input,
    clock: createVirtualClock(),
  });
  const replayed: Replayed = { machine: line.machine, ref };
  ref.subscribe({ error: (error) => (replayed.failure = error) });
  ref.start();
  return replayed;
}

/**
 * `npm run drive -- --replay <file>`: every line of the log in order, each actor on its own (its machine from the
 * recorded input, every service and child silent, the recorded results standing in for them). Exits 1 at the first
 * line that does not fit: a cut log (an actor with no start line, a gap in the numbers), or a state the replay does
 * not reach.
 */
export function replaySession(log: NumberedLine[], output: (text: string) => void): number {
  const refuse = (at: NumberedLine, reason: string) => {
    output(`✗ line ${at.number} does not fit: ${reason}`);
    output(`  ${at.raw.length > MAX_SHOWN_LINE ? `${at.raw.slice(0, MAX_SHOWN_LINE)}…` : at.raw}`);
    output('replay diverged from the log');
    return 1;
  };
  if (!log.some(({ line }) => line.kind === 'start')) {
    output('✗ the log holds no actor');
    return 1;
  }
  const cut = missingActor(log) ?? missingLine(log);
  if (cut) return refuse(cut.at, cut.reason);

  const actors = new Map<string, Replayed>();
  try {
    for (const at of log) {
      const { line } = at;
      let actor = actors.get(line.actor);
      let before: unknown;
      if (line.kind === 'start') {
        const started = startActor(line);
        if (typeof started === 'string') return refuse(at, started);
        actors.set(line.actor, (actor = started));
      } else {
        const snapshot = actor!.ref.getSnapshot() as AnyMachineSnapshot;
        if (!canTake(snapshot, line.event)) before = snapshot.value;
        actor!.ref.send(line.event);
      }
      const reached = (actor!.ref.getSnapshot() as AnyMachineSnapshot).value as unknown;
      const label = line.kind === 'start' ? 'start' : line.event.type;
      output(`line ${at.number}  ${actor!.machine} ${line.actor}  ${label} → ${shown(reached)}`);
      if (actor!.failure !== undefined) return refuse(at, `the machine failed: ${String(actor!.failure)}`);
      if (same(reached, line.state)) continue;
      if (before !== undefined)
        return refuse(
          at,
          `the log says ${shown(line.state)}, but the actor was in ${shown(before)}, which ${label} cannot leave`,
        );
      return refuse(at, `the log says ${shown(line.state)}, the replay reached ${shown(reached)}`);
    }
  } finally {
    for (const actor of actors.values()) actor.ref.stop();
  }
  output(`replayed ${actors.size} actor(s): every state as recorded`);
  return 0;
}
