import { Suspense } from 'react';
import type { VipPurchaseEvent } from '../../machines/vipPurchase.machine';
import type { PurchaseView } from '../../machines/vipPurchase.view';
import type { CancelOrderDialogProps } from '../../ui/pay/CancelOrderDialog';
import { PurchaseResultView, type PaidNext } from '../../ui/vip/PurchaseResultView';
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
  paidNext: PaidNext;
}

/** Every wait and end of a purchase: progress, 支付成功 with the VIP end date, cancelled, failed, unknown. */
export function PurchaseResult({ view, send, paidNext }: PurchaseResultProps) {
  const on = (type: VipPurchaseEvent['type']) => () => send({ type } as VipPurchaseEvent);
  return (
    <>
      <PurchaseResultView
        view={view}
        vipEndDate={view.kind === 'paid' ? dateOf(view.vip?.vip_end_at) : undefined}
        paidNext={paidNext}
        on={{
          pay: on('order.pay'),
          check: on('order.check'),
          cancelOrder: on('order.cancel'),
          retry: on('retry'),
          chooseAgain: on('purchase.again'),
        }}
      />
      {'askingCancel' in view && view.askingCancel && (
        <Suspense fallback={null}>
          <CancelOrderDialog opened onConfirm={on('cancel.confirm')} onDismiss={on('cancel.dismiss')} />
        </Suspense>
      )}
    </>
  );
}
