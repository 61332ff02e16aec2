import '@mantine/core/styles/Tabs.css';
import { Badge, Button, Group, Skeleton, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LetterFilter } from '../../domain/letter';
import { letterText } from './LetterHtml';
import classes from './MessagesView.module.css';
import { MorePages } from './MorePages';

/** What the sign-in prompt of 消息 and of a letter says. */
export const MESSAGES_SIGN_IN = {
  list: { title: '登录后查看消息', description: '会员、订单和学习的通知，以及客服的答复都在这里' },
  letter: { title: '登录后查看消息', description: '这条消息只有收件人登录后才能看到' },
};

export interface LetterRow {
  key: string;
  title: string;
  sender: string;
  /** The letter's HTML: the row shows its words only. */
  content: string;
  time: string;
  unread: boolean;
  onOpen: () => void;
}

export interface LetterListProps {
  tab: LetterFilter;
  rows: LetterRow[];
  loading: boolean;
  error: string;
  hasMore: boolean;
  onRetry: () => void;
  onMore: () => void;
}

interface MessagesViewProps {
  tab: LetterFilter;
  onTab: (tab: LetterFilter) => void;
  /** Letters not read yet, beside 未读 once known. */
  unread: number | null;
  /** The list of the tab (LetterList). */
  children: ReactNode;
}

/** 消息: 全部 / 未读 tabs over the learner's letters. */
export function MessagesView({ tab, onTab, unread, children }: MessagesViewProps) {
  return (
    <Tabs value={tab} onChange={(value) => onTab(value === 'unread' ? 'unread' : 'all')}>
      <Tabs.List grow>
        <Tabs.Tab value="all">全部</Tabs.Tab>
        <Tabs.Tab
          value="unread"
          rightSection={
            unread ? (
              <Badge size="sm" color="red" circle={unread < 10} aria-label={`${unread}条未读`}>
                {unread > 99 ? '99+' : unread}
              </Badge>
            ) : undefined
          }
        >
          未读
        </Tabs.Tab>
      </Tabs.List>
      {children}
    </Tabs>
  );
}

/** One tab's letters, page by page: loading, empty, failed, or the rows with 加载更多. */
export function LetterList({ tab, rows, loading, error, hasMore, onRetry, onMore }: LetterListProps) {
  if (rows.length === 0 && loading)
    return (
      <Stack p="md" gap="sm" role="status" aria-busy="true" aria-label="正在加载消息">
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  if (rows.length === 0 && error)
    return (
      <Stack align="center" gap="xs" py="xl" px="md" role="alert">
        <Text>消息加载失败</Text>
        <Text size="sm" c="dimmed" ta="center">
          {error}
        </Text>
        <Button variant="light" onClick={onRetry}>
          重试
        </Button>
      </Stack>
    );
  if (rows.length === 0)
    return (
      <Stack align="center" gap={4} py={64} px="md">
        <Text fw={600}>{tab === 'unread' ? '没有未读消息' : '还没有消息'}</Text>
        <Text size="sm" c="dimmed">
          {tab === 'unread' ? '新的通知和回复会出现在这里' : '会员、订单和学习的通知会出现在这里'}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="md" p="md">
      <ul className={classes.list} aria-label="消息列表">
        {rows.map((row) => (
          <li key={row.key}>
            <UnstyledButton
              className={classes.row}
              onClick={row.onOpen}
              aria-label={`${row.unread ? '未读 ' : ''}${row.title}`}
            >
              <span className={row.unread ? classes.dot : classes.noDot} aria-hidden />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={row.unread ? 700 : 500} truncate>
                    {row.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {row.time}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {row.sender}：{letterText(row.content)}
                </Text>
              </Stack>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      <MorePages loading={loading} error={error} hasMore={hasMore} onMore={onMore} />
    </Stack>
  );
}
