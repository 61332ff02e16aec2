import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/*
 * A machine as a Mermaid `stateDiagram-v2`, read from the machine's state nodes (pure: xstate types only).
 *
 * - The machine is one composite state; nested states are nested `state x { … }` blocks and the
 *   regions of a parallel state are separated by `--`.
 * - `[*] --> x` marks initial states, `x --> [*]` final ones.
 * - Every transition is an edge `a --> b : label [guard]`, drawn in the block that declares its source:
 *   the event type; `after <delay>` (a named delay, with its ms when it is a number, or `<n>ms`); `always`; `done(<actor id>)`,
 *   `error(<actor id>)` and `snapshot(<actor id>)` for an invoked actor; `done` for a compound
 *   state's onDone. A targetless transition (actions only) is a self-loop marked `(no target)`.
 * - Guards show by name; `and(…)`, `or(…)`, `not(…)` and `in(…)` (stateIn) are spelled out, and an
 *   inline function is `inline`.
 * Mermaid ids are the state node ids with every non-word character replaced by `_`; a state's label
 * is its key. Labels never contain `:`, `;` or `#`, which Mermaid's state grammar does not accept there.
 */

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const SNAPSHOT = 'xstate.snapshot.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

/** A Mermaid id for a state node. */
export const mermaidId = (node: Pick<AnyStateNode, 'id'>): string => node.id.replace(/\W/g, '_');

const clean = (text: string) =>
  text
    .replace(/[:;#\n"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface GuardFunction {
  name?: string;
  guards?: unknown[];
  stateValue?: unknown;
}

function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^#/, '');
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => `${key}.${stateValueText(child)}`)
      .join(', ');
  }
  return String(value);
}

/** A readable name for a guard: a named guard, `{ type, params }`, a higher-order guard or an inline function. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as GuardFunction;
    if (Array.isArray(fn.guards)) {
      const op = fn.name === 'not' || fn.name === 'or' ? fn.name : 'and';
      return `${op}(${fn.guards.map(guardName).join(', ')})`;
    }
    if ('stateValue' in fn) return `in(${stateValueText(fn.stateValue)})`;
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

function delayText(node: AnyStateNode, transition: AnyTransitionDefinition): string {
  const delayed = (node.after as Array<AnyTransitionDefinition & { delay: unknown }>).find(
    (candidate) => candidate.eventType === transition.eventType,
  );
  const delay = delayed?.delay ?? transition.eventType.slice(AFTER.length).split('.')[0];
  if (typeof delay === 'number' || (typeof delay === 'string' && /^\d+$/.test(delay))) return `${delay}ms`;
  if (typeof delay !== 'string') return 'delay';
  const named: unknown = node.machine.implementations.delays[delay];
  return typeof named === 'number' ? `${delay} (${named}ms)` : delay;
}

/** A transition's event as charts name it: the event type, `always`, `after …`, `done(…)`, `error(…)`. */
export function eventName(node: AnyStateNode, transition: AnyTransitionDefinition): string {
  const type: string = transition.eventType;
  let event: string;
  if (type === '') event = 'always';
  else if (type.startsWith(AFTER)) event = `after ${delayText(node, transition)}`;
  else if (type.startsWith(DONE_ACTOR)) event = `done(${type.slice(DONE_ACTOR.length)})`;
  else if (type.startsWith(ERROR_ACTOR)) event = `error(${type.slice(ERROR_ACTOR.length)})`;
  else if (type.startsWith(SNAPSHOT)) event = `snapshot(${type.slice(SNAPSHOT.length)})`;
  else if (type.startsWith(DONE_STATE)) event = 'done';
  else event = type;
  return clean(event);
}

/** A transition's guard by name, or undefined when it has none. */
export const transitionGuard = (transition: AnyTransitionDefinition): string | undefined =>
  transition.guard === undefined || transition.guard === null ? undefined : clean(guardName(transition.guard));

/** The edge label of a transition: its event, then its guard in brackets. */
export function transitionLabel(node: AnyStateNode, transition: AnyTransitionDefinition): string {
  const guard = transitionGuard(transition);
  return guard === undefined ? eventName(node, transition) : `${eventName(node, transition)} [${guard}]`;
}

/** A state node's children, in definition order. */
export const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);

/** The transitions a node defines, in definition order: event transitions, then eventless ones. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const byEvent = [...node.transitions.values()].flat() as AnyTransitionDefinition[];
  return [...byEvent, ...((node.always ?? []) as AnyTransitionDefinition[])];
}

function edgeLines(node: AnyStateNode, indent: string): string[] {
  const from = mermaidId(node);
  return transitionsOf(node).flatMap((transition) => {
    const label = transitionLabel(node, transition);
    const targets = (transition.target ?? []) as AnyStateNode[];
    if (targets.length === 0) return [`${indent}${from} --> ${from} : ${label} (no target)`];
    return targets.map((target) => `${indent}${from} --> ${mermaidId(target)} : ${label}`);
  });
}

/** A node's declaration in its parent's block, its own block when it has children, and its edges. */
function nodeLines(node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(node);
  const lines = [`${indent}state "${clean(node.key)}" as ${id}`];
  const children = childrenOf(node);
  if (children.length > 0) {
    lines.push(`${indent}state ${id} {`, ...blockLines(node, `${indent}  `), `${indent}}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  lines.push(...edgeLines(node, indent));
  return lines;
}

/** The inside of a compound or parallel state's block. */
function blockLines(node: AnyStateNode, indent: string): string[] {
  const children = childrenOf(node);
  if (node.type === 'parallel') {
    return children.flatMap((child, i) => [...(i > 0 ? [`${indent}--`] : []), ...nodeLines(child, indent)]);
  }
  const initial = ((node.initial?.target ?? []) as AnyStateNode[]).map(
    (target) => `${indent}[*] --> ${mermaidId(target)}`,
  );
  return [...initial, ...children.flatMap((child) => nodeLines(child, indent))];
}

/** The machine as Mermaid `stateDiagram-v2` text (no code fence), ending with a newline. */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  return [`stateDiagram-v2`, `  [*] --> ${mermaidId(root)}`, ...nodeLines(root, '  '), ''].join('\n');
}
