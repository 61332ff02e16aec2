import { fromPromise } from 'xstate';
import type {
  CatalogOutput,
  CreateOrderInput,
  OrderIdParams,
  PayInput,
  PayOutcome,
  PersistPendingOrderParams,
  PurchaseOrder,
  QueryOrderInput,
  VipState,
} from '../../machines/vipPurchase.machine';
import { payWithPingpp, payWithWeixinBridge } from '../../services/payment';
import { toast } from '../../services/toast';
import { api, clientStore, pendingOrders } from '../app';
import { requireLogin } from '../auth/accountView';
import { asPurchaseOrder, readPurchaseOrder, withServerMessage } from './purchaseOrder';

const IOS = /iPhone|iPad|iPod/i.test(navigator.userAgent);

/** Where Ping++'s cashier returns: this origin's /go/pingppCallback with the order id. */
const returnUrl = (orderId: string, cancelled = false) =>
  `${window.location.origin}/go/pingppCallback?order_id=${orderId}${cancelled ? '&cancel=1' : ''}`;

async function pay({ order, channel }: PayInput): Promise<PayOutcome> {
  const path = { order_id: order.order_id };
  if (channel === 'WXPAY') {
    const answer = await withServerMessage(
      api.payment.payOrder({ path, body: { channel: 'WXPAY', open_id: clientStore.get().openID } }),
    );
    if (!('wx_pay' in answer)) throw new Error('支付参数异常，请重试');
    return payWithWeixinBridge(answer.wx_pay);
  }
  const answer = await withServerMessage(
    api.payment.payOrder({
      path,
      body: { channel: 'PING_PP', success_url: returnUrl(order.order_id), cancel_url: returnUrl(order.order_id, true) },
    }),
  );
  if (!('charge' in answer)) throw new Error('支付参数异常，请重试');
  return payWithPingpp(answer.charge);
}

/** The purchase flow's effects, for vipPurchaseMachine.provide(). */
export function purchaseServices(navigate: (to: string) => void) {
  return {
    actors: {
      loadCatalog: fromPromise<CatalogOutput>(async () => {
        const [{ skus }, vip] = await Promise.all([
          api.vip.getSkus({ path: { ios_system: String(IOS) } }),
          // A stale token must not hide the plans: the 401 signs out, and the plans still show.
          clientStore.get().token ? api.vip.getMyVip().catch(() => null) : Promise.resolve(null),
        ]);
        return { skus, vip };
      }),
      requireLogin: fromPromise<void>(() => requireLogin()),
      createOrder: fromPromise<PurchaseOrder, CreateOrderInput>(async ({ input }) =>
        asPurchaseOrder(
          await withServerMessage(api.vip.createVipOrder({ body: { sku_id: input.skuId, is_gift: input.isGift } })),
        ),
      ),
      pay: fromPromise<PayOutcome, PayInput>(({ input }) => pay(input)),
      queryOrder: fromPromise<PurchaseOrder, QueryOrderInput>(({ input }) =>
        readPurchaseOrder(
          () => api.order.getOrder({ path: { order_id: input.orderId }, noToast: true }),
          input.orderId,
        ),
      ),
      loadVip: fromPromise<VipState>(() => api.vip.getMyVip()),
    },
    actions: {
      persistPendingOrder: (_: unknown, params: PersistPendingOrderParams) => pendingOrders.save(params),
      clearPendingOrder: () => pendingOrders.clear(),
      notify: (_: unknown, { message }: { message: string }) => toast(message),
      openOrderPage: (_: unknown, { orderId }: OrderIdParams) => navigate(`/vip-order/${orderId}`),
      goToDesktopPay: (_: unknown, { orderId }: OrderIdParams) => navigate(`/pc-pay?order_id=${orderId}`),
    },
  };
}
