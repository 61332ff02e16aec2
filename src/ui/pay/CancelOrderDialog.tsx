import { ConfirmDialog, type ConfirmAnswers } from '../shell/ConfirmDialog';

export type CancelOrderDialogProps = ConfirmAnswers;

/** 取消订单's confirmation: the order is read before it is cancelled, so a paid one is never dropped. */
export function CancelOrderDialog(props: CancelOrderDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="取消订单"
      text="取消前会先核实订单：已支付的订单不会被取消。确定取消这个订单吗？"
      confirmLabel="确定取消"
    />
  );
}
