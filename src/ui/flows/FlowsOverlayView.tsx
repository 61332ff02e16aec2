import { ActionIcon, CloseButton, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FlowsOverlayView.module.css';

interface FlowsOverlayViewProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onClose: () => void;
  /** Opens the full-page viewer. */
  onOpenPage: () => void;
  /** Shown in the title bar, e.g. `vipPurchase · ready.idle`. */
  summary?: string;
  children: ReactNode;
}

/** A floating panel at the top of the screen that leaves the page below usable. */
export function FlowsOverlayView({
  collapsed,
  onToggleCollapsed,
  onClose,
  onOpenPage,
  summary,
  children,
}: FlowsOverlayViewProps) {
  return (
    <section
      className={collapsed ? `${classes.overlay} ${classes.collapsed}` : classes.overlay}
      aria-label="流程图浮层"
    >
      <Group className={classes.bar} justify="space-between" wrap="nowrap" gap={4}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            流程图
          </Text>
          {summary && (
            <Text size="xs" c="dimmed" className={classes.summary} truncate>
              {summary}
            </Text>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="md" aria-label="全屏查看" onClick={onOpenPage}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-label={collapsed ? '展开' : '收起'}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
          >
            <svg
              width="16"
              height="16"
              viewBox="0 0 16 16"
              aria-hidden="true"
              style={{ transform: collapsed ? 'rotate(180deg)' : undefined }}
            >
              <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </ActionIcon>
          <CloseButton size="md" aria-label="关闭流程图" onClick={onClose} />
        </Group>
      </Group>
      {!collapsed && <div className={classes.body}>{children}</div>}
    </section>
  );
}
