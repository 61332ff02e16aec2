import { isMachineSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

interface NodeLike {
  config: { on?: Record<string, unknown> };
  states: Record<string, NodeLike>;
}

/** The events a machine's definition names in `on` anywhere, in order of appearance, without xstate.* and wildcards. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const found = new Set<string>();
  const walk = (node: NodeLike) => {
    for (const type of Object.keys(node.config.on ?? {})) {
      if (!type.startsWith('xstate.') && !type.includes('*')) found.add(type);
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as NodeLike);
  return [...found];
}

/** The events the snapshot would take now; an event whose guard needs a payload to judge is shown with "(payload)". */
export function acceptedEvents(snapshot: AnyMachineSnapshot, types: string[]): string[] {
  const accepted: string[] = [];
  for (const type of types) {
    try {
      if (snapshot.can({ type })) accepted.push(type);
    } catch {
      accepted.push(`${type}(payload)`);
    }
  }
  return accepted;
}

/**
 * Events with a transition from an active state whose guard refused the bare `{ type }`:
 * they may be taken with the right payload (e.g. sku.select with a listed skuId).
 */
export function guardedEvents(snapshot: AnyMachineSnapshot, types: string[], accepted: string[]): string[] {
  const nodes = (snapshot as unknown as { _nodes: NodeLike[] })._nodes;
  const here = new Set(nodes.flatMap((node) => Object.keys(node.config.on ?? {})));
  return types.filter((type) => here.has(type) && !accepted.some((a) => a === type || a === `${type}(payload)`));
}

const MAX_STRING = 40;
const MAX_INLINE_OBJECT = 100;
/** Hidden by key: a token, and a code support looked up (管理后台 查看验证码, DESIGN §11). */
const SECRET = /token|password|secret|sms_?code/i;

function scalar(key: string, value: unknown): string {
  if (typeof value === 'string') {
    if (value !== '' && !value.startsWith('$') && SECRET.test(key)) return `«${value.length} chars, hidden»`;
    return JSON.stringify(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  }
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object') {
    const inline = compactJson(value);
    return inline.length <= MAX_INLINE_OBJECT ? inline : `{${Object.keys(value as object).length} keys}`;
  }
  return typeof value;
}

/**
 * Top-level fields: scalars as they are (long strings cut), arrays as their length, objects as a key
 * count. DESIGN §10: a token never goes in a log, so token-like fields show only their length.
 */
export function summarizeContext(context: unknown): string {
  if (typeof context !== 'object' || context === null) return scalar('', context);
  return Object.entries(context as Record<string, unknown>)
    .map(([key, value]) => `${key}=${scalar(key, value)}`)
    .join(' ');
}

/** The snapshot and those of its live child machines (the payment inside a purchase), with their ids. */
export function machineSnapshots(snapshot: AnyMachineSnapshot, id = ''): Array<[string, AnyMachineSnapshot]> {
  const children = Object.entries(snapshot.children ?? {}).flatMap(([childId, child]) => {
    const childSnapshot = (child as { getSnapshot?: () => unknown } | undefined)?.getSnapshot?.();
    return isMachineSnapshot(childSnapshot) && childSnapshot.status === 'active'
      ? machineSnapshots(childSnapshot, childId)
      : [];
  });
  return [[id, snapshot], ...children];
}

/** The state value, with each live child machine's after it: `"purchasing" · payment {"confirming":"waiting"}`. */
export const compactState = (snapshot: AnyMachineSnapshot): string =>
  machineSnapshots(snapshot)
    .map(([id, s]) => (id ? `${id} ${JSON.stringify(s.value)}` : JSON.stringify(s.value)))
    .join(' · ');

/** Any detail of an event or effect, in one line, with token-like fields hidden. */
export function compactJson(value: unknown): string {
  return (
    JSON.stringify(value, (key, v: unknown) =>
      typeof v === 'string' && v !== '' && !v.startsWith('$') && SECRET.test(key) ? `«${v.length} chars, hidden»` : v,
    ) ?? 'undefined'
  );
}
