import { Stack } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { encodeBookCode } from '../../lib/bookCode';
import { isOrderId } from '../../domain/order';
import { NoPendingOrder, PaymentStatusView } from '../../ui/pay/PaymentStatusView';
import { PurchaseForm } from '../vip/PurchaseForm';
import { PurchaseResult } from '../vip/PurchaseResult';
import { pendingOrders } from '../app';
import { usePurchase } from '../vip/usePurchase';
import { TitledScreen } from '../shell/TitledScreen';

/** The order this return is about: the cashier's order_id when it is readable, else the persisted one. */
function returnedOrder(query: URLSearchParams) {
  const pending = pendingOrders.read();
  const fromQuery = query.get('order_id') ?? '';
  if (isOrderId(fromQuery)) return { orderId: fromQuery, isGift: pending?.orderId === fromQuery && pending.isGift };
  return pending;
}

function Confirming({ orderId, isGift, cancelled }: { orderId: string; isGift: boolean; cancelled: boolean }) {
  const navigate = useNavigate();
  // Back on the cancel page: one query. Back on the success page: the settlement may lag, so query patiently.
  const { view, send } = usePurchase({ isGift, resume: { orderId, confirm: cancelled ? 'once' : 'patient' } });
  if (view.kind === 'form')
    return (
      <Stack p="md" gap="md">
        {view.catalog === 'loading' ? (
          <PaymentStatusView status={{ kind: 'confirming', attempt: 1, maxAttempts: 1 }} />
        ) : (
          <PurchaseForm view={view} send={send} />
        )}
      </Stack>
    );
  return (
    <Stack p="md">
      <PurchaseResult
        view={view}
        send={send}
        paidNext={{
          from: 'cashier',
          onOrder: () => void navigate(`/vip-order/${orderId}`),
          onHome: () => void navigate('/'),
        }}
      />
    </Stack>
  );
}

/**
 * A book order goes back to its book (a group order to its group, a lease to 我的书架, a top-up to 钱包), where the
 * flow confirms it.
 */
function flowReturn(query: URLSearchParams): string | null {
  const pending = pendingOrders.read();
  if (!pending || pending.orderId !== (query.get('order_id') ?? pending.orderId)) return null;
  const cancel = query.get('cancel') === '1' ? '&cancel=1' : '';
  if (pending.deposit) return `/me/wallet?order_id=${pending.orderId}${cancel}`;
  if (!pending.bookId) return null;
  if (pending.lease) return `/me/books?order_id=${pending.orderId}${cancel}`;
  const group = pending.groupId ? `/groupbuy/${pending.groupId}` : '';
  return `/book/${encodeBookCode(pending.bookId)}${group}?order_id=${pending.orderId}${cancel}`;
}

/** /go/pingppCallback: back from an external cashier, the order is confirmed on the server, never trusted from the URL. */
export default function PaymentReturn() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const toFlow = flowReturn(query);
  if (toFlow) return <Navigate to={toFlow} replace />;
  const order = returnedOrder(query);
  return (
    <TitledScreen>
      {order ? (
        <Confirming orderId={order.orderId} isGift={order.isGift} cancelled={query.get('cancel') === '1'} />
      ) : (
        <NoPendingOrder onVip={() => void navigate('/vip-subscribe')} onHome={() => void navigate('/')} />
      )}
    </TitledScreen>
  );
}
