import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FollowSide } from '../../domain/follow';
import { followedSeen } from '../../services/followedSeen';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { FOLLOWING_SIGN_IN, FOLLOWING_TABS, FollowingView, type FollowingTab } from '../../ui/me/FollowingView';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { bookCard } from '../library/bookCards';
import { TitledScreen } from '../shell/TitledScreen';
import { usePages } from '../usePages';
import { loadFollowedBooks } from './followedBooks';

const tabOf = (value: string | null): FollowingTab => FOLLOWING_TABS.find((t) => t.value === value)?.value ?? 'new';

const loadPeople = (type: FollowSide) => (page_number: number) =>
  api.user.listFollowers({ body: { type, page_number, page_size: 20 }, noToast: true });
const loadFollowing = loadPeople('following');
const loadFans = loadPeople('followers');

/**
 * /me/following 我的关注: 上新 (the followed authors' books; looking at it marks them seen for /me's dot), 关注 and 粉丝,
 * each row opening the book or the person's page, where they can be unfollowed. The tab lives in the address.
 */
export default function Following() {
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get('tab'));
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const books = usePages(loadFollowedBooks, signedIn && tab === 'new');
  const following = usePages(loadFollowing, signedIn && tab === 'following');
  const fans = usePages(loadFans, signedIn && tab === 'followers');
  const people = tab === 'followers' ? fans : following;
  const list = tab === 'new' ? books : people;
  useEffect(() => {
    if (tab === 'new' && books.loaded) followedSeen.set(Date.now());
  }, [tab, books.loaded]);

  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          {...FOLLOWING_SIGN_IN}
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <FollowingView
        tab={tab}
        onTab={(next) => setQuery(next === 'new' ? {} : { tab: next }, { replace: true })}
        books={{ ...books, items: books.items.map(bookCard) }}
        people={{
          ...people,
          items: people.items.map((p) => ({
            href: `/u/${p.user_id}`,
            nickname: p.nickname,
            avatarUrl: p.image_url,
            bio: p.bio,
          })),
        }}
        onOpen={(href) => void navigate(href)}
        onMore={list.more}
        onRetry={list.reload}
        onLibrary={() => void navigate('/sale/cm')}
      />
    </TitledScreen>
  );
}
