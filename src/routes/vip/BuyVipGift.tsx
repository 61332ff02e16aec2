import { Stack, Text } from '@mantine/core';
import { PurchaseForm } from './PurchaseForm';
import { PurchaseResult, resultStage } from './PurchaseResult';
import { pendingOrders } from '../app';
import { usePurchase } from './usePurchase';
import { TitledScreen } from '../shell/TitledScreen';

/** /buy-vip-gift: buy a VIP period for a friend; once paid, the order page shows the share link. */
export default function BuyVipGift() {
  const pending = pendingOrders.read();
  // A gift being paid when the page reloaded: confirm it, then its order page shows the share link.
  const purchase = usePurchase({ isGift: true, resumeOrderId: pending?.isGift ? pending.orderId : undefined });
  return (
    <TitledScreen>
      <Stack p="md" gap="md" className="vip-page">
        <Text size="sm" c="dimmed">
          买下会员送给好友，对方打开链接即可领取，一份礼物只能领取一次
        </Text>
        {resultStage(purchase) ? (
          <PurchaseResult purchase={purchase} paidActions={[]} />
        ) : (
          <PurchaseForm purchase={purchase} isGift />
        )}
      </Stack>
    </TitledScreen>
  );
}
