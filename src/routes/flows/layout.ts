import { guardName } from '../../machines/flowChart';
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import type {
  AcceptedEvent,
  ChartDivider,
  ChartEdge,
  ChartLayout,
  ChartNode,
  ChartPoint,
} from '../../ui/flows/chartTypes';

/** Box metrics of the offline statechart viewer, in SVG user units (1 unit = 1 CSS px at 100 %). */
const M = {
  margin: 10,
  pad: 12,
  header: 26,
  gapX: 30,
  gapY: 62,
  atomH: 34,
  noteH: 13,
  minW: 86,
  labelChar: 7.3,
  noteChar: 5.9,
  edgeChar: 5.9,
  edgeLine: 13,
  loop: 22,
  perRow: 2,
};

type Guard = unknown;

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: Guard;
}

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];

/** A readable name for an event type: `onDone(loadCatalog)`, `after confirmBackoff`, `always`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  let m = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (m) return `onDone(${m[1]})`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (m) return `onError(${m[1]})`;
  m = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (m) return `after ${/^\d+$/.test(m[1]!) ? `${m[1]}ms` : m[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

/** A guard's name: `hasOrder`, `!hasOrder` for not(), `a && b` for and(). */
/** A guard as the charts name it: the one reader of xstate's guard internals is machines/flowChart.ts. */
export const guardLabel = (guard: Guard): string | undefined =>
  guard === undefined || guard === null ? undefined : guardName(guard);

function transitionsOf(node: AnyStateNode): TransitionLike[] {
  const list: TransitionLike[] = [];
  for (const defs of node.transitions.values()) list.push(...(defs as TransitionLike[]));
  for (const def of (node.always ?? []) as TransitionLike[]) list.push({ ...def, eventType: '' });
  return list;
}

const transitionText = (t: TransitionLike) => {
  const guard = guardLabel(t.guard);
  return guard ? `${eventLabel(t.eventType)} [${guard}]` : eventLabel(t.eventType);
};

