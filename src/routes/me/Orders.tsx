import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Coupon } from '../../domain/book';
import { ORDER_STATUS_TEXT, type MyOrder } from '../../domain/order';
import { refundMachine } from '../../machines/refund.machine';
import { refundView } from '../../machines/refund.view';
import { toast } from '../../services/toast';
import { ORDERS_SIGN_IN, OrdersView, type OrderCoupon, type OrderRow } from '../../ui/me/OrdersView';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { yuan } from '../../ui/vip/price';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { usePages } from '../usePages';
import { useRequest } from '../useRequest';
import { useLatest, useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { refundServices } from './refundServices';

const PAGE_SIZE = 20;

/** A page of orders; each that used a coupon names it (order/v1/vip/page answers it with the row). */
const loadOrders = (page_number: number) =>
  api.order.listVipOrders({ query: { page_number, page_size: PAGE_SIZE }, noToast: true });

const loadCoupons = () => api.order.getMyCoupons({ noToast: true }).then((r) => r.coupons);

/** The coupon of an order: the one it used, or a held one that applies to an unpaid book order. */
function couponOf(order: MyOrder, coupons: Coupon[]): OrderCoupon | undefined {
  const used = order.used_coupon;
  if (order.coupon_id) return used ? { used: true, name: used.name, amount: yuan(used.amount) } : 'usedUnread';
  if (order.kind !== 'book' || order.status !== 'PENDING') return undefined;
  const usable = coupons.find((c) => order.amount >= c.min_amount);
  return usable ? { used: false, name: usable.name, amount: yuan(usable.amount) } : undefined;
}

/**
 * /me/orders 我的订单: VIP and book orders, page by page, each opening its detail page; 申请退款 on one the rules allow,
 * after a confirmation stating the amount (refundMachine: a tap while it runs sends nothing; 退款中 reads on until 已退款).
 */
export default function Orders() {
  const navigate = useNavigate();
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const orders = usePages(loadOrders, signedIn);
  const coupons = useRequest(loadCoupons);
  const latestOrders = useLatest(orders);
  const actor = useScreenActor(() => ({
    logic: refundMachine.provide(
      refundServices({
        api,
        showStatus: ({ orderId, status }) =>
          latestOrders.current.replace(
            (o) => o.order_id === orderId,
            (o) => ({ ...o, status, refundable: false }),
          ),
        notify: (message) => toast(message, { tone: 'success' }),
      }),
    ),
  }));
  const refund = useMachineView(actor, refundView);
  const confirming = refund.kind === 'confirming' || refund.kind === 'requesting' ? refund.order : null;
  const { run: loadCouponList } = coupons;
  useEffect(() => {
    if (signedIn) loadCouponList(undefined);
  }, [loadCouponList, signedIn]);

  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          {...ORDERS_SIGN_IN}
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  const rows: OrderRow[] = orders.items.map((order) => ({
    key: order.order_id,
    title: order.sku_name,
    kind: order.kind,
    amount: yuan(order.amount),
    status: ORDER_STATUS_TEXT[order.status],
    time: dateTimeOf(order.created_at) ?? '',
    coupon: couponOf(order, coupons.result ?? []),
    onOpen: () => void navigate(order.kind === 'vip' ? `/vip-order/${order.order_id}` : `/order/${order.order_id}`),
    onRefund:
      order.refundable && order.status === 'PAID'
        ? () =>
            actor.send({
              type: 'open',
              order: { orderId: order.order_id, title: order.sku_name, amount: order.amount },
            })
        : undefined,
  }));
  return (
    <TitledScreen>
      <OrdersView
        rows={rows}
        loading={orders.loading}
        error={orders.error}
        hasMore={orders.hasMore}
        onRetry={orders.reload}
        onMore={orders.more}
        confirming={confirming && { title: confirming.title, amount: yuan(confirming.amount) }}
        refunding={refund.kind === 'requesting'}
        refundError={refund.error}
        onConfirmRefund={() => actor.send({ type: 'confirm' })}
        onCancelRefund={() => actor.send({ type: 'cancel' })}
      />
    </TitledScreen>
  );
}
