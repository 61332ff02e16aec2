import type { SnapshotFrom } from 'xstate';
import type { Sku, VipState } from '../domain/vip';
import type { paymentMachine } from './payment.machine';
import { paymentView, type PaymentView } from './payment.view';
import { selectedSku, type PurchaseHint, type vipPurchaseMachine } from './vipPurchase.machine';

export const PURCHASE_HINT_TEXT: Record<Exclude<PurchaseHint, null>, string> = {
  chooseSku: '请选择会员套餐',
  acceptAgreement: '请先阅读并同意《自动续费服务协议》',
};

/** The plans, the choice and the buy button. */
export interface PurchaseFormView {
  kind: 'form';
  catalog: 'loading' | 'failed' | 'loaded';
  skus: Sku[];
  selectedSku: Sku | null;
  /** The auto-renew agreement of the selected SKU; null when it does not renew. */
  agreement: { accepted: boolean; missing: boolean } | null;
  hint: string | null;
  /** Signing in or starting the payment: the button spins and ignores taps. */
  busy: boolean;
  canPurchase: boolean;
  /** null while signed out or unknown. */
  vip: VipState | null;
  isGift: boolean;
}

export type PurchaseView =
  | PurchaseFormView
  | { kind: 'progress'; payment: Exclude<PaymentView, { kind: 'ended' }> }
  /** `vip` is the new VIP state, or null when it could not be read (or for a gift). */
  | { kind: 'paid'; vip: VipState | null; isGift: boolean; orderId: string | null }
  /** `askingCancel`: 取消订单 was tapped and waits for its confirmation. */
  | { kind: 'cancelled'; askingCancel: boolean }
  /** `charged`: false when no order was ever made, so nothing can have been charged. */
  | { kind: 'failed'; reason: string; mayHaveCharged: boolean; askingCancel: boolean }
  /** `otherAccount`: another account is signed in now, so the order could not be read. */
  | { kind: 'unknown'; askingCancel: boolean; otherAccount: boolean };

type PurchaseSnapshot = SnapshotFrom<typeof vipPurchaseMachine>;

function progressOf(snapshot: PurchaseSnapshot): PaymentView {
  if (snapshot.matches('finishing')) return { kind: 'confirming', attempt: 1, maxAttempts: 1 };
  const child = snapshot.children.payment?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined;
  return child ? paymentView(child) : { kind: 'creating' };
}

/** What the VIP and gift screens show, from the purchase snapshot alone (DESIGN §4). */
export function purchaseView(snapshot: PurchaseSnapshot): PurchaseView {
  const { context } = snapshot;
  if (snapshot.matches('purchasing') || snapshot.matches('finishing')) {
    const payment = progressOf(snapshot);
    if (payment.kind !== 'ended') return { kind: 'progress', payment };
  }
  if (snapshot.matches('paid'))
    return {
      kind: 'paid',
      vip: context.isGift ? null : context.vip,
      isGift: context.isGift,
      orderId: context.paidOrder?.order_id ?? null,
    };
  const askingCancel = snapshot.hasTag('askingCancel');
  if (snapshot.matches('cancelled')) return { kind: 'cancelled', askingCancel };
  if (snapshot.matches('failed'))
    return { kind: 'failed', reason: context.reason, mayHaveCharged: !context.failedBeforeOrder, askingCancel };
  if (snapshot.matches('unknown')) return { kind: 'unknown', askingCancel, otherAccount: context.otherAccount };

  const sku = selectedSku(context) ?? null;
  return {
    kind: 'form',
    catalog: snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'loaded',
    skus: context.skus,
    selectedSku: sku,
    agreement: sku?.auto_renew
      ? { accepted: context.agreementAccepted, missing: context.hint === 'acceptAgreement' }
      : null,
    hint: context.hint && PURCHASE_HINT_TEXT[context.hint],
    busy: snapshot.matches('authorizing') || snapshot.matches('purchasing'),
    canPurchase: snapshot.can({ type: 'purchase' }),
    vip: context.vip,
    isGift: context.isGift,
  };
}
