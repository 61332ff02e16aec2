import { Suspense, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { HomeView, RecommendsPlaceholder, type HomeAccount, type HomeVip } from '../../ui/home/HomeView';
import { accountView, logout, requireLogin } from '../auth';
import { lazyChunk } from '../shell/lazyScreen';
import { usePainted } from '../usePainted';
import type { BookLinks } from './HomeLive';

const HomeLive = lazyChunk(() => import('./HomeLive'));

/** Anonymous: a way in; signed in: who it is, once my_info answered (a tap opens 我的), and 退出登录. */
function useAccount(openMe: () => void): HomeAccount {
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  // A closed dialog rejects with 取消登录: nothing more to do here.
  if (account.kind === 'anonymous') return { kind: 'anonymous', onLogin: () => void requireLogin().catch(() => {}) };
  return account.kind === 'user' ? { ...account, onOpenMe: openMe, onLogout: () => void logout() } : account;
}

/**
 * /: painted at once without its data; the part that reads the VIP state and the books follows (HomeLive) inside
 * the page, which stays mounted, so a control tapped early keeps its focus and place. HomeLive's chunk and requests
 * start after that first paint, so they do not delay it.
 */
export default function Home() {
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  const account = useAccount(go('/me'));
  // Filled in by HomeLive once it has read it; the banner offers VIP or waits for it until then.
  const [vip, setVip] = useState<HomeVip | null>(null);
  const [unread, setUnread] = useState<string | undefined>();
  const painted = usePainted();
  const books: BookLinks = { onOpenBook: (href) => void navigate(href), onMoreBooks: go('/sale/cm') };
  return (
    <HomeView
      account={account}
      vip={vip ?? { kind: account.kind === 'anonymous' ? 'offer' : 'loading' }}
      onOpenVip={go('/vip-subscribe')}
      onContinue={go('/go/landing')}
      entries={[
        { key: 'library', glyph: '书', title: '书库', onOpen: go('/sale/cm') },
        { key: 'messages', glyph: '信', title: '消息', badge: unread, onOpen: go('/me/messages') },
        { key: 'groupbuy', glyph: '拼', title: '我的拼团', onOpen: go('/groupbuy/my') },
        { key: 'stats', glyph: '统', title: '学习统计', onOpen: go('/me/stats') },
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
        { key: 'creator-centre', glyph: '收', title: '创作者中心', onOpen: go('/creator') },
        { key: 'promotion', glyph: '推', title: '推广订单', onOpen: go('/me/promotion') },
        { key: 'pc', glyph: '电', title: '电脑版', onOpen: go('/pc') },
      ]}
      recommends={
        painted ? (
          <Suspense fallback={<RecommendsPlaceholder />}>
            <HomeLive account={account} books={books} onVip={setVip} onUnread={setUnread} />
          </Suspense>
        ) : (
          <RecommendsPlaceholder />
        )
      }
    />
  );
}
