import { fromPromise } from 'xstate';
import type { VipState } from '../../domain/vip';
import type { OrderIdParams } from '../../machines/effects';
import { paymentMachine } from '../../machines/payment.machine';
import type { CatalogOutput } from '../../machines/vipPurchase.machine';
import { clientStore, pendingOrders } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { payInThisBrowser } from '../pay/payInThisBrowser';
import { paymentServices } from '../pay/paymentServices';
import { skuPlatform } from './skuPlatform';

/** The purchase flow's effects, for vipPurchaseMachine.provide(). */
export function purchaseServices(navigate: (to: string) => void) {
  return {
    actors: {
      loadCatalog: fromPromise<CatalogOutput>(async () => {
        const [{ skus }, vip] = await Promise.all([
          api.vip.getSkus({ path: skuPlatform }),
          // A stale token must not hide the plans: the 401 signs out, and the plans still show.
          clientStore.get().token ? api.vip.getMyVip().catch(() => null) : Promise.resolve(null),
        ]);
        return { skus, vip };
      }),
      requireLogin: fromPromise<void>(() => requireLogin()),
      payment: paymentMachine.provide(paymentServices({ api, pay: payInThisBrowser, pendingOrders, navigate })),
      loadVip: fromPromise<VipState>(() => api.vip.getMyVip()),
    },
    actions: {
      clearPendingOrder: () => pendingOrders.clear(),
      openOrderPage: (_: unknown, { orderId }: OrderIdParams) => navigate(`/vip-order/${orderId}`),
    },
  };
}
