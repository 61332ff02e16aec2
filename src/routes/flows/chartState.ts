import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { childrenOf, eventName, transitionGuard, transitionsOf } from '../../machines/flowChart';
import type { AcceptedEvent } from '../../ui/flows/chartTypes';

const descendants = (node: AnyStateNode): AnyStateNode[] => [node, ...childrenOf(node).flatMap(descendants)];

/** `confirming.waiting`; parallel regions joined with a comma. */
export function valueText(value: StateValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, sub]) => {
      const inner = valueText(sub as StateValue);
      return inner ? `${key}.${inner}` : key;
    })
    .join(', ');
}

/** The ids of every state node active in `value` (the root, compound and parallel states included). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue | undefined): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode, v: StateValue | undefined) => {
    ids.push(node.id);
    if (v === undefined) return;
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) visit(child, undefined);
      return;
    }
    for (const [key, sub] of Object.entries(v)) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (child) visit(child, sub as StateValue);
    }
  };
  visit(machine.root as AnyStateNode, value);
  return ids;
}

export function findStateNode(machine: AnyStateMachine, id: string): AnyStateNode | undefined {
  return descendants(machine.root as AnyStateNode).find((n) => n.id === id);
}

/** The transitions a state accepts: its own, then its ancestors' (nearest first). */
export function acceptedEvents(machine: AnyStateMachine, id: string): AcceptedEvent[] {
  const events: AcceptedEvent[] = [];
  for (let node = findStateNode(machine, id); node; node = node.parent)
    for (const t of transitionsOf(node))
      events.push({
        event: eventName(node, t),
        targets: ((t.target ?? []) as AnyStateNode[]).map((s) => s.id),
        guard: transitionGuard(t),
        from: node.id,
      });
  return events;
}

const MAX_STRING = 80;

/** Pretty JSON of a context, long strings cut to 80 characters, actor refs and functions named. */
export function contextJson(context: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(
      context,
      (_key, value: unknown) => {
        if (typeof value === 'string' && value.length > MAX_STRING)
          return `${value.slice(0, MAX_STRING)}…（共 ${value.length} 字）`;
        if (typeof value === 'function') return `[function ${value.name || ''}]`.replace(' ]', ']');
        if (typeof value === 'bigint') return `${value}n`;
        if (value && typeof value === 'object') {
          if (seen.has(value)) return '[circular]';
          seen.add(value);
          if ('sessionId' in value && 'send' in value) return `[actor ${(value as { id?: string }).id ?? ''}]`;
        }
        return value;
      },
      2,
    ) ?? 'undefined'
  );
}
