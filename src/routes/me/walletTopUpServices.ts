import { paymentMachine } from '../../machines/payment.machine';
import { signInWith } from '../../machines/steps';
import { paymentServices, type PaymentDeps } from '../pay/paymentServices';
import type { SignInDeps } from '../serviceDeps';

export interface WalletTopUpDeps extends SignInDeps {
  payment: PaymentDeps;
  /** The coins are in: the page reads the wallet again. */
  walletToppedUp(): void;
}

/** The top-up's effects, for walletTopUpMachine.provide(). */
export const walletTopUpServices = ({ requireLogin, payment, walletToppedUp }: WalletTopUpDeps) => ({
  actors: {
    requireLogin: signInWith(requireLogin),
    payment: paymentMachine.provide(paymentServices(payment, requireLogin)),
  },
  actions: { walletToppedUp: () => walletToppedUp() },
});
