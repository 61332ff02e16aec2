import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FlowsPageView.module.css';

interface FlowsPageViewProps {
  /** Where the highlights come from, when the page follows a stream; `error` when it cannot. */
  stream?: { text: string; error: boolean } | null;
  /** The way back to the app, kept at its width beside the title. */
  back: ReactNode;
  children: ReactNode;
}

/** /__flows: the page's title, where its highlights come from, and its viewers. */
export function FlowsPageView({ stream, back, children }: FlowsPageViewProps) {
  return (
    <main className={classes.page}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={10}>
        <div>
          <Title order={1} size="h4">
            流程图
          </Title>
          <Text size="xs" c={stream?.error ? 'red' : 'dimmed'} role={stream?.error ? 'alert' : undefined}>
            {stream?.text ?? '离线绘制，实时高亮本浏览器各标签页中运行的状态机'}
          </Text>
        </div>
        {back}
      </Group>
      {children}
    </main>
  );
}
