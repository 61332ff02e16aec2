/** Plain data the statechart viewer draws: computed by src/routes/flows/layout.ts from a machine. */

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
  labelAt: ChartPoint;
}

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
