import type { PurchaseView } from '../../machines/vipPurchase.view';
import { PaymentStatusView, type PaymentStatus } from '../pay/PaymentStatusView';
import { HOME_LABEL, type StatusAction } from '../shell/StatusView';

/** What the buttons after the tap on pay do. */
export interface PurchaseResultActions {
  pay: () => void;
  check: () => void;
  cancelOrder: () => void;
  retry: () => void;
  chooseAgain: () => void;
}

/**
 * Where a paid purchase leads: back from the cashier, to its order or home; on the VIP page, to study or to buy again;
 * a gift's order page opens by itself.
 */
export type PaidNext =
  | { from: 'cashier'; onOrder: () => void; onHome: () => void }
  | { from: 'vipPage'; onStudy: () => void; onAgain: () => void }
  | { from: 'gift' };

function paidActionsOf(next: PaidNext): StatusAction[] {
  switch (next.from) {
    case 'cashier':
      return [
        { label: '查看订单', primary: true, onClick: next.onOrder },
        { label: HOME_LABEL, onClick: next.onHome },
      ];
    case 'vipPage':
      return [
        { label: '开始学习', primary: true, onClick: next.onStudy },
        { label: '继续购买', onClick: next.onAgain },
      ];
    case 'gift':
      return [];
  }
}

interface PurchaseResultViewProps {
  view: Exclude<PurchaseView, { kind: 'form' }>;
  /** The new VIP end date, as users read it. */
  vipEndDate: string | undefined;
  paidNext: PaidNext;
  on: PurchaseResultActions;
}

function statusOf({ view, vipEndDate, paidNext, on }: PurchaseResultViewProps): PaymentStatus {
  const dropOrder = { label: '取消订单', onClick: on.cancelOrder };
  switch (view.kind) {
    case 'progress':
      return view.payment;
    case 'paid':
      return { kind: 'paid', vipEndDate, actions: paidActionsOf(paidNext) };
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
        otherAccount: view.otherAccount,
        onDone: on.check,
        onProblem: on.check,
        // Another account's order can be neither paid nor cancelled from this one.
        actions: view.otherAccount ? [] : [{ label: '继续支付', onClick: on.pay }, dropOrder],
      };
  }
}

/** Every wait and end of a purchase: progress, 支付成功 with the VIP end date, cancelled, failed, unknown. */
export function PurchaseResultView(props: PurchaseResultViewProps) {
  return <PaymentStatusView status={statusOf(props)} />;
}
