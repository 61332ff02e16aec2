import { Stack, Text } from '@mantine/core';
import { BROADCAST_AUDIENCES, type Broadcast } from '../../domain/letter';
import { LetterHtml } from '../me/LetterHtml';
import classes from './StaffList.module.css';

const audienceLabel = (b: Broadcast) => BROADCAST_AUDIENCES.find((a) => a.value === b.audience)?.label ?? '';

/** The letter as the learner will find it in 消息: its title, the sender, and the body sanitized as 消息 does. */
export function BroadcastPreview({ broadcast }: { broadcast: Broadcast }) {
  return (
    <Stack gap={4} className={classes.row} aria-label="预览">
      <Text fw={600}>{broadcast.title}</Text>
      <Text size="xs" c="dimmed">
        花卡记忆 · 收件人：{audienceLabel(broadcast)}
      </Text>
      <LetterHtml html={broadcast.content} />
    </Stack>
  );
}
