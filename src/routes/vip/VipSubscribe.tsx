import { Skeleton, Stack } from '@mantine/core';
import { Suspense, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountView } from '../auth';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { pendingOrders } from '../app';
import { PurchaseForm } from './PurchaseForm';
import { PurchaseResult } from './PurchaseResult';
import { usePurchase } from './usePurchase';

/** Wallet, redeem and auto-renew management: only for a signed-in user, so loaded apart. */
const AccountPanels = lazyChunk(() => import('./AccountPanels'));

/** A VIP order left pending by a cashier trip or a reload: one query says whether it is still payable. */
const pendingVipOrder = () => {
  const pending = pendingOrders.read();
  return pending && !pending.isGift && !pending.bookId && !pending.deposit
    ? { orderId: pending.orderId, confirm: 'once' as const }
    : undefined;
};

/** /vip-subscribe: VIP state, SKUs, auto-renew, wallet exchange, redeem, and the purchase itself. */
export default function VipSubscribe() {
  const navigate = useNavigate();
  const { view, send } = usePurchase({ resume: pendingVipOrder() });
  const signedIn = useSyncExternalStore(accountView.subscribe, accountView.get).kind === 'user';

  return (
    <TitledScreen>
      {view.kind === 'form' ? (
        <Stack p="md" gap="md">
          <PurchaseForm view={view} send={send} />
          {signedIn && (
            <Suspense fallback={<Skeleton h={160} radius="lg" />}>
              <AccountPanels changed={() => send({ type: 'vip.refresh' })} />
            </Suspense>
          )}
        </Stack>
      ) : (
        <Stack p="md">
          <PurchaseResult
            view={view}
            send={send}
            paidNext={{
              from: 'vipPage',
              onStudy: () => void navigate('/'),
              onAgain: () => send({ type: 'purchase.again' }),
            }}
          />
        </Stack>
      )}
    </TitledScreen>
  );
}
