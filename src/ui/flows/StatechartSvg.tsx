import { useEffect, useRef, type KeyboardEvent } from 'react';
import { EDGE_LABEL, type ChartEdge, type ChartLayout, type ChartNode } from './chartTypes';
import classes from './StatechartSvg.module.css';

interface StatechartSvgProps {
  layout: ChartLayout;
  /** Ids of the state nodes the selected live actor is in. */
  activeIds: readonly string[];
  selectedId?: string;
  /** 1 = 100 %. */
  zoom?: number;
  onSelectState: (id: string) => void;
  /** Accessible name of the chart, e.g. the machine name. */
  title: string;
  /** The canvas fills the height its parent leaves it (the overlay), instead of at most 62 % of the screen. */
  fill?: boolean;
}

const isContainer = (node: ChartNode) => node.kind === 'compound' || node.kind === 'parallel';

function Node({
  node,
  active,
  selected,
  onSelect,
}: {
  node: ChartNode;
  active: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const container = isContainer(node);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect();
  };
  const names = [classes.node, container ? classes.container : classes.leaf];
  if (node.depth === 0) names.push(classes.root);
  if (active) names.push(classes.active);
  if (selected) names.push(classes.selected);
  const textX = container ? node.x + 10 : node.x + node.w / 2;
  const labelY = container ? node.y + 17 : node.y + (node.note ? 15 : 21);
  return (
    <g
      className={names.join(' ')}
      data-state-id={node.id}
      data-kind={node.kind}
      data-active={active ? 'true' : undefined}
      role="button"
      tabIndex={0}
      aria-label={`状态 ${node.id}${active ? '（当前）' : ''}`}
      aria-pressed={selected}
      onClick={(event) => {
        event.stopPropagation();
        onSelect();
      }}
      onKeyDown={onKeyDown}
    >
      <rect className={classes.box} x={node.x} y={node.y} width={node.w} height={node.h} rx={container ? 12 : 9} />
      {node.kind === 'final' && (
        <rect className={classes.final} x={node.x + 3} y={node.y + 3} width={node.w - 6} height={node.h - 6} rx={7} />
      )}
      {container && (
        <line
          className={classes.rule}
          x1={node.x}
          x2={node.x + node.w}
          y1={node.y + 25 + (node.note ? 13 : 0)}
          y2={node.y + 25 + (node.note ? 13 : 0)}
        />
      )}
      <text className={classes.label} x={textX} y={labelY} textAnchor={container ? 'start' : 'middle'}>
        {node.label}
      </text>
      {node.note && (
        <text className={classes.note} x={textX} y={labelY + 14} textAnchor={container ? 'start' : 'middle'}>
          {node.note}
        </text>
      )}
      {node.initial && (
        <g className={classes.initial} aria-hidden="true">
          <circle cx={node.x + 14} cy={node.y - 12} r={4} />
          <line x1={node.x + 14} y1={node.y - 8} x2={node.x + 14} y2={node.y - 2} markerEnd="url(#flows-arrow)" />
        </g>
      )}
    </g>
  );
}

function Edge({ edge, live }: { edge: ChartEdge; live: boolean }) {
  const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <path
      className={live ? `${classes.edge} ${classes.live}` : classes.edge}
      d={d}
      markerEnd={live ? 'url(#flows-arrow-live)' : 'url(#flows-arrow)'}
    />
  );
}

function EdgeLabel({ edge, live }: { edge: ChartEdge; live: boolean }) {
  const { x, y, w, h } = edge.label;
  return (
    <g className={live ? `${classes.edgeLabel} ${classes.live}` : classes.edgeLabel}>
      <rect x={x} y={y} width={w} height={h} rx={4} />
      {edge.labels.map((label, i) => (
        <text key={label} x={x + w / 2} y={y + 12 + i * EDGE_LABEL.line} textAnchor="middle">
          {label}
        </text>
      ))}
    </g>
  );
}

/** A statechart drawn from plain layout data: nested state boxes, transitions as labelled arrows. */
export function StatechartSvg(props: StatechartSvgProps) {
  const { layout, activeIds, selectedId, zoom = 1, onSelectState, title, fill = false } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const active = new Set(activeIds);
  const leaf = layout.nodes.filter((n) => active.has(n.id) && !isContainer(n)).at(-1);

  // Keep the current state in sight as the actor moves.
  const focus = leaf ? `${leaf.id}@${zoom}` : '';
  useEffect(() => {
    const box = scroller.current;
    if (!box || !leaf) return;
    const left = leaf.x * zoom;
    const right = (leaf.x + leaf.w) * zoom;
    const top = leaf.y * zoom;
    const bottom = (leaf.y + leaf.h) * zoom;
    if (left < box.scrollLeft || right > box.scrollLeft + box.clientWidth)
      box.scrollLeft = Math.max(0, (left + right) / 2 - box.clientWidth / 2);
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, (top + bottom) / 2 - box.clientHeight / 2);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the focused state or the zoom changes
  }, [focus]);

  return (
    <div className={fill ? `${classes.canvas} ${classes.fill}` : classes.canvas} ref={scroller}>
      <svg
        className={classes.chart}
        role="group"
        aria-label={`${title} 状态图`}
        width={layout.width * zoom}
        height={layout.height * zoom}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
      >
        <defs>
          <marker
            id="flows-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={classes.arrowhead} />
          </marker>
          <marker
            id="flows-arrow-live"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={`${classes.arrowhead} ${classes.live}`} />
          </marker>
        </defs>
        {layout.nodes.map((node) => (
          <Node
            key={node.id}
            node={node}
            active={active.has(node.id)}
            selected={node.id === selectedId}
            onSelect={() => onSelectState(node.id)}
          />
        ))}
        {layout.dividers.map((d, i) => (
          <line key={i} className={classes.divider} x1={d.x1} y1={d.y1} x2={d.x2} y2={d.y2} />
        ))}
        <g className={classes.edges} aria-hidden="true">
          {layout.edges.map((edge) => (
            <Edge key={edge.id} edge={edge} live={active.has(edge.sourceId)} />
          ))}
          {layout.edges.map((edge) => (
            <EdgeLabel key={edge.id} edge={edge} live={active.has(edge.sourceId)} />
          ))}
        </g>
      </svg>
    </div>
  );
}
