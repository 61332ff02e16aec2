import { Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { HomeView, type HomeAccount } from '../../ui/home/HomeView';
import { logout } from '../app';
import { accountView, requireLogin } from '../auth/accountView';
import { lazyChunk } from '../shell/lazyScreen';

const HomeLive = lazyChunk(() => import('./HomeLive'));

/** What the home shows before its data: everything but the VIP state and the books. */
export type HomeShellProps = Omit<ComponentProps<typeof HomeView>, 'vip' | 'recommends'>;
export interface BookLinks {
  onOpenBook: (href: string) => void;
  onMoreBooks: () => void;
}

/** Anonymous: a way in; signed in: who it is, once my_info answered, and 退出登录. */
function useAccount(): HomeAccount {
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  // A closed dialog rejects with 取消登录: nothing more to do here.
  if (account.kind === 'anonymous') return { kind: 'anonymous', onLogin: () => void requireLogin().catch(() => {}) };
  return account.kind === 'user' ? { ...account, onLogout: () => void logout() } : account;
}

/** /: painted at once without its data; the part that reads the VIP state and the books follows (HomeLive). */
export default function Home() {
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  const shell: HomeShellProps = {
    account: useAccount(),
    onOpenVip: go('/vip-subscribe'),
    onContinue: go('/go/landing'),
    entries: [
      { key: 'library', glyph: '书', title: '书库', onOpen: go('/sale/cm') },
      { key: 'groupbuy', glyph: '拼', title: '我的拼团', onOpen: go('/groupbuy/my') },
      { key: 'invite', glyph: '邀', title: '邀请好友', onOpen: go('/invite-friend') },
      { key: 'free-vip', glyph: '免', title: '免费领VIP', onOpen: go('/free-vip') },
      { key: 'gift', glyph: '赠', title: '赠送VIP', onOpen: go('/buy-vip-gift') },
      { key: 'support', glyph: '客', title: '联系客服', onOpen: go(`/txc/${import.meta.env.VITE_SUPPORT_PRODUCT_ID}`) },
      { key: 'creator', glyph: '创', title: '成为创作者', onOpen: go('/creator/apply') },
      { key: 'pc', glyph: '电', title: '电脑版', onOpen: go('/pc') },
    ],
  };
  const books: BookLinks = { onOpenBook: (href) => void navigate(href), onMoreBooks: go('/sale/cm') };
  const painted = <HomeView {...shell} vip={{ kind: shell.account.kind === 'anonymous' ? 'offer' : 'loading' }} />;
  return (
    <Suspense fallback={painted}>
      <HomeLive shell={shell} books={books} />
    </Suspense>
  );
}