function noteOf(node: AnyStateNode): string | undefined {
  const parts: string[] = [];
  for (const invoke of node.invoke) parts.push(`⟳ ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  if (node.type === 'final') parts.push('final');
  if (node.type === 'history') parts.push(`history${node.history === 'deep' ? '*' : ''}`);
  if (node.tags.length) parts.push(`#${node.tags.join(' #')}`);
  return parts.length ? parts.join(' ') : undefined;
}

interface Sized {
  node: AnyStateNode;
  w: number;
  h: number;
  note?: string;
  /** Child positions relative to this box. */
  placed: { child: Sized; x: number; y: number }[];
  dividers: ChartDivider[];
}

/** The child of `parent` that is or contains `node`. */
function childContaining(parent: AnyStateNode, node: AnyStateNode): AnyStateNode | undefined {
  let n: AnyStateNode | undefined = node;
  while (n && n.parent !== parent) n = n.parent;
  return n;
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return [node, ...children(node).flatMap(descendants)];
}

/** Rows of a compound state: breadth-first from the initial child along its children's transitions. */
function rowsOf(node: AnyStateNode): AnyStateNode[][] {
  const kids = children(node);
  const next = new Map<AnyStateNode, AnyStateNode[]>(kids.map((k) => [k, []]));
  for (const kid of kids)
    for (const d of descendants(kid))
      for (const t of transitionsOf(d))
        for (const target of t.target ?? []) {
          const to = childContaining(node, target);
          if (to && to !== kid && !next.get(kid)!.includes(to)) next.get(kid)!.push(to);
        }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  const first = (initial && childContaining(node, initial)) ?? kids[0];
  const rank = new Map<AnyStateNode, number>();
  const queue: AnyStateNode[] = [];
  if (first) {
    rank.set(first, 0);
    queue.push(first);
  }
  while (queue.length) {
    const at = queue.shift()!;
    for (const to of next.get(at)!)
      if (!rank.has(to)) {
        rank.set(to, rank.get(at)! + 1);
        queue.push(to);
      }
  }
  let last = Math.max(-1, ...rank.values());
  for (const kid of kids) if (!rank.has(kid)) rank.set(kid, ++last);
  const byRank: AnyStateNode[][] = [];
  for (const kid of kids) (byRank[rank.get(kid)!] ??= []).push(kid);
  return byRank.filter(Boolean).flatMap((row) => {
    const chunks: AnyStateNode[][] = [];
    for (let i = 0; i < row.length; i += M.perRow) chunks.push(row.slice(i, i + M.perRow));
    return chunks;
  });
}

function measure(node: AnyStateNode): Sized {
  const note = noteOf(node);
  const labelW = node.key.length * M.labelChar + 2 * M.pad;
  const noteW = (note?.length ?? 0) * M.noteChar + 2 * M.pad;
  const kids = children(node);
  if (kids.length === 0) {
    return {
      node,
      note,
      w: Math.max(M.minW, labelW, noteW),
      h: M.atomH + (note ? M.noteH : 0),
      placed: [],
      dividers: [],
    };
  }
  const top = M.header + (note ? M.noteH : 0);
  if (node.type === 'parallel') {
    const regions = kids.map(measure);
    const height = Math.max(...regions.map((r) => r.h));
    const placed: Sized['placed'] = [];
    const dividers: ChartDivider[] = [];
    let x = M.pad;
    regions.forEach((region, i) => {
      if (i > 0) {
        dividers.push({ x1: x - M.pad, y1: top - 4, x2: x - M.pad, y2: top + height + M.pad / 2 });
        x += M.pad;
      }
      placed.push({ child: region, x, y: top });
      x += region.w + M.pad;
    });
    return { node, note, w: Math.max(x, labelW, noteW), h: top + height + M.pad, placed, dividers };
  }
  const rows = rowsOf(node).map((row) => row.map(measure));
  const rowW = rows.map((row) => row.reduce((s, c) => s + c.w, 0) + M.gapX * (row.length - 1));
  const inner = Math.max(...rowW);
  const w = Math.max(inner + 2 * M.pad, labelW, noteW);
  const placed: Sized['placed'] = [];
  let y = top + 18;
  rows.forEach((row, i) => {
    let x = (w - rowW[i]!) / 2;
    const rowH = Math.max(...row.map((c) => c.h));
    for (const child of row) {
      placed.push({ child, x, y: y + (rowH - child.h) / 2 });
      x += child.w + M.gapX;
    }
    y += rowH + (i < rows.length - 1 ? M.gapY : 0);
  });
  return { node, note, w, h: y + M.pad, placed, dividers: [] };
}

function place(sized: Sized, x: number, y: number, depth: number, nodes: ChartNode[], dividers: ChartDivider[]) {
  const { node } = sized;
  const parent = node.parent;
  const initial = parent?.type === 'compound' && parent.initial?.target?.[0] === node;
  nodes.push({
    id: node.id,
    label: node.key,
    kind: node.type,
    depth,
    initial: Boolean(initial),
    note: sized.note,
    x,
    y,
    w: sized.w,
    h: sized.h,
  });
  for (const d of sized.dividers) dividers.push({ x1: d.x1 + x, y1: d.y1 + y, x2: d.x2 + x, y2: d.y2 + y });
  for (const p of sized.placed) place(p.child, x + p.x, y + p.y, depth + 1, nodes, dividers);
}

type Box = Pick<ChartNode, 'x' | 'y' | 'w' | 'h'>;
const center = (b: Box): ChartPoint => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const contains = (a: Box, b: Box) => b.x >= a.x && b.y >= a.y && b.x + b.w <= a.x + a.w && b.y + b.h <= a.y + a.h;

/** Where the ray from the box centre towards `to` leaves the box. */
function clip(box: Box, from: ChartPoint, to: ChartPoint): ChartPoint {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return from;
  const sx = dx === 0 ? Infinity : box.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : box.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: from.x + dx * s, y: from.y + dy * s };
}

