import { fromPromise } from 'xstate';
import type { Order, OrderRequest } from '../../domain/order';
import type { PayOutcome, PendingOrder } from '../../domain/payment';
import type { OrderIdParams } from '../../machines/effects';
import type { PayInput, QueriedOrder } from '../../machines/payment.context';
import type { Api } from '../../services/api';
import { HttpError, withServerMessage } from '../../services/http/errors';

export interface PaymentDeps {
  api: Api;
  /** The channel adapter: services/payment.ts in the browser, the demo cashier in the driver. */
  pay(input: PayInput): Promise<PayOutcome>;
  pendingOrders: { save(order: PendingOrder): void; clear(): void };
  navigate(to: string): void;
  /** Wraps each call, e.g. so the headless driver can wait for it. */
  track?<T>(work: () => Promise<T>): Promise<T>;
}

/** The order of one lease term (a renewal when a lease runs); a VIP's is paid at once. */
export function createLeaseOrder(
  api: Api,
  { bookId, withPlan }: { bookId: string; withPlan: boolean },
): Promise<Order> {
  const path = { library_book_id: bookId };
  return withPlan
    ? api.books.leaseBookWithPlan({ path, body: {}, noToast: true })
    : api.books.leaseBook({ path, body: {}, noToast: true });
}

/** The order a flow asks for; each kind of purchase has its own create call. */
function createOrder(api: Api, request: OrderRequest): Promise<Order> {
  if (request.kind === 'book')
    return api.order.createBookOrder({
      path: { library_book_id: request.bookId },
      body: { coupon_id: request.couponId, sharer_id: request.sharerId },
    });
  if (request.kind === 'lease') return createLeaseOrder(api, request);
  if (request.kind === 'deposit') return api.user.buyDeposit({ body: { sku_id: request.skuId } });
  if (request.kind === 'groupInitiate')
    return api.groupbuy.initiateGroupBuy({
      path: { library_book_id: request.bookId },
      body: { library_book_id: request.bookId, config_snapshot: request.config, show_original_price: true },
    });
  if (request.kind === 'groupJoin')
    return api.groupbuy.joinGroup({
      path: { id: request.groupId },
      body: { group_buy_instance_id: request.groupId, library_book_id: request.bookId },
    });
  return api.vip.createVipOrder({ body: { sku_id: request.skuId, is_gift: request.isGift } });
}

/**
 * A 403 on one's own pending order means another account is signed in now; a 404, that the order is gone. A 401 (the
 * session was lost on the way back from the cashier, say) asks for a sign-in and reads the order again; declined, the
 * order is left to the account that placed it.
 */
async function queryOrder(api: Api, orderId: string, requireLogin: () => Promise<void>): Promise<QueriedOrder> {
  const read = () => api.order.getOrder({ path: { order_id: orderId }, noToast: true });
  const unreadable = (error: unknown) => {
    if (error instanceof HttpError && error.status === 403) return 'otherAccount' as const;
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  };
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) return unreadable(error);
  }
  try {
    await requireLogin();
  } catch {
    return 'otherAccount';
  }
  return read().catch(unreadable);
}

/** The payment machine's effects, for paymentMachine.provide(); `requireLogin` is the flow's sign-in step. */
export function paymentServices(
  { api, pay, pendingOrders, navigate, track = (work) => work() }: PaymentDeps,
  requireLogin: () => Promise<void>,
) {
  return {
    actors: {
      createOrder: fromPromise<Order, OrderRequest>(({ input }) =>
        track(() => withServerMessage(createOrder(api, input))),
      ),
      pay: fromPromise<PayOutcome, PayInput>(({ input }) => track(() => withServerMessage(pay(input)))),
      queryOrder: fromPromise<QueriedOrder, { orderId: string }>(({ input }) =>
        track(() => withServerMessage(queryOrder(api, input.orderId, requireLogin))),
      ),
      cancelOrder: fromPromise<unknown, { orderId: string }>(({ input }) =>
        track(() => withServerMessage(api.order.cancelOrder({ path: { order_id: input.orderId }, body: {} }))),
      ),
    },
    actions: {
      persistPendingOrder: (_: unknown, order: PendingOrder) => pendingOrders.save(order),
      clearPendingOrder: () => pendingOrders.clear(),
      goToDesktopPay: (_: unknown, { orderId }: OrderIdParams) => navigate(`/pc-pay?order_id=${orderId}`),
    },
  };
}
