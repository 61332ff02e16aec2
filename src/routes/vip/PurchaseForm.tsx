import { useState, useSyncExternalStore } from 'react';
import { renewalOf } from '../../domain/vip';
import type { VipPurchaseEvent } from '../../machines/vipPurchase.machine';
import type { PurchaseFormView } from '../../machines/vipPurchase.view';
import { MENU_GUIDES, MenuGuide } from '../../ui/shell/MenuGuide';
import { AutoRenewAgreement } from '../../ui/vip/AutoRenewAgreement';
import { PURCHASE_LABEL, PurchaseBar } from '../../ui/vip/PurchaseBar';
import { CATALOG_FAILED_TEXT, SkuList } from '../../ui/vip/SkuList';
import { VipStatusCard, type VipStatus } from '../../ui/vip/VipStatusCard';
import { accountView, requireLogin } from '../auth';
import { dateOf } from './dates';
import { channelChoice } from '../pay/channelChoice';

export const AUTO_RENEW_AGREEMENT_URL = import.meta.env.VITE_AGREEMENT_URL;

type Send = (event: VipPurchaseEvent) => void;

function useVipStatus(view: PurchaseFormView, send: Send): VipStatus {
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  if (account.kind === 'anonymous')
    return {
      kind: 'anonymous',
      onLogin: () =>
        void requireLogin().then(
          () => send({ type: 'vip.refresh' }),
          () => {},
        ),
    };
  if (view.catalog === 'loading') return { kind: 'loading' };
  if (view.catalog === 'failed') return { kind: 'failed', onRetry: () => send({ type: 'retry' }) };
  const endDate = view.vip?.is_vip ? dateOf(view.vip.vip_end_at) : undefined;
  return endDate ? { kind: 'active', endDate } : { kind: 'none' };
}

/** Choose a SKU, accept the auto-renew agreement where it applies, and buy: every tap is an event. */
export function PurchaseForm({ view, send }: { view: PurchaseFormView; send: Send }) {
  const vipStatus = useVipStatus(view, send);
  const [overlay, setOverlay] = useState(false);
  const sku = view.selectedSku;

  const buy = () => {
    if (channelChoice().alipayBlocked) setOverlay(true);
    else send({ type: 'purchase' });
  };

  return (
    <>
      {!view.isGift && <VipStatusCard status={vipStatus} />}
      <SkuList
        skus={view.skus}
        selectedId={sku?.sku_id ?? null}
        onSelect={(skuId) => send({ type: 'sku.select', skuId })}
        loading={view.catalog === 'loading'}
        error={view.catalog === 'failed' ? CATALOG_FAILED_TEXT : null}
        onRetry={() => send({ type: 'retry' })}
      />
      {sku && view.agreement && (
        <AutoRenewAgreement
          checked={view.agreement.accepted}
          onChange={() => send({ type: 'agreement.toggle' })}
          agreementUrl={AUTO_RENEW_AGREEMENT_URL}
          renewPrice={renewalOf(sku).price}
          renewPeriodDays={renewalOf(sku).periodDays}
          hint={view.agreement.missing ? (view.hint ?? undefined) : undefined}
        />
      )}
      <PurchaseBar
        price={sku?.sale_price ?? null}
        originalPrice={sku?.original_price ?? null}
        label={PURCHASE_LABEL[view.isGift ? 'gift' : vipStatus.kind === 'active' ? 'renew' : 'open']}
        busy={view.busy}
        disabled={!view.canPurchase}
        // The bar is always in sight, so every hint shows there too, the agreement's included.
        hint={view.hint ?? undefined}
        onPurchase={buy}
      />
      <MenuGuide opened={overlay} copy={MENU_GUIDES.payInBrowser} onClose={() => setOverlay(false)} />
    </>
  );
}
