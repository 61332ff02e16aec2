import { startTransition, useEffect, useMemo, useState } from 'react';
import { decodeQuote, type Quote } from '../../domain/discover';
import { dailyQuote } from '../../services/dailyQuote';
import { Announcement } from '../../ui/home/Announcement';
import { DailyQuote } from '../../ui/home/DailyQuote';
import { HomeRecommendsSection, type HomeRecommends } from '../../ui/home/HomeRecommends';
import type { HomeAccount, HomeVip } from '../../ui/home/HomeView';
import { api } from '../api';
import { bookCard } from '../library/bookCards';
import { useAppConfig } from '../useRemoteConfig';
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

/** 每日一句: the day's quote from the device, or one asked for and kept for the day; a failure shows nothing. */
function useDailyQuote(): Quote | null {
  const [kept] = useState(() => dailyQuote.read(Date.now()));
  const { run, result } = useRequest(() => api.misc.getRandomQuote({ noToast: true }).then(decodeQuote));
  useEffect(() => {
    if (!kept) run(undefined);
  }, [kept, run]);
  useEffect(() => {
    if (result) dailyQuote.save(result, Date.now());
  }, [result]);
  return kept ?? result ?? null;
}

export interface BookLinks {
  onOpenBook: (href: string) => void;
  onMoreBooks: () => void;
  onSearch: () => void;
}

interface HomeLiveProps {
  account: HomeAccount;
  books: BookLinks;
  /** The VIP banner's state, for the page around. */
  onVip: (vip: HomeVip) => void;
  /** The unread letters' badge for the 消息 tile, for the page around. */
  onUnread: (badge: string | undefined) => void;
}

/** The VIP banner's state, told to the page around as a transition (a render that yields to the browser). */
function VipState({ account, onVip }: Pick<HomeLiveProps, 'account' | 'onVip'>) {
  const vip = useVip(account);
  useEffect(() => startTransition(() => onVip(vip)), [vip, onVip]);
  return null;
}

/** The 消息 tile's unread badge, told to the page around as a transition. */
function UnreadState({ signedIn, onUnread }: { signedIn: boolean } & Pick<HomeLiveProps, 'onUnread'>) {
  const unread = unreadBadge(useUnreadLetters(signedIn));
  useEffect(() => startTransition(() => onUnread(unread)), [unread, onUnread]);
  return null;
}

function Recommends({ account, books }: Pick<HomeLiveProps, 'account' | 'books'>) {
  const [recommends, retry] = useRecommends(account);
  return <HomeRecommendsSection recommends={recommends} {...books} onRetry={retry} />;
}

function QuoteOfTheDay() {
  return <DailyQuote quote={useDailyQuote()} />;
}

/**
 * The home's data: the VIP state and the unread count (told to the page), 为你推荐 and 每日一句; loaded right after the
 * first paint (DESIGN §9). Each read is a component of its own, so that React can yield to the browser between their
 * first renders (each starts a machine) and draws again only the part whose answer came.
 */
export default function HomeLive({ account, books, onVip, onUnread }: HomeLiveProps) {
  const { announcement } = useAppConfig();
  return (
    <>
      <VipState account={account} onVip={onVip} />
      <UnreadState signedIn={account.kind === 'user'} onUnread={onUnread} />
      <Announcement text={announcement} />
      <Recommends account={account} books={books} />
      <QuoteOfTheDay />
    </>
  );
}
