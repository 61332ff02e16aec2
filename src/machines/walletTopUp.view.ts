import type { SnapshotFrom } from 'xstate';
import { payOutcomeView, type PayOutcomeView } from './payment.view';
import type { walletTopUpMachine } from './walletTopUp.machine';

/** What 钱包充值 shows, from the top-up snapshot alone (DESIGN §4): the packs (`busy` while signing in), or the payment. */
export type WalletTopUpView = { kind: 'choosing'; skuId: string | null; busy: boolean } | PayOutcomeView;

export function walletTopUpView(snapshot: SnapshotFrom<typeof walletTopUpMachine>): WalletTopUpView {
  return payOutcomeView(snapshot) ?? { kind: 'choosing', skuId: snapshot.context.skuId, busy: snapshot.hasTag('busy') };
}
