import { expect, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  getNextTransitions,
  isMachineSnapshot,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes, type Step } from 'xstate/graph';
import { requiredActions } from '../../src/machines/model';
import { registryEntry, type MachineEntry, type ModelEvent } from '../../src/machines/registry';

/*
 * Model-based paths for machines that invoke promises and use delays.
 *
 * xstate/graph's createTestModel() refuses such machines ("Invocations on test machines are not
 * supported"), so this helper uses its traversal functions directly: getAdjacencyMap() explores
 * the pure machine with sample events, where an invoked promise's outcome is the sample event
 * `xstate.done.actor.<id>` (with `output`) or `xstate.error.actor.<id>`, and a delay is its
 * `xstate.after.<delay>.<state id>` event (a named delay may be a number or a function of the context).
 *
 * Paths: the shortest path to every distinct model state (value + context), plus, for every state
 * configuration and every transition an event takes from it, the shortest path to such a model
 * state followed by that event.
 *
 * Each path then runs on a live actor with fake timers. A promise actor is a pending promise that
 * the path settles when it reaches the done/error sample; a delay event advances the clock; other
 * events are sent, unless `perform` says how to cause them; a child's `xstate.snapshot.<id>` sample lets the
 * clock run until the live child has that snapshot's value and context. After every step the live snapshot must
 * equal the model's, and the states and transitions the live actor took (seen through inspection)
 * must, in the end, be every state node and every transition definition of the machine.
 */

/** A machine event, or an internal one: `xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`… */
export type SampleEvent<TMachine extends AnyStateMachine> = ModelEvent<TMachine>;

export interface ModelPathOptions<TMachine extends AnyStateMachine> {
  /** One traversal per input, because the initial state may depend on it. */
  inputs: InputFrom<TMachine>[];
  /**
   * Sample events by type. Every event type a model state listens to is offered: its samples,
   * or `{ type }` when it has none.
   */
  events: SampleEvent<TMachine>[];
  /** Ids of invoked promise actors (each invoke id equals its src). */
  promiseActors?: string[];
  /** How to cause an event the live actor cannot simply be sent (a child's snapshot has a default: the clock runs). */
  perform?: Record<string, (actor: Actor<TMachine>, event: EventObject) => Promise<void>>;
}

type ModelStep = Step<AnyMachineSnapshot, EventObject>;

type DelayExpression = (
  args: { context: unknown; event: EventObject; self: unknown; system: unknown },
  params: undefined,
) => unknown;

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
const SNAPSHOT = 'xstate.snapshot.';

const allStateNodes = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine.root)];

function transitionLabels(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  for (const node of allStateNodes(machine)) {
    const byEvent: Array<[string, AnyTransitionDefinition[]]> = [
      ...node.transitions.entries(),
      ['always', node.always ?? []],
    ];
    for (const [eventType, transitions] of byEvent) {
      transitions.forEach((t, i) => {
        const targets = t.target?.map((target: AnyStateNode) => `#${target.id}`).join(', ') ?? '(no target)';
        labels.set(t, `#${node.id} · ${eventType} [${i}] → ${targets}`);
      });
    }
  }
  return labels;
}

/** Like createTestModel's default: the samples of every event type the snapshot listens to. */
function eventsFor(snapshot: AnyMachineSnapshot, samples: EventObject[]): EventObject[] {
  const types = new Set(getNextTransitions(snapshot).map((t) => t.eventType));
  types.delete('');
  return [...types].flatMap((type) => {
    const matching = samples.filter((sample) => sample.type === type);
    if (matching.length > 0) return matching;
    if (type.startsWith(DONE) || type.startsWith(SNAPSHOT)) throw new Error(`give a sample ${type} event`);
    return [{ type }];
  });
}

const eventKey = (event: EventObject) => JSON.stringify(event);
const pathKey = (steps: ModelStep[]) => steps.map((s) => eventKey(s.event)).join(' → ');

