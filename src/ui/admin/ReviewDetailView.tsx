import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { REJECT_REASON_MAX } from '../../domain/review';
import type { ReviewDecisionView } from '../../machines/reviewDecision.view';
import { Facts } from './StaffList';
import classes from './StaffList.module.css';

/** What is in review: a creator's book, or a learner's profile change. */
export interface ReviewSubject {
  title: string;
  facts: [term: string, value: string][];
  /** The text to judge (a book's introduction); none for a nickname. */
  text?: string;
  /** What each decision does, in the creator's or learner's words. */
  outcomes: { approved: string; rejected: string };
}

interface ReviewDetailViewProps {
  subject: ReviewSubject;
  decision: ReviewDecisionView;
  onReason: (value: string) => void;
  onApprove: () => void;
  onReject: () => void;
}

const DECIDED = {
  approved: { color: 'jade', title: '已通过' },
  rejected: { color: 'red', title: '已驳回' },
} as const;

/** One thing in review: what was sent, and 通过 or 驳回 with a required reason. */
export function ReviewDetailView({ subject, decision, onReason, onApprove, onReject }: ReviewDetailViewProps) {
  const busy = decision.kind === 'deciding';
  return (
    <Stack gap="md" className={classes.panel} component="section" aria-labelledby="review-title">
      <Title id="review-title" order={2} size="h4">
        {subject.title}
      </Title>
      <Facts items={subject.facts} />
      {subject.text !== undefined && (
        <Text size="sm" className={classes.pre}>
          {subject.text || '（没有简介）'}
        </Text>
      )}
      {decision.kind === 'approved' || decision.kind === 'rejected' ? (
        <Alert color={DECIDED[decision.kind].color} title={DECIDED[decision.kind].title}>
          {subject.outcomes[decision.kind]}
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
