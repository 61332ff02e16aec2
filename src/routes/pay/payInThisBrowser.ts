import type { Api } from '../../services/api';
import { payByChannel } from '../../services/payment';
import { clientStore, pendingOrders } from '../app';
import type { PaymentDeps } from './paymentServices';

/**
 * What the payment machine is built from in this browser: the flow's api, its cashiers, and the pending order in
 * localStorage. The api is the flow's own, so a screen that paints before the catalogue loads (routes/callApi.ts,
 * apiWith) pays with it too.
 */
export const paymentInThisBrowser = (api: Api, navigate: (to: string) => void): PaymentDeps => ({
  api,
  pay: (input) =>
    payByChannel(
      { payOrder: api.payment.payOrder, openID: () => clientStore.get().openID, origin: window.location.origin },
      input,
    ),
  pendingOrders,
  navigate,
});