/** Drops paths whose event sequence is a prefix of a longer path's. */
function withoutPrefixes(paths: Array<{ steps: ModelStep[] }>): Array<{ steps: ModelStep[] }> {
  const covered = new Set<string>();
  return [...paths]
    .sort((a, b) => b.steps.length - a.steps.length)
    .filter((path) => {
      if (covered.has(pathKey(path.steps))) return false;
      path.steps.forEach((_, i) => covered.add(pathKey(path.steps.slice(0, i + 1))));
      return true;
    });
}

export interface Coverage {
  covered: number;
  total: number;
  /** What no path reached: state node ids, or transition labels. */
  missing: string[];
}

export interface ModelCoverage {
  states: Coverage;
  transitions: Coverage;
}

/** Most clock steps a child's snapshot sample may take to come true. */
const MAX_CLOCK_STEPS = 10_000;

const sameValueAndContext = (a: unknown, b: unknown) => {
  const pick = (s: unknown) => {
    const snapshot = s as { value?: unknown; context?: unknown } | undefined;
    return JSON.stringify([snapshot?.value, snapshot?.context]);
  };
  return a !== undefined && pick(a) === pick(b);
};

/**
 * Runs the model-based paths on live actors (every step must match the model, or this throws) and
 * tells which state nodes and transition definitions they reached.
 */
