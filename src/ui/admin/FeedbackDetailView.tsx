import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Facts } from './StaffList';
import classes from './StaffList.module.css';

export interface FeedbackFacts {
  type: string;
  book: string;
  bookId: string;
  nickname: string;
  time: string;
  /** A comment's stars, 1–5; null for a report. */
  rating: number | null;
  shown: boolean;
  content: string;
  reply: string | null;
}

interface FeedbackDetailViewProps {
  feedback: FeedbackFacts;
  reply: { draft: string; busy: boolean; error: string; max: number };
  /** 调整评分: the book's score now (null while it is read), the new one typed, and the confirmation. */
  score: {
    current: number | null;
    draft: string;
    error: string;
    busy: boolean;
    done: string;
  };
  /** 调整评分's confirmation while it is asked (ScoreConfirmDialog, loaded with the first 调整). */
  confirmation: ReactNode;
  onReplyDraft: (value: string) => void;
  onReply: () => void;
  onScoreDraft: (value: string) => void;
  onScoreAsk: () => void;
}

/** One reader's feedback: what they wrote about which book, the reply (it reaches a reporter's 消息), and 调整评分. */
export function FeedbackDetailView({
  feedback,
  reply,
  score,
  onReplyDraft,
  onReply,
  onScoreDraft,
  onScoreAsk,
  confirmation,
}: FeedbackDetailViewProps) {
  return (
    <Stack gap="md" className={classes.panel} component="section" aria-labelledby="feedback-title">
      <Group gap="xs">
        <Badge variant="light" color={feedback.type === '举报' ? 'red' : 'gray'}>
          {feedback.type}
        </Badge>
        <Title id="feedback-title" order={2} size="h5">
          《{feedback.book}》
        </Title>
      </Group>
      <Facts
        items={[
          ['反馈人', feedback.nickname],
          ['时间', feedback.time],
          ['书籍ID', feedback.bookId],
          ...(feedback.rating === null ? [] : [['评分', `${feedback.rating} 星`] as [string, string]]),
          ['书籍页', feedback.shown ? '已展示' : '未展示'],
        ]}
      />
      <Text size="sm" className={classes.pre}>
        {feedback.content}
      </Text>
      {feedback.reply && (
        <Alert color="jade" title="已回复">
          <Text size="sm" className={classes.pre}>
            {feedback.reply}
          </Text>
        </Alert>
      )}
      <Textarea
        label="回复"
        description={`举报的读者会在消息里收到回复；${[...reply.draft.trim()].length}/${reply.max}`}
        rows={3}
        value={reply.draft}
        error={reply.error || undefined}
        disabled={reply.busy}
        onChange={(event) => onReplyDraft(event.currentTarget.value)}
      />
      <Button loading={reply.busy} onClick={onReply}>
        回复
      </Button>
      <Stack gap="xs">
        <Title order={3} size="h6">
          调整评分
        </Title>
        <Text size="sm" c="dimmed">
          当前评分：{score.current ?? '读取中…'}
        </Text>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label="新评分"
            description="0–5，最多一位小数"
            inputMode="decimal"
            value={score.draft}
            error={score.error || undefined}
            onChange={(event) => onScoreDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button variant="light" loading={score.busy} onClick={onScoreAsk}>
            调整
          </Button>
        </Group>
        {score.done && (
          <Text size="sm" c="jade.9" role="status">
            {score.done}
          </Text>
        )}
      </Stack>
      {confirmation}
    </Stack>
  );
}
