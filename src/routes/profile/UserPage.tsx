import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { userRefOf, type Profile, type UserRef } from '../../domain/profile';
import { loadProfile, setFollowing } from '../../services/profile';
import { UserProfileView, type ProfileBooks, type UserProfileState } from '../../ui/profile/UserProfileView';
import { api } from '../api';
import { clientStore } from '../app';
import { requireLogin } from '../auth';
import { bookCard } from '../library/bookCards';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

const loadBooks = (userId: string) =>
  Promise.all([
    api.books.getAuthorCategories({ path: { user_id: userId }, noToast: true }),
    api.books.listCreatorBooks({ query: { creator_id: userId }, noToast: true }),
  ]);

/** Their books, filtered by the chosen category on the page. */
function useBooks(profile: Profile | null) {
  const books = useRequest(loadBooks);
  const { run } = books;
  const [category, setCategory] = useState('');
  const userId = profile?.user_id;
  useEffect(() => {
    if (userId) run(userId);
  }, [userId, run]);
  let view: ProfileBooks = { kind: 'loading' };
  if (books.error) view = { kind: 'failed', error: books.error };
  else if (books.result) {
    const [{ categories }, { items }] = books.result;
    view = {
      kind: 'ready',
      category,
      categories: categories.map((c) => ({ id: c.category_id, name: c.name, count: c.book_count })),
      books: items.filter((b) => !category || b.category_id === category).map(bookCard),
    };
  }
  return { view, setCategory, retry: () => userId && run(userId) };
}

/** 关注 / 已关注: sign-in first when signed out; the answer says where the follow stands. */
function useFollow(profile: Profile | null) {
  const follow = useRequest(async (wanted: boolean) => {
    if (!clientStore.get().token) await requireLogin();
    return setFollowing(api, profile!.user_id, wanted);
  });
  const state = follow.result ?? (profile && { followed: profile.followed, follower_count: profile.follower_count });
  const mine = !!profile && String(clientStore.get().userInfo?.user_id ?? '') === profile.user_id;
  return {
    followers: state?.follower_count ?? 0,
    // A closed sign-in sheet is no failure to show.
    card: mine
      ? null
      : {
          followed: !!state?.followed,
          busy: follow.busy,
          error: follow.error === LOGIN_CANCELLED_TEXT ? '' : follow.error,
        },
    toggle: () => follow.run(!state?.followed),
  };
}

/** A garbled :uid asks the backend nothing and is not found. */
function UserProfile({ userRef }: { userRef: UserRef | null }) {
  const navigate = useNavigate();
  const loaded = useRequest(() => (userRef ? loadProfile(api, userRef) : Promise.resolve(null)));
  const { run } = loaded;
  useEffect(() => run(undefined), [run]);
  const profile = loaded.result ?? null;
  const books = useBooks(profile);
  const follow = useFollow(profile);
  let state: UserProfileState = { kind: 'loading' };
  if (loaded.error) state = { kind: 'failed', error: loaded.error };
  else if (loaded.done && !profile) state = { kind: 'notFound' };
  else if (profile)
    state = {
      kind: 'ready',
      books: books.view,
      profile: {
        nickname: profile.nickname,
        avatarUrl: profile.image_url,
        huaId: profile.hua_id,
        bio: profile.bio,
        followers: follow.followers,
        follow: follow.card,
      },
    };
  return (
    <UserProfileView
      state={state}
      onRetry={() => loaded.run(undefined)}
      onHome={() => void navigate('/')}
      onToggleFollow={follow.toggle}
      onCategory={books.setCategory}
      onRetryBooks={books.retry}
      onOpenBook={(href) => void navigate(href)}
    />
  );
}

/** /u/:uid: a user's page by user id, or by hua id after a leading h or H (spec §5). */
export default function UserPage() {
  const { uid } = useParams();
  return (
    <TitledScreen>
      <UserProfile key={uid} userRef={userRefOf(uid)} />
    </TitledScreen>
  );
}
