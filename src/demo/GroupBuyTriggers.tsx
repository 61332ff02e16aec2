import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { demoStore } from './browserStore';
import { fastForward, simulateFriendJoin, untilDeadline } from './handlers/groupRules';

const HOUR_MS = 3_600_000;

/** The group on screen: /book/:id/groupbuy/:parentInstanceId. */
const groupOnScreen = () => /^\/book\/[^/]+\/groupbuy\/(\d{1,20})$/.exec(window.location.pathname)?.[1] ?? null;

/** Debug-panel triggers of group buy (README): a seeded friend joins the group on screen; the demo clock moves on. */
export function GroupBuyTriggers({ reload }: { reload: () => void }) {
  const groupId = groupOnScreen();
  const [result, setResult] = useState('');
  const offsetHours = Math.round((demoStore.read().clock_offset_ms || 0) / HOUR_MS);
  const run = (change: () => string) => {
    setResult(change());
    reload();
  };
  return (
    <Stack gap={6}>
      <Group gap="xs" grow>
        <Button
          size="xs"
          variant="light"
          disabled={!groupId}
          onClick={() => run(() => demoStore.change((state) => simulateFriendJoin(state, groupId!, demoStore.now())))}
        >
          模拟好友参团
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            run(() => {
              demoStore.change((state) => fastForward(state, HOUR_MS));
              return '演示时钟已快进1小时';
            })
          }
        >
          时间快进1小时
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={!groupId}
          onClick={() =>
            run(() => {
              const now = demoStore.now();
              demoStore.change((state) => {
                const group = state.groups.find((g) => g.group_id === groupId);
                if (group) fastForward(state, untilDeadline(group, now));
              });
              return '演示时钟已快进到截止时间';
            })
          }
        >
          快进到截止
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {result ||
          (groupId ? `当前拼团 ${groupId}` : '打开一个拼团页面（如 /book/1/groupbuy/9001）后可模拟好友参团') +
            (offsetHours > 0 ? ` · 演示时钟已快进${offsetHours}小时` : '')}
      </Text>
    </Stack>
  );
}
