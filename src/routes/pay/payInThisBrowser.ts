import { payByChannel } from '../../services/payment';
import { clientStore } from '../app';
import { api } from '../api';

/** The channel adapter of this browser, for a flow that pays through the payment machine. */
export const payInThisBrowser = (input: Parameters<typeof payByChannel>[1]) =>
  payByChannel(
    { payOrder: api.payment.payOrder, openID: () => clientStore.get().openID, origin: window.location.origin },
    input,
  );
