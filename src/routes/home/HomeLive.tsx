import { useEffect, useMemo } from 'react';
import { HomeRecommendsSection, type HomeRecommends } from '../../ui/home/HomeRecommends';
import type { HomeAccount, HomeVip } from '../../ui/home/HomeView';
import { api } from '../api';
import { bookCard } from '../library/bookCards';
import { useRequest } from '../useRequest';
import { unreadBadge, useUnreadLetters } from '../me/unreadLetters';
import { dateOf } from '../vip/dates';

/** The signed-in user's VIP end, read again whenever who is signed in changes; an offer otherwise. */
function useVip(account: HomeAccount): HomeVip {
  const { run, result, error } = useRequest(() => api.vip.getMyVip({ noToast: true }));
  const signedIn = account.kind === 'user';
  useEffect(() => {
    if (signedIn) run(undefined);
  }, [signedIn, run]);
  // Unread, the banner still offers VIP: nothing on the home page waits on it.
  const endDate = signedIn && !error && result?.is_vip ? dateOf(result.vip_end_at) : undefined;
  const kind = endDate ? 'member' : signedIn && !error && !result ? 'loading' : 'offer';
  return useMemo(() => (kind === 'member' ? { kind, endDate: endDate! } : { kind }), [kind, endDate]);
}

/** Books for this reader (recommends/my): read again once they sign in, since owned books drop out. */
function useRecommends(account: HomeAccount): [HomeRecommends, () => void] {
  const { run, result, error } = useRequest(() => api.books.getMyRecommends({ query: {}, noToast: true }));
  const reload = () => run(undefined);
  useEffect(() => run(undefined), [account.kind, run]);
  if (error) return [{ kind: 'failed', error }, reload];
  return [result ? { kind: 'ready', books: result.items.map(bookCard) } : { kind: 'loading' }, reload];
}

export interface BookLinks {
  onOpenBook: (href: string) => void;
  onMoreBooks: () => void;
}

interface HomeLiveProps {
  account: HomeAccount;
  books: BookLinks;
  /** The VIP banner's state, for the page around. */
  onVip: (vip: HomeVip) => void;
  /** The unread letters' badge for the 消息 tile, for the page around. */
  onUnread: (badge: string | undefined) => void;
}

/** The home's data: the VIP state and the unread count (told to the page) and 为你推荐; loaded right after the first paint (DESIGN §9). */
export default function HomeLive({ account, books, onVip, onUnread }: HomeLiveProps) {
  const vip = useVip(account);
  useEffect(() => onVip(vip), [vip, onVip]);
  const unread = unreadBadge(useUnreadLetters(account.kind === 'user'));
  useEffect(() => onUnread(unread), [unread, onUnread]);
  const [recommends, retry] = useRecommends(account);
  return <HomeRecommendsSection recommends={recommends} {...books} onRetry={retry} />;
}
