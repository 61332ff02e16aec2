import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { childrenOf, transitionLabel, transitionsOf } from '../../machines/flowChart';
import type { ChartDivider, ChartEdge, ChartLayout, ChartNode } from '../../ui/flows/chartTypes';
import { edgeLabelSize } from '../../ui/flows/chartTypes';

/** Box metrics in SVG user units (1 unit = 1 CSS px at 100 %); text widths are estimated per character. */
const M = { margin: 16, pad: 14, header: 26, atomH: 34, noteH: 13, minW: 86, labelChar: 7.3, noteChar: 5.9 };

const elk = new ELK();

function noteOf(node: AnyStateNode): string | undefined {
  const parts: string[] = [];
  for (const invoke of node.invoke) parts.push(`⟳ ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  if (node.type === 'final') parts.push('final');
  if (node.type === 'history') parts.push(`history${node.history === 'deep' ? '*' : ''}`);
  if (node.tags.length) parts.push(`#${node.tags.join(' #')}`);
  return parts.length ? parts.join(' ') : undefined;
}

const textWidth = (node: AnyStateNode, note: string | undefined) =>
  Math.max(M.minW, node.key.length * M.labelChar + 2 * M.pad, (note?.length ?? 0) * M.noteChar + 2 * M.pad);

/** A state as an ELK node: a leaf box, or a nested graph whose padding leaves room for the title (and note). */
function elkNode(node: AnyStateNode): ElkNode {
  const note = noteOf(node);
  const kids = childrenOf(node);
  if (kids.length === 0) return { id: node.id, width: textWidth(node, note), height: M.atomH + (note ? M.noteH : 0) };
  const top = M.header + (note ? M.noteH : 0) + 20;
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${top},left=${M.pad},bottom=${M.pad},right=${M.pad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${textWidth(node, note)},${top + M.pad})`,
      // Regions of a parallel state sit side by side.
      ...(node.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    children: kids.map(elkNode),
  };
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return [node, ...childrenOf(node).flatMap(descendants)];
}

/** One edge per source→target pair, one label line per transition between them. */
function groupedEdges(root: AnyStateNode) {
  const grouped = new Map<string, { sourceId: string; targetId: string; labels: string[] }>();
  for (const node of descendants(root))
    for (const t of transitionsOf(node))
      for (const target of (t.target ?? []) as AnyStateNode[]) {
        const key = `${node.id}→${target.id}`;
        const entry = grouped.get(key) ?? { sourceId: node.id, targetId: target.id, labels: [] };
        const text = transitionLabel(node, t);
        if (!entry.labels.includes(text)) entry.labels.push(text);
        grouped.set(key, entry);
      }
  return grouped;
}

/**
 * A chart of a machine laid out by ELK's layered algorithm: compound and parallel states are nested
 * graphs (hierarchy handled as one layout), and ELK places the edge labels. Coordinates come back
 * relative to the root, so the SVG draws them as they are.
 */
export async function layoutMachine(machine: AnyStateMachine): Promise<ChartLayout> {
  const root = machine.root as AnyStateNode;
  const grouped = groupedEdges(root);
  const edges: ElkExtendedEdge[] = [...grouped].map(([id, e]) => ({
    id,
    sources: [e.sourceId],
    targets: [e.targetId],
    labels: [{ id: `${id}#label`, text: e.labels.join('\n'), ...edgeLabelSize(e.labels) }],
  }));
  const input: ElkNode = {
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.padding': `[top=${M.margin + 12},left=${M.margin},bottom=${M.margin},right=${M.margin}]`,
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [elkNode(root)],
    edges,
  };
  const graph = await elk.layout(input);

  const nodes: ChartNode[] = [];
  const dividers: ChartDivider[] = [];
  const visit = (state: AnyStateNode, laid: ElkNode, depth: number) => {
    const parent = state.parent;
    nodes.push({
      id: state.id,
      label: state.key,
      kind: state.type,
      depth,
      initial: parent?.type === 'compound' && parent.initial?.target?.[0] === state,
      note: noteOf(state),
      x: laid.x ?? 0,
      y: laid.y ?? 0,
      w: laid.width ?? 0,
      h: laid.height ?? 0,
    });
    const laidKids = childrenOf(state).map((kid) => laid.children!.find((c) => c.id === kid.id)!);
    if (state.type === 'parallel') {
      const sorted = [...laidKids].sort((a, b) => a.x! - b.x!);
      for (let i = 1; i < sorted.length; i++) {
        const x = (sorted[i - 1]!.x! + sorted[i - 1]!.width! + sorted[i]!.x!) / 2;
        dividers.push({ x1: x, y1: laid.y! + M.header + 6, x2: x, y2: laid.y! + laid.height! - 6 });
      }
    }
    childrenOf(state).forEach((kid, i) => visit(kid, laidKids[i]!, depth + 1));
  };
  visit(root, graph.children![0]!, 0);

  const chartEdges: ChartEdge[] = (graph.edges ?? []).map((laid) => {
    const e = grouped.get(laid.id)!;
    const points = (laid.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const label = laid.labels![0]!;
    return {
      id: laid.id,
      sourceId: e.sourceId,
      targetId: e.targetId,
      points: points.map(({ x, y }) => ({ x, y })),
      labels: e.labels,
      label: { x: label.x!, y: label.y!, w: label.width!, h: label.height! },
    };
  });
  return { width: Math.ceil(graph.width!), height: Math.ceil(graph.height!), nodes, edges: chartEdges, dividers };
}
