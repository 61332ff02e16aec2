import { Suspense } from 'react';
import type { VipPurchaseEvent } from '../../machines/vipPurchase.machine';
import type { PurchaseView } from '../../machines/vipPurchase.view';
import type { CancelOrderDialogProps } from '../../ui/pay/CancelOrderDialog';
import { PaymentStatusView, type PaymentStatus } from '../../ui/pay/PaymentStatusView';
import type { StatusAction } from '../../ui/shell/StatusView';
import { lazyChunk } from '../shell/lazyScreen';
import { dateOf } from './dates';

type ResultView = Exclude<PurchaseView, { kind: 'form' }>;

/** Mantine's Modal loads with the first 取消订单, not with the VIP page (DESIGN §9 route budget). */
const CancelOrderDialog = lazyChunk<CancelOrderDialogProps>(() =>
  import('../../ui/pay/CancelOrderDialog').then((m) => ({ default: m.CancelOrderDialog })),
);

interface PurchaseResultProps {
  view: ResultView;
  send: (event: VipPurchaseEvent) => void;
  /** Actions after success, e.g. 查看订单 / 返回首页. */
  paidActions: StatusAction[];
}

/** Every wait and end of a purchase: progress, 支付成功 with the VIP end date, cancelled, failed, unknown. */
export function PurchaseResult({ view, send, paidActions }: PurchaseResultProps) {
  const on = (type: VipPurchaseEvent['type']) => () => send({ type } as VipPurchaseEvent);
  const dropOrder = { label: '取消订单', onClick: on('order.cancel') };
  const status: PaymentStatus = (() => {
    switch (view.kind) {
      case 'progress':
        return view.payment;
      case 'paid':
        return { kind: 'paid', vipEndDate: dateOf(view.vip?.vip_end_at), actions: paidActions };
      case 'cancelled':
        return {
          kind: 'cancelled',
          actions: [
            { label: '继续支付', primary: true, onClick: on('order.pay') },
            { label: '我已完成支付', onClick: on('order.check') },
            dropOrder,
          ],
        };
      case 'failed':
        return {
          kind: 'failed',
          reason: view.reason,
          mayHaveCharged: view.mayHaveCharged,
          actions: [
            { label: '重试', primary: true, onClick: on('retry') },
            view.mayHaveCharged ? dropOrder : { label: '重新选择套餐', onClick: on('purchase.again') },
          ],
        };
      case 'unknown':
        return {
          kind: 'unknown',
          onDone: on('order.check'),
          onProblem: on('order.check'),
          actions: [{ label: '继续支付', onClick: on('order.pay') }, dropOrder],
        };
    }
  })();
  return (
    <>
      <PaymentStatusView status={status} />
      {'askingCancel' in view && view.askingCancel && (
        <Suspense fallback={null}>
          <CancelOrderDialog opened onConfirm={on('cancel.confirm')} onDismiss={on('cancel.dismiss')} />
        </Suspense>
      )}
    </>
  );
}
