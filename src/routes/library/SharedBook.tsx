import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { userRefOf } from '../../domain/profile';
import { loadProfile } from '../../services/profile';
import { SharerBanner } from '../../ui/library/SharerBanner';
import { user } from '../../services/api/user';
import { apiWith } from '../callApi';
import { useRequest } from '../useRequest';
import { BookPage } from './BookDetail';

/** The sharer's profile is the one area this page calls besides the book page's. */
const api = apiWith({ user });

/**
 * /book/:bookId/u/:uid, a book a user shared: "<nickname> 推荐你读" above the book, and the sharer kept for the
 * order. An unknown or garbled sharer leaves the book as it is.
 */
export default function SharedBook() {
  const { uid } = useParams();
  const sharer = useRequest(async () => {
    const ref = userRefOf(uid);
    return ref ? loadProfile(api, ref) : null;
  });
  const { run } = sharer;
  useEffect(() => run(undefined), [run]);
  const profile = sharer.result ?? null;
  return (
    <BookPage
      sharerId={profile?.user_id ?? null}
      banner={profile && <SharerBanner nickname={profile.nickname} avatarUrl={profile.image_url} />}
    />
  );
}
