import { Button, Card, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import type { LetterReplyView } from '../../machines/letterReply.view';
import { StatusView } from '../shell/StatusView';
import { LetterHtml } from './LetterHtml';
import classes from './MessagesView.module.css';

export interface ReplyRow {
  key: string;
  content: string;
  time: string;
}

export type LetterState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'missing' }
  | { kind: 'letter'; title: string; sender: string; time: string; html: string; replies: ReplyRow[] };

interface LetterViewProps {
  state: LetterState;
  /** The reply box (its replies show through `state`); absent until the letter is read. */
  reply: LetterReplyView | null;
  onReplyText: (value: string) => void;
  onReplySend: () => void;
  onRetry: () => void;
  onBack: () => void;
}

/** One letter: its sanitized text, the learner's replies and a box to reply. */
export function LetterView({ state, reply, onReplyText, onReplySend, onRetry, onBack }: LetterViewProps) {
  if (state.kind === 'loading')
    return (
      <Stack p="md" gap="sm" role="status" aria-busy="true" aria-label="正在加载消息">
        <Skeleton height={28} width="60%" radius="xl" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  if (state.kind === 'missing')
    return (
      <StatusView
        mark="?"
        title="消息不存在"
        description="这条消息可能已被删除，或不属于当前账号"
        actions={[{ label: '返回消息', primary: true, onClick: onBack }]}
      />
    );
  if (state.kind === 'failed')
    return (
      <StatusView
        mark="!"
        title="消息加载失败"
        description={state.error}
        actions={[
          { label: '重试', primary: true, onClick: onRetry },
          { label: '返回消息', onClick: onBack },
        ]}
      />
    );
  const sending = reply?.kind === 'sending';
  return (
    <Stack gap="md" p="md">
      <Card radius="lg" p="lg" component="article" aria-labelledby="letter-title">
        <Title order={2} size="h4" id="letter-title">
          {state.title}
        </Title>
        <Text size="xs" c="dimmed" mt={4} mb="md">
          {state.sender} · {state.time}
        </Text>
        <LetterHtml html={state.html} />
      </Card>
      {state.replies.length > 0 && (
        <Stack gap="xs" component="section" aria-label="我的回复">
          {state.replies.map((row) => (
            <div key={row.key} className={classes.reply}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.content}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                我 · {row.time}
              </Text>
            </div>
          ))}
        </Stack>
      )}
      {reply && (
        <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), onReplySend())}>
          <Textarea
            label="回复"
            placeholder="写下你的回复，客服会尽快答复"
            rows={3}
            value={reply.text}
            onChange={(e) => onReplyText(e.currentTarget.value)}
            error={reply.error || undefined}
            disabled={sending}
          />
          {reply.kind === 'sent' && (
            <Text size="sm" c="jade.9" role="status">
              回复已发送
            </Text>
          )}
          <Button type="submit" radius="xl" loading={sending}>
            发送
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
