import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { REJECT_REASON_MAX } from '../../domain/review';
import type { ReviewDecisionView } from '../../machines/reviewDecision.view';
import { Facts } from './StaffList';
import classes from './StaffList.module.css';

export interface ReviewBook {
  title: string;
  intro: string;
  author: string;
  cards: number;
  submitted: string;
}

interface ReviewDetailViewProps {
  book: ReviewBook;
  decision: ReviewDecisionView;
  onReason: (value: string) => void;
  onApprove: () => void;
  onReject: () => void;
}

const DECIDED = {
  approved: { color: 'jade', title: '已通过', text: '这本书已上架，创作者在我的作品里看到“已上架”。' },
  rejected: { color: 'red', title: '已驳回', text: '创作者在我的作品里看到“未通过”和驳回理由。' },
} as const;

/** One book in review: what the creator sent, and 通过 or 驳回 with a required reason. */
export function ReviewDetailView({ book, decision, onReason, onApprove, onReject }: ReviewDetailViewProps) {
  const busy = decision.kind === 'deciding';
  return (
    <Stack gap="md" className={classes.panel} component="section" aria-labelledby="review-title">
      <Title id="review-title" order={2} size="h4">
        {book.title}
      </Title>
      <Facts
        items={[
          ['作者', book.author],
          ['卡片', `${book.cards} 张`],
          ['提交时间', book.submitted],
        ]}
      />
      <Text size="sm" className={classes.pre}>
        {book.intro || '（没有简介）'}
      </Text>
      {decision.kind === 'approved' || decision.kind === 'rejected' ? (
        <Alert color={DECIDED[decision.kind].color} title={DECIDED[decision.kind].title}>
          {DECIDED[decision.kind].text}
          {decision.kind === 'rejected' && <Text size="sm">理由：{decision.reason.trim()}</Text>}
        </Alert>
      ) : (
        <>
          <Textarea
            label="驳回理由"
            description={`驳回时必填，创作者会看到；${[...decision.reason.trim()].length}/${REJECT_REASON_MAX}`}
            rows={3}
            value={decision.reason}
            error={decision.error || undefined}
            disabled={busy}
            onChange={(event) => onReason(event.currentTarget.value)}
          />
          <Group grow>
            <Button
              color="red"
              variant="light"
              loading={busy && !decision.approving}
              disabled={busy}
              onClick={onReject}
            >
              驳回
            </Button>
            <Button loading={busy && decision.approving} disabled={busy} onClick={onApprove}>
              通过
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
