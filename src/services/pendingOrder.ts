import { isOrderId } from '../domain/order';
import type { PendingOrder } from '../domain/payment';
import type { KeyValueStorage } from './tabStorage';

const PENDING_KEY = 'wap-pending-order';

/**
 * The order being paid, kept across an external payment page or a reload (DESIGN §4): only its id
 * and whether it is a gift. Anything unreadable counts as none.
 */
export function createPendingOrderStore(storage: () => KeyValueStorage = () => window.localStorage) {
  return {
    save(order: PendingOrder) {
      try {
        storage().setItem(PENDING_KEY, JSON.stringify(order));
      } catch {
        // Blocked storage: a reload then cannot resume, and the order page still has the order.
      }
    },
    read(): PendingOrder | undefined {
      try {
        const value = JSON.parse(storage().getItem(PENDING_KEY) ?? 'null') as Partial<PendingOrder> | null;
        return value && isOrderId(value.orderId)
          ? {
              orderId: value.orderId,
              isGift: value.isGift === true,
              ...(isOrderId(value.bookId) ? { bookId: value.bookId } : {}),
              ...(isOrderId(value.groupId) ? { groupId: value.groupId } : {}),
              ...(value.lease === true ? { lease: true as const } : {}),
              ...(value.deposit === true ? { deposit: true as const } : {}),
            }
          : undefined;
      } catch {
        return undefined;
      }
    },
    clear() {
      try {
        storage().removeItem(PENDING_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
