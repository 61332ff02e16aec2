import type { PurchaseOrder } from '../../machines/vipPurchase.machine';
import type { VipOrder } from '../../services/api/vip';
import { HttpError, userMessage } from '../../services/http/errors';

/** The order as the purchase machine knows it. */
export const asPurchaseOrder = (o: VipOrder): PurchaseOrder => ({
  order_id: o.order_id,
  sku_id: o.sku_id,
  amount: o.amount,
  status: o.status,
  is_gift: o.is_gift,
});

/** Reads an order for the purchase machine; one this account cannot read (another account's, or gone) counts as closed. */
export async function readPurchaseOrder(read: () => Promise<VipOrder>, orderId: string): Promise<PurchaseOrder> {
  try {
    return asPurchaseOrder(await read());
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) {
      return { order_id: orderId, sku_id: '', amount: 0, status: 'CLOSED', is_gift: false };
    }
    throw new Error(userMessage(error), { cause: error });
  }
}

/** The server's reason when there is one: it is what the screen shows. */
export async function withServerMessage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(userMessage(error), { cause: error });
  }
}
