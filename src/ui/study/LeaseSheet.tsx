import { Button, Group, Stack, Text } from '@mantine/core';
import type { LeaseTermSummary } from '../../domain/lease';
import { LoginSheet } from '../login/LoginSheet';
import { CheckIcon, CrossIcon } from '../pay/icons';
import { PaymentStatusView } from '../pay/PaymentStatusView';
import { ResultPanel } from '../pay/ResultPanel';
import { yuan } from '../vip/price';
import classes from './LeaseSheet.module.css';

/** The lease as the sheet shows it (the bookLease view's props). */
export type LeaseSheetView =
  | { kind: 'idle' }
  | { kind: 'confirm'; term: LeaseTermSummary }
  | { kind: 'progress'; term: LeaseTermSummary | null; payment: PaymentProgress | null }
  | { kind: 'leased'; term: LeaseTermSummary | null }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string }
  | { kind: 'unknown'; otherAccount: boolean };

type PaymentProgress =
  | { kind: 'creating' | 'paying' | 'redirecting' | 'closing' }
  | { kind: 'confirming'; attempt: number; maxAttempts: number; unanswered?: boolean };

export interface LeaseSheetProps {
  view: LeaseSheetView;
  onConfirm: () => void;
  onCheck: () => void;
  onClose: () => void;
  /** 开始学习 after the lease: the app landing. */
  onStudy: () => void;
  /** 查看学习计划: every leased book has a plan page (a lease with a plan has it made already). */
  onOpenPlan: () => void;
}

const sheetTitle = (term: LeaseTermSummary | null) =>
  !term ? '租阅' : term.renewal ? '续租' : term.withPlan ? '租借并生成学习计划' : '租阅';

/** 续租 / 租阅 as a bottom sheet: the term and its price before paying, the payment's progress, and how it ended. */
export function LeaseSheet(props: LeaseSheetProps) {
  const { view, onClose } = props;
  const opened = view.kind !== 'idle';
  const term = 'term' in view ? view.term : null;
  // While a step runs the sheet stays: the order is being made or paid.
  const busy = view.kind === 'progress';
  return (
    <LoginSheet opened={opened} onClose={onClose} closable={!busy} title={sheetTitle(term)}>
      <SheetBody {...props} />
    </LoginSheet>
  );
}

function SheetBody({ view, onConfirm, onCheck, onClose, onStudy, onOpenPlan }: LeaseSheetProps) {
  switch (view.kind) {
    case 'confirm':
      return <TermCard term={view.term} onConfirm={onConfirm} />;
    case 'progress':
      return view.payment ? (
        <PaymentStatusView status={view.payment} />
      ) : (
        <ResultPanel tone="waiting" title="正在租阅…" description="请稍候，请勿重复提交" />
      );
    case 'leased':
      return (
        <ResultPanel
          tone="success"
          icon={<CheckIcon size={40} />}
          title={view.term?.renewal ? '续租成功' : '租阅成功'}
          description={view.term ? `可以学习到 ${view.term.endsOn}` : undefined}
          actions={[
            { label: '开始学习', primary: true, onClick: onStudy },
            { label: '查看学习计划', onClick: onOpenPlan },
            { label: '完成', onClick: onClose },
          ]}
        />
      );
    case 'cancelled':
      return (
        <PaymentStatusView
          status={{
            kind: 'cancelled',
            actions: [
              { label: '继续支付', primary: true, onClick: onConfirm },
              { label: '我已完成支付', onClick: onCheck },
            ],
          }}
        />
      );
    case 'failed':
      return (
        <ResultPanel
          tone="danger"
          icon={<CrossIcon size={38} />}
          title="没有租阅成功"
          description={view.reason}
          actions={[
            { label: '重试', primary: true, onClick: onConfirm },
            { label: '关闭', onClick: onClose },
          ]}
        />
      );
    case 'unknown':
      return (
        <PaymentStatusView
          status={{
            kind: 'unknown',
            otherAccount: view.otherAccount,
            onDone: onCheck,
            onProblem: onClose,
            actions: [{ label: '继续支付', onClick: onConfirm }],
          }}
        />
      );
    case 'idle':
      return null;
  }
}

function TermCard({ term, onConfirm }: { term: LeaseTermSummary; onConfirm: () => void }) {
  const free = term.price === 0;
  return (
    <Stack gap="sm">
      <Text fw={600} ta="center">
        《{term.title}》
      </Text>
      <dl className={classes.terms}>
        <div>
          <dt>租期</dt>
          <dd>{term.days}天</dd>
        </div>
        <div>
          <dt>{term.renewal ? '续租后到期' : '到期日'}</dt>
          <dd>{term.endsOn}</dd>
        </div>
        <div>
          <dt>价格</dt>
          <dd>
            {free ? (
              <>
                <span className={classes.free}>VIP免费</span> <s>{yuan(term.regularPrice)}</s>
              </>
            ) : (
              yuan(term.price)
            )}
          </dd>
        </div>
      </dl>
      {term.withPlan && (
        <Text size="sm" c="dimmed">
          租阅后自动生成学习计划：每日20张新卡、200张复习，可随时修改
        </Text>
      )}
      {term.renewal && (
        <Text size="sm" c="dimmed">
          续租从当前租期结束日起算，不会浪费剩余天数
        </Text>
      )}
      <Group grow>
        <Button size="md" onClick={onConfirm}>
          {free ? '确认租阅' : `支付 ${yuan(term.price)}`}
        </Button>
      </Group>
    </Stack>
  );
}
