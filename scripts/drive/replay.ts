import {
  createActor,
  type ActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type Snapshot,
} from 'xstate';
import type { SessionLine } from '../../src/routes/flows/sessionLog';
import { machineRegistry } from '../../src/machines/registry';
import { createVirtualClock } from './clock';

type Start = Extract<SessionLine, { kind: 'start' }>;
type Event = Extract<SessionLine, { kind: 'event' }>;

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

/** The machine with every invoked actor (promises and child machines) silent. */
function withRecordedServices(machine: AnyStateMachine): AnyStateMachine {
  const entry = machineRegistry.find((e) => e.machine === machine)!;
  const implementations = (machine as { implementations?: { actors?: Record<string, unknown> } }).implementations;
  const actors = Object.fromEntries(Object.keys(implementations?.actors ?? {}).map((name) => [name, silent]));
  return machine.provide({ ...entry.testServices, actors }) as AnyStateMachine;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (value: unknown) => JSON.stringify(value);

/**
 * Replays one actor of a log on its own (a child machine too, from its recorded input): the machine starts from the recorded input, receives the recorded events
 * (service results included) in order, on a clock that never runs, and each state is checked against the log.
 * Returns whether it stayed on the recorded path.
 */
function replayActor(start: Start, events: Event[], output: (text: string) => void): boolean {
  const entry = machineRegistry.find((e) => e.name === start.machine);
  if (!entry) {
    output(`✗ ${start.actor}: no machine named ${start.machine} in the registry`);
    return false;
  }
  const actor: AnyActorRef = createActor(withRecordedServices(entry.machine), {
    input: start.input,
    clock: createVirtualClock(),
  });
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  output(`${start.machine} (${start.actor})`);
  const check = (label: string, expected: unknown) => {
    const state = actor.getSnapshot().value as unknown;
    if (failure === undefined && same(state, expected)) {
      output(`  ${label} → ${shown(state)}`);
      return true;
    }
    output(`  ${label} → ${shown(state)}`);
    output(`✗ diverged: the log says ${shown(expected)}${failure ? ` (${String(failure)})` : ''}`);
    return false;
  };
  if (!check('start', start.state)) return false;
  for (const line of events) {
    actor.send(line.event);
    if (!check(line.event.type, line.state)) return false;
  }
  actor.stop();
  return true;
}

/** `npm run drive -- --replay <file>`: every machine actor of the log, in order; 1 when any leaves its path. */
export function replaySession(lines: SessionLine[], output: (text: string) => void): number {
  const starts = lines.filter((l): l is Start => l.kind === 'start');
  if (starts.length === 0) {
    output('✗ the log holds no actor');
    return 1;
  }
  let ok = true;
  for (const start of starts) {
    const events = lines.filter((l): l is Event => l.kind === 'event' && l.actor === start.actor);
    ok = replayActor(start, events, output) && ok;
  }
  output(ok ? `replayed ${starts.length} actor(s): every state as recorded` : 'replay diverged from the log');
  return ok ? 0 : 1;
}
