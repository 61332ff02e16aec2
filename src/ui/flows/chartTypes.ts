/** Plain data the statechart viewer draws: laid out by src/routes/flows/chartLayout.ts from a machine. */

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ChartNode extends ChartBox {
  /** The state node's id, e.g. `vipPurchase.ready.idle`. */
  id: string;
  label: string;
  kind: ChartNodeKind;
  depth: number;
  /** Whether it is its parent's initial state (drawn with an initial dot and arrow). */
  initial: boolean;
  /** One short line under the label: invoked actors, tags. */
  note?: string;
}

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartEdge {
  id: string;
  sourceId: string;
  targetId: string;
  /** Polyline from the source box edge to the target box edge; the arrowhead sits on the last point. */
  points: ChartPoint[];
  /** One line per transition: `event [guard]`. */
  labels: string[];
  /** The label box, placed by the layout clear of states and other labels. */
  label: ChartBox;
}

/** Line height and estimated character width of edge label text (the SVG draws it at this size). */
export const EDGE_LABEL = { line: 13, char: 5.9, pad: 8 };

/** The box an edge label needs: its longest line wide, one line per transition high. */
export const edgeLabelSize = (labels: readonly string[]) => ({
  width: Math.max(...labels.map((l) => l.length)) * EDGE_LABEL.char + EDGE_LABEL.pad,
  height: labels.length * EDGE_LABEL.line + 4,
});

/** A dashed line between two regions of a parallel state. */
export interface ChartDivider {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Parents before children, so boxes nest when drawn in order. */
  nodes: ChartNode[];
  edges: ChartEdge[];
  dividers: ChartDivider[];
}

/** One transition a state accepts, for the detail panel. */
export interface AcceptedEvent {
  event: string;
  /** Target state ids; empty when the transition stays put (actions only). */
  targets: string[];
  guard?: string;
  /** The state node that defines it (the tapped one or an ancestor). */
  from: string;
}

export interface StateDetail {
  id: string;
  active: boolean;
  /** Pretty JSON of the selected live actor's context, or null without a live actor. */
  context: string | null;
  events: AcceptedEvent[];
}

export interface LiveActorOption {
  sessionId: string;
  label: string;
}
