import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LEARN_REWARD_RULES } from '../domain/learnReward';
import { demoStore } from './browserStore';
import { reviewApplication } from './handlers/creator';
import { studyOneDay } from './handlers/learnReward';
import { publishNextBook } from './handlers/releases';
import { toggleAnnouncement, toggleFlag } from './handlers/appConfig';
import type { DemoState } from './state';

interface Trigger {
  label: string;
  /** Changes the demo data; says what it did. */
  change: (state: DemoState, now: number) => string;
}

/** Buttons that change the demo data as the backend would (README triggers), then reload the page. */
function Triggers({ triggers, hint, reload }: { triggers: Trigger[]; hint: string; reload: () => void }) {
  const [result, setResult] = useState('');
  return (
    <Stack gap={6}>
      <Group gap="xs" grow>
        {triggers.map(({ label, change }) => (
          <Button
            key={label}
            size="xs"
            variant="light"
            onClick={() => {
              setResult(demoStore.change((state) => change(state, demoStore.now())));
              reload();
            }}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {result || hint}
      </Text>
    </Stack>
  );
}

/** README "Free VIP": the signed-in account studies one more day. */
export const StudyTrigger = ({ reload }: { reload: () => void }) => (
  <Triggers
    reload={reload}
    hint={`为当前登录的账号记一天学习，学满${LEARN_REWARD_RULES.requiredDays}天可领取学习奖励`}
    triggers={[{ label: '模拟学习一天', change: studyOneDay }]}
  />
);

/** README "Creator programme": the signed-in account's pending application is decided. */
export const ReviewTrigger = ({ reload }: { reload: () => void }) => (
  <Triggers
    reload={reload}
    hint="审核当前登录账号的待审核创作者申请"
    triggers={[
      { label: '审核通过', change: (state, now) => reviewApplication(state, now, true) },
      { label: '审核驳回', change: (state, now) => reviewApplication(state, now, false) },
    ]}
  />
);

/** README "Search and follows": an author publishes their next book now, one that someone follows first. */
export const PublishTrigger = ({ reload }: { reload: () => void }) => (
  <Triggers
    reload={reload}
    hint="让一位作者提前发布下一本新书（优先你关注的作者）"
    triggers={[{ label: '作者发布新书', change: publishNextBook }]}
  />
);

/** README "Remote config and flags": pause or resume a feature without a deploy, or put up a notice. */
export const FlagTrigger = ({ reload }: { reload: () => void }) => (
  <Triggers
    reload={reload}
    hint="暂停的功能在页面上显示“暂停中”；公告在新开的页面显示"
    triggers={[
      { label: '切换拼团', change: (state) => toggleFlag(state, 'group_buy') },
      { label: '切换充值', change: (state) => toggleFlag(state, 'wallet_deposit') },
      { label: '切换公告', change: toggleAnnouncement },
    ]}
  />
);
