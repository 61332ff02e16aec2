import { Alert, Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import classes from './CreatorCentre.module.css';

export interface FeedbackRow {
  id: string;
  book: string;
  nickname: string;
  /** The reader's words, rendered as text: markup in them shows as typed. */
  content: string;
  time: string;
  reply: string | null;
}

export type FeedbackOpened = {
  /** 好评率 of the book, once read (feedback/remark_ratio). */
  ratio: string | null;
  draft: string;
  replyMax: number;
  busy: boolean;
  error: string;
};

interface FeedbackItemViewProps {
  row: FeedbackRow;
  opened: FeedbackOpened | null;
  onOpen: () => void;
  onDraft: (text: string) => void;
  onReply: () => void;
}

/** One reader's feedback: closed, a summary to open; opened, the book's rating and the reply form. */
export function FeedbackItemView({ row, opened, onOpen, onDraft, onReply }: FeedbackItemViewProps) {
  return (
    <li className={classes.row}>
      <UnstyledButton onClick={onOpen} w="100%" aria-expanded={opened !== null}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            《{row.book}》
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {row.time}
          </Text>
        </Group>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          <Text span fw={600} size="sm">
            {row.nickname}：
          </Text>
          {row.content}
        </Text>
      </UnstyledButton>
      {row.reply && (
        <Text size="sm" mt={6} className={classes.reply}>
          我的回复：{row.reply}
        </Text>
      )}
      {opened && (
        <Stack gap="xs" mt="sm">
          {opened.ratio && (
            <Text size="xs" c="dimmed">
              这本书 {opened.ratio}
            </Text>
          )}
          <Textarea
            label={row.reply ? '修改回复' : '回复读者'}
            placeholder="回复会展示给这位读者"
            rows={3}
            maxLength={opened.replyMax}
            value={opened.draft}
            description={`${[...opened.draft].length}/${opened.replyMax}`}
            onChange={(event) => onDraft(event.currentTarget.value)}
          />
          {opened.error && (
            <Alert color="red" role="alert" p="xs">
              {opened.error}
            </Alert>
          )}
          <Button size="sm" loading={opened.busy} disabled={!opened.draft.trim()} onClick={onReply}>
            发送回复
          </Button>
        </Stack>
      )}
    </li>
  );
}
