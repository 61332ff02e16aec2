import { useSyncExternalStore, useState } from 'react';
import { selectedSku, VIP_PURCHASE_TEXT } from '../../machines/vipPurchase.machine';
import { OpenInBrowserOverlay } from '../../ui/pay/OpenInBrowserOverlay';
import { AutoRenewAgreement } from '../../ui/vip/AutoRenewAgreement';
import { PurchaseBar } from '../../ui/vip/PurchaseBar';
import { SkuList } from '../../ui/vip/SkuList';
import { VipStatusCard, type VipStatus } from '../../ui/vip/VipStatusCard';
import { accountView, requireLogin } from '../auth/accountView';
import { dateOf } from './dates';
import { channelChoice, type Purchase } from './usePurchase';

export const AUTO_RENEW_AGREEMENT_URL = import.meta.env.VITE_AGREEMENT_URL;

function useVipStatus({ snapshot, actor }: Purchase): VipStatus {
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  if (account.kind === 'anonymous')
    return {
      kind: 'anonymous',
      onLogin: () =>
        void requireLogin().then(
          () => actor.send({ type: 'vip.refresh' }),
          () => {},
        ),
    };
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('loadFailed')) return { kind: 'error', onRetry: () => actor.send({ type: 'retry' }) };
  const vip = snapshot.context.vip;
  return vip?.is_vip && vip.vip_end_at ? { kind: 'active', endDate: dateOf(vip.vip_end_at) ?? '' } : { kind: 'none' };
}

interface PurchaseFormProps {
  purchase: Purchase;
  /** Gift purchases offer the non-renewing SKUs only and say 赠送好友. */
  isGift?: boolean;
}

/** Choose a SKU, accept the auto-renew agreement where it applies, and buy: every tap is an event. */
export function PurchaseForm({ purchase, isGift = false }: PurchaseFormProps) {
  const { snapshot, actor } = purchase;
  const { context } = snapshot;
  const vipStatus = useVipStatus(purchase);
  const [overlay, setOverlay] = useState(false);
  const skus = isGift ? context.skus.filter((s) => !s.auto_renew) : context.skus;
  const sku = selectedSku(context);

  const buy = () => {
    if (channelChoice().alipayBlocked) setOverlay(true);
    else actor.send({ type: 'purchase' });
  };

  return (
    <>
      {!isGift && <VipStatusCard status={vipStatus} />}
      <SkuList
        skus={skus}
        selectedId={context.selectedSkuId}
        onSelect={(skuId) => actor.send({ type: 'sku.select', skuId })}
        loading={snapshot.matches('loading')}
        error={snapshot.matches('loadFailed') ? '会员套餐加载失败' : null}
        onRetry={() => actor.send({ type: 'retry' })}
      />
      {sku?.auto_renew && (
        <AutoRenewAgreement
          checked={context.agreementAccepted}
          onChange={() => actor.send({ type: 'agreement.toggle' })}
          agreementUrl={AUTO_RENEW_AGREEMENT_URL}
          renewPrice={sku.renew_price ?? sku.sale_price}
          renewPeriodDays={sku.renew_period_days ?? sku.days}
          hint={context.hint === VIP_PURCHASE_TEXT.acceptAgreement ? context.hint : undefined}
        />
      )}
      <PurchaseBar
        price={sku?.sale_price ?? null}
        originalPrice={sku?.original_price ?? null}
        label={isGift ? '赠送好友' : vipStatus.kind === 'active' ? '立即续费' : '立即开通'}
        busy={snapshot.hasTag('busy') && !snapshot.matches('loading')}
        disabled={!snapshot.matches('ready')}
        // The bar is always in sight, so every hint shows there too, the agreement's included.
        hint={context.hint || undefined}
        onPurchase={buy}
      />
      <OpenInBrowserOverlay opened={overlay} onClose={() => setOverlay(false)} />
    </>
  );
}
