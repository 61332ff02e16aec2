import { payByChannel } from '../../services/payment';
import { clientStore, pendingOrders } from '../app';
import { api } from '../api';
import type { PaymentDeps } from './paymentServices';

/** The channel adapter of this browser, for a flow that pays through the payment machine. */
export const payInThisBrowser = (input: Parameters<typeof payByChannel>[1]) =>
  payByChannel(
    { payOrder: api.payment.payOrder, openID: () => clientStore.get().openID, origin: window.location.origin },
    input,
  );

/** What the payment machine is built from in this browser: its cashiers, and the pending order in localStorage. */
export const paymentInThisBrowser = (navigate: (to: string) => void): PaymentDeps => ({
  api,
  pay: payInThisBrowser,
  pendingOrders,
  navigate,
});