function route(s: Box, t: Box, offset: number): ChartPoint[] {
  if (s === t) {
    const right = s.x + s.w;
    return [
      { x: right, y: s.y + 9 },
      { x: right + M.loop, y: s.y + 9 },
      { x: right + M.loop, y: s.y + s.h - 9 },
      { x: right, y: s.y + s.h - 9 },
    ];
  }
  if (contains(s, t))
    return [
      { x: t.x + t.w / 2, y: t.y - 16 },
      { x: t.x + t.w / 2, y: t.y },
    ];
  if (contains(t, s))
    return [
      { x: s.x + s.w, y: s.y + s.h / 2 },
      { x: t.x + t.w, y: s.y + s.h / 2 },
    ];
  const a = center(s);
  const b = center(t);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = (-(b.y - a.y) / len) * offset;
  const ny = ((b.x - a.x) / len) * offset;
  const a2 = { x: a.x + nx, y: a.y + ny };
  const b2 = { x: b.x + nx, y: b.y + ny };
  return [clip(s, a2, b2), clip(t, b2, a2)];
}

interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: LabelBox, b: LabelBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A chart of a machine: nested boxes for its states and arrows for its transitions. */
export function layoutMachine(machine: AnyStateMachine): ChartLayout {
  const root = machine.root as AnyStateNode;
  const sized = measure(root);
  const nodes: ChartNode[] = [];
  const dividers: ChartDivider[] = [];
  place(sized, M.margin, M.margin, 0, nodes, dividers);
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const grouped = new Map<string, { sourceId: string; targetId: string; labels: string[] }>();
  for (const node of descendants(root))
    for (const t of transitionsOf(node))
      for (const target of t.target ?? []) {
        const key = `${node.id}→${target.id}`;
        const entry = grouped.get(key) ?? { sourceId: node.id, targetId: target.id, labels: [] };
        const text = transitionText(t);
        if (!entry.labels.includes(text)) entry.labels.push(text);
        grouped.set(key, entry);
      }

  const placedLabels: LabelBox[] = nodes
    .filter((n) => n.kind !== 'compound' && n.kind !== 'parallel')
    .map((n) => ({ x: n.x, y: n.y, w: n.w, h: n.h }));
  const edges: ChartEdge[] = [];
  let right = sized.w + 2 * M.margin;
  let bottom = sized.h + 2 * M.margin;
  for (const [key, e] of grouped) {
    const s = byId.get(e.sourceId)!;
    const t = byId.get(e.targetId)!;
    const reverse = grouped.has(`${e.targetId}→${e.sourceId}`) && e.sourceId !== e.targetId;
    const points = route(s, t, reverse ? 7 : 0);
    const w = Math.max(...e.labels.map((l) => l.length)) * M.edgeChar + 8;
    const h = e.labels.length * M.edgeLine + 4;
    const first = points[0]!;
    const last = points[points.length - 1]!;
    let at: ChartPoint =
      s === t
        ? { x: first.x + M.loop + 4 + w / 2, y: (first.y + last.y) / 2 }
        : { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
    // Nudge a label down (then up) until it covers no state box and no other label.
    const box = (p: ChartPoint): LabelBox => ({ x: p.x - w / 2, y: p.y - h / 2, w, h });
    for (let i = 1; i < 14 && placedLabels.some((b) => overlaps(b, box(at))); i++) {
      const step = Math.ceil(i / 2) * (h / 2 + 2) * (i % 2 ? 1 : -1);
      at = { x: at.x, y: (first.y + last.y) / 2 + step };
    }
    placedLabels.push(box(at));
    right = Math.max(right, at.x + w / 2 + M.margin, ...points.map((p) => p.x + M.margin));
    bottom = Math.max(bottom, at.y + h / 2 + M.margin);
    edges.push({ id: key, sourceId: e.sourceId, targetId: e.targetId, points, labels: e.labels, labelAt: at });
  }
  return { width: Math.ceil(right), height: Math.ceil(bottom), nodes, edges, dividers };
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
        event: eventLabel(t.eventType),
        targets: (t.target ?? []).map((s) => s.id),
        guard: guardLabel(t.guard),
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
