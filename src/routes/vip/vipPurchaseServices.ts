import { fromPromise } from 'xstate';
import type { VipState } from '../../domain/vip';
import type { OrderIdParams } from '../../machines/effects';
import { paymentMachine } from '../../machines/payment.machine';
import type { CatalogOutput } from '../../machines/vipPurchase.machine';
import { paymentServices, type PaymentDeps } from '../pay/paymentServices';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

export interface VipPurchaseDeps extends SignInDeps {
  payment: PaymentDeps;
  /** The plans on sale to this phone (`/vip/v1/sku/{ios_system}`): iOS has plans of its own. */
  platform: { ios_system: string };
  signedIn(): boolean;
}

/** The purchase flow's effects, for vipPurchaseMachine.provide(). */
export const vipPurchaseServices = ({ api, requireLogin, payment, platform, signedIn }: VipPurchaseDeps) => ({
  actors: {
    loadCatalog: fromPromise<CatalogOutput>(async () => {
      const [{ skus }, vip] = await Promise.all([
        api.vip.getSkus({ path: platform }),
        // A stale token must not hide the plans: the 401 signs out, and the plans still show.
        signedIn() ? api.vip.getMyVip().catch(() => null) : Promise.resolve(null),
      ]);
      return { skus, vip };
    }),
    requireLogin: signInWith(requireLogin),
    payment: paymentMachine.provide(paymentServices(payment, requireLogin)),
    loadVip: fromPromise<VipState>(() => api.vip.getMyVip()),
  },
  actions: {
    clearPendingOrder: () => payment.pendingOrders.clear(),
    openOrderPage: (_: unknown, { orderId }: OrderIdParams) => payment.navigate(`/vip-order/${orderId}`),
  },
});
