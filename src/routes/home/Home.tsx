import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { HomeView, type HomeAccount, type HomeRecommends, type HomeVip } from '../../ui/home/HomeView';
import { api } from '../api';
import { logout } from '../app';
import { accountView, requireLogin } from '../auth/accountView';
import { bookCard } from '../library/bookCards';
import { useRequest } from '../useRequest';
import { dateOf } from '../vip/dates';

/** Anonymous: a way in; signed in: who it is, once my_info answered, and 退出登录. */
function useAccount(): HomeAccount {
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  // A closed dialog rejects with 取消登录: nothing more to do here.
  if (account.kind === 'anonymous') return { kind: 'anonymous', onLogin: () => void requireLogin().catch(() => {}) };
  return account.kind === 'user' ? { ...account, onLogout: () => void logout() } : account;
}

/** The signed-in user's VIP end, read again whenever who is signed in changes; an offer otherwise. */
function useVip(account: HomeAccount): HomeVip {
  const { run, result, error } = useRequest(() => api.vip.getMyVip({ noToast: true }));
  const signedIn = account.kind === 'user';
  useEffect(() => {
    if (signedIn) run(undefined);
  }, [signedIn, run]);
  // Unread, the banner still offers VIP: nothing on the home page waits on it.
  if (!signedIn || error) return { kind: 'offer' };
  if (!result) return { kind: 'loading' };
  const endDate = result.is_vip ? dateOf(result.vip_end_at) : undefined;
  return endDate ? { kind: 'member', endDate } : { kind: 'offer' };
}

/** Books for this reader (recommends/my): read again once they sign in, since owned books drop out. */
function useRecommends(account: HomeAccount): [HomeRecommends, () => void] {
  const { run, result, error } = useRequest(() => api.books.getMyRecommends({ query: {}, noToast: true }));
  const reload = () => run(undefined);
  useEffect(() => run(undefined), [account.kind, run]);
  if (error) return [{ kind: 'failed', error }, reload];
  return [result ? { kind: 'ready', books: result.items.map(bookCard) } : { kind: 'loading' }, reload];
}

export default function Home() {
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  const account = useAccount();
  const [recommends, retryRecommends] = useRecommends(account);
  return (
    <HomeView
      account={account}
      vip={useVip(account)}
      recommends={recommends}
      onOpenVip={go('/vip-subscribe')}
      onContinue={go('/go/landing')}
      onOpenBook={(href) => void navigate(href)}
      onMoreBooks={go('/sale/cm')}
      onRetryRecommends={retryRecommends}
      entries={[
        { key: 'library', glyph: '书', title: '书库', onOpen: go('/sale/cm') },
        { key: 'groupbuy', glyph: '拼', title: '我的拼团', onOpen: go('/groupbuy/my') },
        { key: 'invite', glyph: '邀', title: '邀请好友', onOpen: go('/invite-friend') },
        { key: 'free-vip', glyph: '免', title: '免费领VIP', onOpen: go('/free-vip') },
        { key: 'gift', glyph: '赠', title: '赠送VIP', onOpen: go('/buy-vip-gift') },
        {
          key: 'support',
          glyph: '客',
          title: '联系客服',
          onOpen: go(`/txc/${import.meta.env.VITE_SUPPORT_PRODUCT_ID}`),
        },
        { key: 'creator', glyph: '创', title: '成为创作者', onOpen: go('/creator/apply') },
        { key: 'pc', glyph: '电', title: '电脑版', onOpen: go('/pc') },
      ]}
    />
  );
}
