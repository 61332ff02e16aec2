import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Broadcast } from '../../domain/letter';
import classes from './StaffList.module.css';

const STATUS = { DRAFT: '草稿', SENT: '已发送', WITHDRAWN: '已撤回' } as const;

interface BroadcastDetailViewProps {
  broadcast: Broadcast;
  /** The letter as the learners see it (BroadcastPreview). */
  preview: ReactNode;
  /** The reply being removed, by id. */
  removing: string | null;
  error: string;
  time: (iso: string) => string;
  onRemoveReply: (commentId: string) => void;
}

/** A broadcast sent before: how far it reached, and the learners' replies, an abusive one removable. */
export function BroadcastDetailView({
  broadcast,
  preview,
  removing,
  error,
  time,
  onRemoveReply,
}: BroadcastDetailViewProps) {
  return (
    <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="broadcast-detail">
      <Title id="broadcast-detail" order={2} size="h5">
        {STATUS[broadcast.status]} · {broadcast.recipients} 位收件人
      </Title>
      {preview}
      <Title order={3} size="h6">
        学员回复（{broadcast.replies.length}）
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {broadcast.replies.length === 0 ? (
        <Text size="sm" c="dimmed">
          还没有回复
        </Text>
      ) : (
        <ul className={classes.list} aria-label="学员回复">
          {broadcast.replies.map((reply) => (
            <li key={reply.comment_id} className={classes.row}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" fw={600}>
                    {reply.nickname}
                  </Text>
                  <Text size="sm" className={classes.pre}>
                    {reply.content}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {time(reply.created_at)}
                  </Text>
                </div>
                <Button
                  color="red"
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`删除 ${reply.nickname} 的回复`}
                  loading={removing === reply.comment_id}
                  onClick={() => onRemoveReply(reply.comment_id)}
                >
                  删除
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
