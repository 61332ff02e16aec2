import { Stack } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { walletTopUpMachine, type WalletTopUpEvent } from '../../machines/walletTopUp.machine';
import { walletTopUpView } from '../../machines/walletTopUp.view';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { DepositPacks, type DepositPacksState } from '../../ui/wallet/DepositPacks';
import { WALLET_SIGN_IN } from '../../ui/wallet/walletCopy';
import { WalletExchange } from '../../ui/vip/WalletExchange';
import { api } from '../api';
import { pendingOrders } from '../app';
import { accountView, requireLogin } from '../auth';
import { channelChoice } from '../pay/channelChoice';
import { paymentInThisBrowser } from '../pay/payInThisBrowser';
import { usePageShown } from '../pay/usePageShown';
import { useResumeQuery } from '../pay/useResumeQuery';
import { appSignIn } from '../serviceDeps';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useFeatureFlag } from '../useRemoteConfig';
import { useRequest } from '../useRequest';
import { useLatest, useScreenActor } from '../useScreenActor';
import { useWalletExchange } from './useWalletExchange';
import { walletTopUpServices } from './walletTopUpServices';

/** A top-up left pending by a reload: one query says whether it is paid or still payable. */
function useTopUpResume() {
  const fromCashier = useResumeQuery();
  const pending = pendingOrders.read();
  return fromCashier ?? (pending?.deposit ? { orderId: pending.orderId, confirm: 'once' as const } : undefined);
}

function usePacks(enabled: boolean): DepositPacksState {
  const packs = useRequest(() => api.user.getDepositSkus({ noToast: true }));
  const open = useFeatureFlag('wallet_deposit');
  const { run } = packs;
  useEffect(() => {
    if (enabled && open) run(undefined);
  }, [enabled, open, run]);
  if (!open) return { kind: 'paused' };
  if (packs.result)
    return {
      kind: 'ready',
      packs: packs.result.skus.map((s) => ({
        skuId: s.sku_id,
        coins: s.coins,
        bonusCoins: s.bonus_coins,
        price: s.price,
      })),
    };
  if (packs.error) return { kind: 'failed', error: packs.error, onRetry: () => run(undefined) };
  return { kind: 'loading' };
}

/**
 * /me/wallet 钱包: the balance and 金币兑换会员, and 充值金币 through walletTopUpMachine (the payment machine as its
 * child): a paid top-up reads the wallet again, so the new coins show at once.
 */
export default function Wallet() {
  const navigate = useNavigate();
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const wallet = useWalletExchange(() => {}, signedIn);
  const packs = usePacks(signedIn);
  const latest = useLatest({ navigate, reload: wallet.reload });
  const resume = useTopUpResume();
  const actor = useScreenActor(() => ({
    logic: walletTopUpMachine.provide(
      walletTopUpServices({
        ...appSignIn,
        payment: paymentInThisBrowser(appSignIn.api, (to) => void latest.current.navigate(to)),
        walletToppedUp: () => latest.current.reload(),
      }),
    ),
    options: { input: { channel: channelChoice().channel, resume } },
  }));
  const topUp = useMachineView(actor, walletTopUpView);
  usePageShown(actor);
  const send = (event: WalletTopUpEvent) => actor.send(event);

  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          {...WALLET_SIGN_IN}
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <Stack p="md" gap="md">
        <WalletExchange {...wallet.props} />
        <DepositPacks
          packs={packs}
          topUp={topUp}
          onChoose={(skuId) => send({ type: 'pack.choose', skuId })}
          onPay={() => send({ type: 'pay' })}
          onCheck={() => send({ type: 'order.check' })}
          onClose={() => send({ type: 'close' })}
        />
      </Stack>
    </TitledScreen>
  );
}
