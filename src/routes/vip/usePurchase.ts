import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConfirmMode } from '../../machines/payment.context';
import { vipPurchaseMachine, type VipPurchaseEvent } from '../../machines/vipPurchase.machine';
import { purchaseView } from '../../machines/vipPurchase.view';
import { accountView } from '../auth';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { appSignIn } from '../serviceDeps';
import { paymentInThisBrowser } from '../pay/payInThisBrowser';
import { clientStore } from '../app';
import { skuPlatform } from './skuPlatform';
import { vipPurchaseServices } from './vipPurchaseServices';
import { safePath } from '../../lib/safePath';
import { channelChoice } from '../pay/channelChoice';
import { usePageShown } from '../pay/usePageShown';

/**
 * One purchase (VIP or gift) on a screen: the vipPurchase actor with real services, re-reading the
 * order when the page is shown again (iOS back-forward cache, a return from the cashier).
 */
export function usePurchase({
  isGift = false,
  resume,
}: {
  isGift?: boolean;
  /** An order left pending by a cashier trip or a reload, and how to confirm it. */
  resume?: { orderId: string; confirm: ConfirmMode };
}) {
  const navigate = useNavigate();
  // React Router's navigate is the same function on every render.
  const actor = useScreenActor(() => ({
    logic: vipPurchaseMachine.provide(
      vipPurchaseServices({
        ...appSignIn,
        payment: paymentInThisBrowser(appSignIn.api, (to) => void navigate(safePath(to), { replace: true })),
        platform: skuPlatform,
        signedIn: () => clientStore.get().token !== '',
      }),
    ),
    options: { input: { channel: channelChoice().channel, isGift, resume } },
  }));
  const view = useMachineView(actor, purchaseView);

  // Logged in mid-purchase, say: the plans and the VIP state are re-read for that account.
  useEffect(
    () =>
      accountView.subscribe(() => {
        if (accountView.get().kind === 'user') actor.send({ type: 'vip.refresh' });
      }),
    [actor],
  );

  usePageShown(actor);

  return { view, send: (event: VipPurchaseEvent) => actor.send(event) };
}

export type Purchase = ReturnType<typeof usePurchase>;