export async function modelPathCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelPathOptions<TMachine>,
): Promise<ModelCoverage> {
  const deferred = new Map<string, Deferred>();
  const promiseActors = Object.fromEntries(
    (options.promiseActors ?? []).map((id) => [
      id,
      fromPromise(() => new Promise((resolve, reject) => deferred.set(id, { resolve, reject }))),
    ]),
  );
  // The route's actions are its effects, outside the model: each is a fake that does nothing.
  const actions = Object.fromEntries(requiredActions(machine).map((name) => [name, () => {}]));
  const logic: AnyStateMachine = machine.provide({ actors: promiseActors, actions });
  const labels = transitionLabels(logic);
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<AnyTransitionDefinition>();

  const record = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || !isMachineSnapshot(inspection.snapshot)) return;
    if (inspection.snapshot.machine !== logic) return;
    inspection.snapshot._nodes.forEach((node) => reachedStates.add(node.id));
    inspection._transitions.forEach((t) => {
      takenTransitions.add(t);
      reachedStates.add(t.source.id);
    });
  };

  const settle = (event: EventObject, prefix: string) => {
    const id = event.type.slice(prefix.length);
    const pending = deferred.get(id);
    if (!pending) throw new Error(`the model expects ${event.type}, but no ${id} call is in flight`);
    deferred.delete(id);
    if (prefix === DONE) pending.resolve((event as EventObject & { output: unknown }).output);
    else pending.reject((event as EventObject & { error: unknown }).error);
  };

  /** A named delay given as a function is evaluated on the live actor's context, so it must not depend on the event. */
  const delayOf = (actor: Actor<AnyStateMachine>, eventType: string): number => {
    const name = eventType.slice(AFTER.length).split('.')[0] ?? '';
    const config: unknown = logic.implementations.delays[name] ?? Number(name);
    const delay =
      typeof config === 'function'
        ? (config as DelayExpression)(
            { context: actor.getSnapshot().context, event: { type: eventType }, self: actor, system: actor.system },
            undefined,
          )
        : config;
    if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`unsupported delay in ${eventType}`);
    return delay;
  };

  /** A child reports its own snapshots: let the clock run until the live child has the sample's value and context. */
  const runChildTo = async (actor: Actor<AnyStateMachine>, event: EventObject) => {
    const id = event.type.slice(SNAPSHOT.length);
    const expected = (event as EventObject & { snapshot?: unknown }).snapshot;
    const child = () =>
      (actor.getSnapshot().children as Record<string, { getSnapshot(): unknown } | undefined>)[id]?.getSnapshot();
    for (let step = 0; !sameValueAndContext(child(), expected); step += 1) {
      if (step === MAX_CLOCK_STEPS) throw new Error(`the ${id} child never reached the snapshot of ${event.type}`);
      await vi.advanceTimersToNextTimerAsync();
    }
  };

  const perform = async (actor: Actor<AnyStateMachine>, event: EventObject) => {
    if (event.type.startsWith(DONE)) settle(event, DONE);
    else if (event.type.startsWith(ERROR)) settle(event, ERROR);
    else if (event.type.startsWith(AFTER)) await vi.advanceTimersByTimeAsync(delayOf(actor, event.type));
    else if (options.perform?.[event.type]) await options.perform[event.type]?.(actor as Actor<TMachine>, event);
    else if (event.type.startsWith(SNAPSHOT)) await runChildTo(actor, event);
    else actor.send(event);
    await vi.advanceTimersByTimeAsync(0);
  };

  const runPath = async (input: InputFrom<TMachine>, steps: ModelStep[]) => {
    deferred.clear();
    const failures: unknown[] = [];
    const actor = createActor(logic, { input, inspect: record });
    actor.subscribe({ error: (error) => failures.push(error) });
    actor.start();
    actor.getSnapshot()._nodes.forEach((node: AnyStateNode) => reachedStates.add(node.id));
    const path = pathKey(steps.slice(1));
    for (const [i, step] of steps.entries()) {
      if (i > 0) await perform(actor, step.event);
      const live = actor.getSnapshot();
      expect(failures, path).toEqual([]);
      expect({ value: live.value, context: live.context }, `after step ${i} of ${path}`).toEqual({
        value: step.state.value,
        context: step.state.context,
      });
    }
    actor.stop();
  };

  vi.useFakeTimers();
  try {
    for (const input of options.inputs) {
      const traversal = { input, events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, options.events) };
      const toState = getShortestPaths(logic, traversal);
      const shortestTo = new Map(toState.map((p) => [JSON.stringify([p.state.value, p.state.context]), p]));
      const planned = new Set<string>();
      const extraPaths = adjacencyMapToArray(getAdjacencyMap(logic, traversal)).flatMap(
        ({ state, event, nextState }) => {
          const fresh = logic
            .getTransitionData(state, event)
            .map((t) => `${JSON.stringify(state.value)} ${labels.get(t)}`)
            .filter((key) => !planned.has(key));
          if (fresh.length === 0) return [];
          fresh.forEach((key) => planned.add(key));
          const head = shortestTo.get(JSON.stringify([state.value, state.context]));
          if (!head) throw new Error(`no path leads to ${JSON.stringify(state.value)}`);
          return [{ steps: [...head.steps, { event, state: nextState }] }];
        },
      );
      for (const path of withoutPrefixes([...toState, ...extraPaths])) {
        await runPath(input, path.steps);
      }
    }
  } finally {
    vi.useRealTimers();
  }

  const stateIds = allStateNodes(logic).map((node) => node.id);
  const missingStates = stateIds.filter((id) => !reachedStates.has(id));
  const missingTransitions = [...labels].filter(([t]) => !takenTransitions.has(t)).map(([, label]) => label);
  return {
    states: { covered: stateIds.length - missingStates.length, total: stateIds.length, missing: missingStates },
    transitions: { covered: labels.size - missingTransitions.length, total: labels.size, missing: missingTransitions },
  };
}

export async function expectModelPathsCoverMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelPathOptions<TMachine>,
): Promise<void> {
  const { states, transitions } = await modelPathCoverage(machine, options);
  expect(states.missing, 'state nodes no path reached').toEqual([]);
  expect(transitions.missing, 'transitions no path took').toEqual([]);
}

/** A registry entry's machine, with its test services, and its model: one source for tests and `npm run flows:coverage`. */
export function registryModel(entry: MachineEntry): {
  machine: AnyStateMachine;
  options: ModelPathOptions<AnyStateMachine>;
} {
  return { machine: entry.machine.provide(entry.testServices ?? {}), options: entry.model };
}

/** The model-based paths of the registry's `name` machine reach every state and every transition. */
export async function expectRegistryModelCovered(name: string): Promise<void> {
  const { machine, options } = registryModel(registryEntry(name));
  await expectModelPathsCoverMachine(machine, options);
}
