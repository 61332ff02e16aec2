import { ActionIcon, Badge, CloseButton, Group, NativeSelect, Text, UnstyledButton } from '@mantine/core';
import type { AcceptedEvent, ChartLayout, LiveActorOption, StateDetail } from './chartTypes';
import classes from './FlowsViewerView.module.css';
import { StatechartSvg } from './StatechartSvg';
import chart from './StatechartSvg.module.css';

/** Marks viewer code; scripts/check-prod-bundle.mjs fails a production build that contains it. */
export const FLOWS_VIEWER_MARK = 'flows-viewer';

export interface MachineChoice {
  name: string;
  description: string;
  /** How many live actors of it run in this tab. */
  live: number;
}

export interface FlowsViewerViewProps {
  machines: MachineChoice[];
  machine: string;
  onSelectMachine: (name: string) => void;
  /** Undefined while the chart is being laid out. */
  layout: ChartLayout | undefined;
  actors: LiveActorOption[];
  actor?: string;
  onSelectActor: (sessionId: string) => void;
  /** The selected actor's state value, e.g. `confirming.waiting`; undefined without a live actor. */
  current?: string;
  activeIds: readonly string[];
  detail?: StateDetail;
  onSelectState: (id: string) => void;
  onCloseDetail: () => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** The overlay squeezes the description and the controls. */
  compact?: boolean;
}

const ZOOMS = [0.5, 0.67, 0.8, 1, 1.25, 1.5];

function EventRow({ event }: { event: AcceptedEvent }) {
  return (
    <li className={classes.event}>
      <code className={classes.eventName}>{event.event}</code>
      {event.guard && <span className={classes.eventGuard}>[{event.guard}]</span>}
      <span className={classes.eventTarget}>
        → {event.targets.length ? event.targets.join(', ') : '（不切换状态）'}
      </span>
    </li>
  );
}

function Detail({ detail, onClose }: { detail: StateDetail; onClose: () => void }) {
  const own = detail.events.filter((e) => e.from === detail.id);
  const inherited = detail.events.filter((e) => e.from !== detail.id);
  return (
    <section className={classes.detail} aria-label={`状态 ${detail.id} 详情`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" className={classes.mono} truncate>
            {detail.id}
          </Text>
          {detail.active && (
            <Badge size="xs" color="teal" variant="filled">
              当前
            </Badge>
          )}
        </Group>
        <CloseButton size="sm" aria-label="关闭详情" onClick={onClose} />
      </Group>
      <Text size="xs" fw={600} c="dimmed" mt={8}>
        接受的事件
      </Text>
      {detail.events.length === 0 ? (
        <Text size="xs" c="dimmed">
          没有事件（终态或只等待子状态）
        </Text>
      ) : (
        <ul className={classes.events}>
          {own.map((e, i) => (
            <EventRow key={`o${i}`} event={e} />
          ))}
          {inherited.length > 0 && own.length > 0 && <li className={classes.eventsSep}>继承自上层状态</li>}
          {inherited.map((e, i) => (
            <EventRow key={`i${i}`} event={e} />
          ))}
        </ul>
      )}
      <Text size="xs" fw={600} c="dimmed" mt={8}>
        上下文（context）
      </Text>
      {detail.context === null ? (
        <Text size="xs" c="dimmed">
          没有运行中的实例
        </Text>
      ) : (
        <pre className={classes.context}>{detail.context}</pre>
      )}
    </section>
  );
}

/** The offline statechart viewer: machine list, chart, live actor, state details. Props in, callbacks out. */
export function FlowsViewerView(props: FlowsViewerViewProps) {
  const { machines, machine, layout, actors, actor, current, detail, zoom, compact = false } = props;
  const info = machines.find((m) => m.name === machine);
  const zoomAt = ZOOMS.indexOf(zoom);
  return (
    <div
      className={compact ? `${classes.viewer} ${classes.compact}` : classes.viewer}
      data-flows-viewer={FLOWS_VIEWER_MARK}
    >
      <div className={classes.machines} role="tablist" aria-label="状态机">
        {machines.map((m) => (
          <UnstyledButton
            key={m.name}
            role="tab"
            aria-selected={m.name === machine}
            className={classes.machine}
            onClick={() => props.onSelectMachine(m.name)}
          >
            {m.name}
            {m.live > 0 && (
              <span className={classes.live} aria-label={`${m.live} 个运行中`}>
                {m.live}
              </span>
            )}
          </UnstyledButton>
        ))}
      </div>
      {!compact && info && (
        <Text size="xs" c="dimmed" px={2}>
          {info.description}
        </Text>
      )}
      <Group gap={6} wrap="nowrap" className={classes.toolbar}>
        <div className={classes.status} aria-live="polite">
          {current === undefined ? (
            <Text size="xs" c="dimmed" truncate>
              此页面没有运行中的 {machine}
            </Text>
          ) : (
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <span className={classes.dot} aria-hidden="true" />
              <Text size="xs" className={classes.mono} truncate data-testid="flows-current">
                {current}
              </Text>
            </Group>
          )}
        </div>
        {actors.length > 1 && (
          <NativeSelect
            size="xs"
            aria-label="运行实例"
            value={actor}
            onChange={(e) => props.onSelectActor(e.currentTarget.value)}
            data={actors.map((a) => ({ value: a.sessionId, label: a.label }))}
            className={classes.actorSelect}
          />
        )}
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label="缩小"
            disabled={zoomAt <= 0}
            onClick={() => props.onZoom(ZOOMS[zoomAt - 1]!)}
          >
            −
          </ActionIcon>
          <UnstyledButton className={classes.zoomValue} aria-label="恢复 100%" onClick={() => props.onZoom(1)}>
            {Math.round(zoom * 100)}%
          </UnstyledButton>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label="放大"
            disabled={zoomAt >= ZOOMS.length - 1}
            onClick={() => props.onZoom(ZOOMS[zoomAt + 1]!)}
          >
            +
          </ActionIcon>
        </Group>
      </Group>
      {layout ? (
        <StatechartSvg
          layout={layout}
          activeIds={props.activeIds}
          selectedId={detail?.id}
          zoom={zoom}
          onSelectState={props.onSelectState}
          title={machine}
          fill={compact}
        />
      ) : (
        <Text
          size="sm"
          c="dimmed"
          ta="center"
          className={compact ? `${chart.canvas} ${chart.fill}` : chart.canvas}
          role="status"
        >
          正在排布状态图…
        </Text>
      )}
      {detail ? (
        <Detail detail={detail} onClose={props.onCloseDetail} />
      ) : (
        <Text size="xs" c="dimmed" ta="center" className={classes.hint}>
          点击状态查看上下文和可接受的事件
        </Text>
      )}
    </div>
  );
}
