import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  HOME_TILES,
  HomeView,
  RecommendsPlaceholder,
  type HomeAccount,
  type HomeTile,
  type HomeVip,
} from '../../ui/home/HomeView';
import { accountView, logout, requireLogin } from '../auth';
import { lazyChunk } from '../shell/lazyScreen';
import { usePainted } from '../usePainted';
import { useStoreAfterHydration } from '../useStoreAfterHydration';
import type { BookLinks } from './HomeLive';

const HomeLive = lazyChunk(() => import('./HomeLive'));

/** Where each of the home's shortcuts leads. */
const TILE_PATHS: Record<HomeTile, string> = {
  library: '/sale/cm',
  messages: '/me/messages',
  groupbuy: '/groupbuy/my',
  stats: '/me/stats',
  invite: '/invite-friend',
  'free-vip': '/free-vip',
  gift: '/buy-vip-gift',
  support: `/txc/${import.meta.env.VITE_SUPPORT_PRODUCT_ID}`,
  creator: '/creator/apply',
  'creator-centre': '/creator',
  promotion: '/me/promotion',
  pc: '/pc',
};

/** What the HTML's home shows of the account, for any visitor, until hydration fills it in. */
const NEUTRAL_ACCOUNT = { kind: 'loading' } as const;

/** Anonymous: a way in; signed in: who it is, once my_info answered (a tap opens 我的), and 退出登录. */
function useAccount(openMe: () => void): HomeAccount {
  const account = useStoreAfterHydration(accountView.subscribe, accountView.get, NEUTRAL_ACCOUNT);
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
  const open = (href: string) => void navigate(href);
  const go = (path: string) => () => open(path);
  const account = useAccount(go('/me'));
  // Filled in by HomeLive once it has read it; the banner offers VIP or waits for it until then.
  const [vip, setVip] = useState<HomeVip | null>(null);
  const [unread, setUnread] = useState<string | undefined>();
  const painted = usePainted();
  const books: BookLinks = {
    onOpenBook: open,
    onMoreBooks: go('/sale/cm'),
    onSearch: go('/search'),
  };
  return (
    <HomeView
      account={account}
      vip={vip ?? { kind: account.kind === 'anonymous' ? 'offer' : 'loading' }}
      links={{ vip: '/vip-subscribe', continue: '/go/landing' }}
      onNavigate={open}
      entries={HOME_TILES.map((tile) => ({
        ...tile,
        badge: tile.key === 'messages' ? unread : undefined,
        href: TILE_PATHS[tile.key],
      }))}
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
