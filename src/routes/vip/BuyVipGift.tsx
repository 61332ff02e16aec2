import { Stack } from '@mantine/core';
import { GiftHint } from '../../ui/vip/GiftHint';
import { pendingOrders } from '../app';
import { TitledScreen } from '../shell/TitledScreen';
import { PurchaseForm } from './PurchaseForm';
import { PurchaseResult } from './PurchaseResult';
import { usePurchase } from './usePurchase';

/** A gift being paid when the page reloaded: one query, then its order page shows the share link once paid. */
const pendingGift = () => {
  const pending = pendingOrders.read();
  return pending?.isGift ? { orderId: pending.orderId, confirm: 'once' as const } : undefined;
};

/** /buy-vip-gift: buy a VIP period for a friend; once paid, the order page shows the share link. */
export default function BuyVipGift() {
  const { view, send } = usePurchase({ isGift: true, resume: pendingGift() });
  return (
    <TitledScreen>
      <Stack p="md" gap="md">
        <GiftHint />
        {view.kind === 'form' ? (
          <PurchaseForm view={view} send={send} />
        ) : (
          <PurchaseResult view={view} send={send} paidNext={{ from: 'gift' }} />
        )}
      </Stack>
    </TitledScreen>
  );
}
