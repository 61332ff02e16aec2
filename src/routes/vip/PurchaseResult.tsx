import { MAX_CONFIRM_ATTEMPTS } from '../../machines/vipPurchase.machine';
import { PaymentStatusView, type PaymentStatus } from '../../ui/pay/PaymentStatusView';
import type { StatusAction } from '../../ui/shell/StatusView';
import { dateOf } from './dates';
import type { Purchase } from './usePurchase';

type Stage = 'paying' | 'redirecting' | 'confirming' | 'paid' | 'cancelled' | 'failed' | 'unknown';

/** The machine's top-level state as the result screen sees it; undefined while the form is in charge. */
export function resultStage({ snapshot }: Purchase): Stage | undefined {
  const value = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  if (value === 'creatingOrder' || value === 'paying') return 'paying';
  if (value === 'finishing') return 'confirming';
  return (['redirecting', 'confirming', 'paid', 'cancelled', 'failed', 'unknown'] as const).find((s) => s === value);
}

interface PurchaseResultProps {
  purchase: Purchase;
  /** Actions after success, e.g. 查看订单 / 返回首页. */
  paidActions: StatusAction[];
}

/** Every wait and end of a purchase: progress, 支付成功 with the VIP end date, cancelled, failed, unknown. */
export function PurchaseResult({ purchase, paidActions }: PurchaseResultProps) {
  const { actor, snapshot } = purchase;
  const { context } = snapshot;
  const send =
    (type: 'order.pay' | 'order.check' | 'retry' | 'confirm.done' | 'confirm.problem' | 'purchase.again') => () =>
      actor.send({ type });
  const chooseAgain = { label: '重新选择套餐', onClick: send('purchase.again') };
  const stage = resultStage(purchase);

  const status: PaymentStatus | undefined =
    stage === 'paying' || stage === 'redirecting'
      ? { kind: stage }
      : stage === 'confirming'
        ? {
            kind: 'confirming',
            attempt: Math.min(context.attempts + 1, MAX_CONFIRM_ATTEMPTS),
            maxAttempts: MAX_CONFIRM_ATTEMPTS,
          }
        : stage === 'paid'
          ? {
              kind: 'paid',
              vipEndDate: context.isGift ? undefined : dateOf(context.vip?.vip_end_at),
              actions: paidActions,
            }
          : stage === 'cancelled'
            ? {
                kind: 'cancelled',
                actions: [
                  { label: '继续支付', primary: true, onClick: send('order.pay') },
                  { label: '我已完成支付', onClick: send('order.check') },
                  chooseAgain,
                ],
              }
            : stage === 'failed'
              ? {
                  kind: 'failed',
                  reason: context.reason,
                  actions: [{ label: '重试', primary: true, onClick: send('retry') }, chooseAgain],
                }
              : stage === 'unknown'
                ? {
                    kind: 'unknown',
                    onDone: send('confirm.done'),
                    onProblem: send('confirm.problem'),
                    actions: [chooseAgain],
                  }
                : undefined;
  return status ? <PaymentStatusView status={status} /> : null;
}
