import { useEffect } from 'react';
import { toast } from '../../services/toast';
import { VIP_DAYS_ADDED_TEXT } from '../../ui/vip/RedeemEntry';
import { api } from '../api';
import { useRequest } from '../useRequest';

const IOS = /iPhone|iPad|iPod/i.test(navigator.userAgent);

/**
 * WalletExchange's props: the balance and what it buys, read when the panel mounts (once `enabled`) and by `reload`;
 * 兑换会员天数 calls `changed` once the days are in.
 */
export function useWalletExchange(changed: () => void, enabled = true) {
  const wallet = useRequest(() =>
    Promise.all([
      api.user.getWallet({ noToast: true }),
      api.user.getExchangeableVipDays({ query: { is_ios_system: IOS }, noToast: true }),
    ]),
  );
  const { run } = wallet;
  useEffect(() => {
    if (enabled) run(undefined);
  }, [enabled, run]);
  const exchange = useRequest(
    (days: number) => api.user.exchangeVip({ query: { is_ios_system: IOS }, body: { days }, noBadRequestToast: true }),
    () => {
      toast(VIP_DAYS_ADDED_TEXT, { tone: 'success' });
      wallet.run(undefined);
      changed();
    },
  );
  const [balance, exchangeable] = wallet.result ?? [{ balance: 0 }, { days: 0, coins_per_day: 0 }];
  return {
    reload: () => wallet.run(undefined),
    props: {
      balance: balance.balance,
      exchangeable,
      loading: wallet.busy && !wallet.result,
      error: wallet.error || exchange.error || null,
      onRetry: () => {
        exchange.reset();
        wallet.run(undefined);
      },
      busy: exchange.busy,
      onExchange: (days: number) => exchange.run(days),
    },
  };
}
