import type { AnyStateMachine, AnyStateNode, EventFromLogic, InputFrom } from 'xstate';
import { isRequiredAction } from './effects';

/** A machine event, or an internal one: `xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`… */
export type ModelEvent<TMachine extends AnyStateMachine = AnyStateMachine> =
  EventFromLogic<TMachine> | { type: `xstate.${string}`; output?: unknown; error?: unknown; snapshot?: unknown };

/**
 * What model-based paths (xstate/graph traversal, tests/machines/modelPaths.ts) explore a machine with.
 * Pure sample data: the paths settle each invoked promise with a `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` sample, run delays on a fake clock, and let the clock run for a
 * child's `xstate.snapshot.<id>` sample.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** One traversal per input, because the initial state may depend on it. */
  inputs: Array<InputFrom<TMachine>>;
  /** Sample events by type; an event type with no sample is offered as `{ type }`. */
  events: Array<ModelEvent<TMachine>>;
  /** Ids of the invoked actors whose end the machine waits for (each invoke id equals its src): the paths settle them. */
  promiseActors: string[];
}

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id and the name tools know it by. */
  name: string;
  description: string;
  machine: TMachine;
  /** Sample inputs and events for model-based paths and `npm run flows:coverage`. */
  model: MachineModel<TMachine>;
  /** What a model or test run gives `machine.provide()` besides fake promise actors. */
  testServices?: Parameters<TMachine['provide']>[0];
}

const allStateNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes),
];

/** The invokes a machine waits to end (they have onDone or onError); a child it only watches, like a countdown, is not one. */
export function awaitedActors(machine: AnyStateMachine): string[] {
  const ids = allStateNodes(machine.root).flatMap((node) =>
    node.invoke
      .map((invoke) => invoke.id)
      .filter(
        (id) => node.transitions.has(`xstate.done.actor.${id}`) || node.transitions.has(`xstate.error.actor.${id}`),
      ),
  );
  return [...new Set(ids)];
}

/** The actions the route provides that are still at their loud default: a model run gives each a fake. */
export function requiredActions(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions)
    .filter(([, action]) => isRequiredAction(action))
    .map(([name]) => name);
}

/** A machine's model entry, typed against its own machine; its awaited actors are read from the machine. */
export function machineModel<TMachine extends AnyStateMachine>(
  entry: Omit<MachineEntry<TMachine>, 'model'> & { model: Omit<MachineModel<TMachine>, 'promiseActors'> },
): MachineEntry {
  return {
    ...entry,
    model: { ...entry.model, promiseActors: awaitedActors(entry.machine) },
  } as unknown as MachineEntry;
}
