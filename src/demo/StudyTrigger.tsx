import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LEARN_REWARD_RULES } from '../domain/learnReward';
import { demoStore } from './browserStore';
import { studyOneDay } from './handlers/learnReward';

/** Debug-panel trigger of the study reward (README "Free VIP"): the signed-in account studies one more day. */
export function StudyTrigger({ reload }: { reload: () => void }) {
  const [result, setResult] = useState('');
  return (
    <Stack gap={6}>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          setResult(demoStore.change((state) => studyOneDay(state, demoStore.now())));
          reload();
        }}
      >
        模拟学习一天
      </Button>
      <Text size="xs" c="dimmed">
        {result || `为当前登录的账号记一天学习，学满${LEARN_REWARD_RULES.requiredDays}天可领取学习奖励`}
      </Text>
    </Stack>
  );
}
