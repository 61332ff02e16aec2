import type { PurchaseView } from '../../machines/vipPurchase.view';
import { PaymentStatusView, type PaymentStatus } from '../pay/PaymentStatusView';
import type { StatusAction } from '../shell/StatusView';

/** What the buttons after the tap on pay do. */
export interface PurchaseResultActions {
  pay: () => void;
  check: () => void;
  cancelOrder: () => void;
  retry: () => void;
  chooseAgain: () => void;
}

interface PurchaseResultViewProps {
  view: Exclude<PurchaseView, { kind: 'form' }>;
  /** The new VIP end date, as users read it. */
  vipEndDate: string | undefined;
  /** Actions after success, e.g. 查看订单 / 返回首页. */
  paidActions: StatusAction[];
  on: PurchaseResultActions;
}

function statusOf({ view, vipEndDate, paidActions, on }: PurchaseResultViewProps): PaymentStatus {
  const dropOrder = { label: '取消订单', onClick: on.cancelOrder };
  switch (view.kind) {
    case 'progress':
      return view.payment;
    case 'paid':
      return { kind: 'paid', vipEndDate, actions: paidActions };
    case 'cancelled':
      return {
        kind: 'cancelled',
        actions: [
          { label: '继续支付', primary: true, onClick: on.pay },
          { label: '我已完成支付', onClick: on.check },
          dropOrder,
        ],
      };
    case 'failed':
      return {
        kind: 'failed',
        reason: view.reason,
        mayHaveCharged: view.mayHaveCharged,
        actions: [
          { label: '重试', primary: true, onClick: on.retry },
          view.mayHaveCharged ? dropOrder : { label: '重新选择套餐', onClick: on.chooseAgain },
        ],
      };
    case 'unknown':
      return {
        kind: 'unknown',
        onDone: on.check,
        onProblem: on.check,
        actions: [{ label: '继续支付', onClick: on.pay }, dropOrder],
      };
  }
}

/** Every wait and end of a purchase: progress, 支付成功 with the VIP end date, cancelled, failed, unknown. */
export function PurchaseResultView(props: PurchaseResultViewProps) {
  return <PaymentStatusView status={statusOf(props)} />;
}
