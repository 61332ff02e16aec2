import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountView } from '../auth/accountView';
import { TitledScreen } from '../shell/TitledScreen';
import { pendingOrders } from '../app';
import { PurchaseForm } from './PurchaseForm';
import { PurchaseResult, resultStage } from './PurchaseResult';
import { usePurchase } from './usePurchase';

/** Wallet, redeem and auto-renew management: only for a signed-in user, so loaded apart. */
const AccountPanels = lazy(() => import('./AccountPanels'));

/** A VIP order left pending by a cashier trip or a reload: the screen resumes confirming it. */
const pendingVipOrder = () => {
  const pending = pendingOrders.read();
  return pending && !pending.isGift ? pending.orderId : undefined;
};

/** /vip-subscribe: VIP state, SKUs, auto-renew, wallet exchange, redeem, and the purchase itself. */
export default function VipSubscribe() {
  const navigate = useNavigate();
  const purchase = usePurchase({ resumeOrderId: pendingVipOrder() });
  const signedIn = useSyncExternalStore(accountView.subscribe, accountView.get).kind === 'user';

  return (
    <TitledScreen>
      {resultStage(purchase) ? (
        <Stack p="md">
          <PurchaseResult
            purchase={purchase}
            paidActions={[
              { label: '开始学习', primary: true, onClick: () => void navigate('/') },
              { label: '继续购买', onClick: () => purchase.actor.send({ type: 'purchase.again' }) },
            ]}
          />
        </Stack>
      ) : (
        <Stack p="md" gap="md" className="vip-page">
          <PurchaseForm purchase={purchase} />
          {signedIn && (
            <Suspense fallback={<Skeleton h={160} radius="lg" />}>
              <AccountPanels changed={() => purchase.actor.send({ type: 'vip.refresh' })} />
            </Suspense>
          )}
        </Stack>
      )}
    </TitledScreen>
  );
}
