import { Progress, Text } from '@mantine/core';
import type { PaymentView } from '../../machines/payment.view';
import { HOME_LABEL, StatusView, type StatusAction } from '../shell/StatusView';
import { AlertIcon, CheckIcon, ClockIcon, CrossIcon } from './icons';
import { ResultPanel } from './ResultPanel';

/** The payment's waits, from its view, then each outcome with what to do next. */
export type PaymentStatus =
  | Exclude<PaymentView, { kind: 'ended' }>
  /** title defaults to 支付成功; vipEndDate is already formatted. */
  | { kind: 'paid'; title?: string; vipEndDate?: string; actions: StatusAction[] }
  | { kind: 'cancelled'; actions: StatusAction[] }
  /** `mayHaveCharged` is false when no order was ever made. */
  | { kind: 'failed'; reason: string; mayHaveCharged: boolean; actions: StatusAction[] }
  /**
   * The order still reads unpaid after the wait (h5-flows: never create a second order); `otherAccount`: it could not
   * be read, as another account is signed in now.
   */
  | {
      kind: 'unknown';
      otherAccount?: boolean;
      onDone: () => void;
      onProblem: () => void;
      /** Further ways out, such as choosing again. */ actions?: StatusAction[];
    };

/** Every state of a purchase after the tap on pay: the waits with progress, and each outcome with what to do next. */
export function PaymentStatusView({ status }: { status: PaymentStatus }) {
  switch (status.kind) {
    case 'creating':
      return <ResultPanel tone="waiting" title="正在创建订单…" description="请稍候，请勿重复提交" />;
    case 'paying':
      return <ResultPanel tone="waiting" title="正在发起支付…" description="请在弹出的支付页面完成付款" />;
    case 'redirecting':
      return <ResultPanel tone="waiting" title="正在前往支付页面…" description="即将跳转，请勿关闭页面" />;
    case 'confirming': {
      const max = Math.max(1, status.maxAttempts);
      const attempt = Math.min(Math.max(1, status.attempt), max);
      return (
        <ResultPanel
          tone="waiting"
          title="正在确认支付结果…"
          description={
            status.unanswered
              ? '暂时连不上服务器，恢复后自动继续确认，请勿重复支付'
              : `第${attempt}次查询，请勿重复支付`
          }
        >
          <Progress
            value={(attempt / max) * 100}
            w="100%"
            maw={220}
            mt="sm"
            size="sm"
            radius="xl"
            color="jade"
            aria-label={`查询进度 ${attempt}/${max}`}
            transitionDuration={300}
          />
        </ResultPanel>
      );
    }
    case 'closing':
      return <ResultPanel tone="waiting" title="正在取消订单…" description="先核实订单是否已支付，请稍候" />;
    case 'paid':
      return (
        <ResultPanel
          tone="success"
          icon={<CheckIcon size={40} />}
          title={status.title ?? '支付成功'}
          description={status.vipEndDate ? `会员有效期至 ${status.vipEndDate}` : undefined}
          actions={status.actions}
        />
      );
    case 'cancelled':
      return (
        <ResultPanel
          tone="neutral"
          icon={<ClockIcon size={38} />}
          title="支付已取消"
          description="订单已保留，可继续支付"
          actions={status.actions}
        />
      );
    case 'failed':
      return (
        <ResultPanel
          tone="danger"
          icon={<CrossIcon size={38} />}
          title={status.mayHaveCharged ? '支付失败' : '下单失败'}
          description={status.reason}
          actions={status.actions}
        >
          <Text size="xs" c="dimmed" maw={300}>
            {status.mayHaveCharged ? '如已扣款，请勿重复支付，可稍后在订单页查看' : '订单未创建，没有扣款'}
          </Text>
        </ResultPanel>
      );
    case 'unknown':
      return (
        <ResultPanel
          tone="warning"
          icon={<AlertIcon size={40} />}
          title={status.otherAccount ? '订单属于另一个账号' : '暂未查到支付结果'}
          description={
            status.otherAccount
              ? '当前登录的不是下单账号。切换回下单账号后点“已完成支付”即可查看结果，不要重复支付'
              : '请稍后在订单页核实，不要重复支付'
          }
          actions={[
            { label: '已完成支付', primary: true, onClick: status.onDone },
            { label: '遇到问题', onClick: status.onProblem },
            ...(status.actions ?? []),
          ]}
        />
      );
  }
}

/** Back from a cashier with no order waiting to be confirmed. */
export function NoPendingOrder({ onVip, onHome }: { onVip: () => void; onHome: () => void }) {
  return (
    <StatusView
      mark="?"
      title="没有待确认的订单"
      description="如果你已付款，可以在会员页查看会员状态。"
      actions={[
        { label: '查看会员', primary: true, onClick: onVip },
        { label: HOME_LABEL, onClick: onHome },
      ]}
    />
  );
}
