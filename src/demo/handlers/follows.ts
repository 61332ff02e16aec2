import { badRequest, iso, pageOf, type RouteFn } from './kit';
import { presentBook } from './library';
import { people } from './profiles';
import { libraryBooks, publishedAt } from './releases';

/** followers/list: whom I follow (`following`) or who follows me (`followers`), the latest first, paged. */
export const listFollowers: RouteFn = ({ state, user, body }) => {
  const me = user();
  if (body.type !== 'following' && body.type !== 'followers') throw badRequest('type 不正确');
  const following = body.type === 'following';
  const rows = state.follows
    .filter((f) => (following ? f.follower_id : f.followee_id) === me.user_id)
    .slice()
    .reverse()
    .flatMap((f) => {
      const person = people(state).find((p) => p.user_id === (following ? f.followee_id : f.follower_id));
      if (!person) return [];
      return [
        {
          user_id: person.user_id,
          nickname: person.nickname,
          image_url: person.image_url,
          bio: person.bio,
          followed_at: iso(f.at ?? 0),
        },
      ];
    });
  return pageOf(rows, body);
};

/** books/v1/follower/list: the published books of the authors I follow, newest first, paged. */
export const listFollowerBooks: RouteFn = ({ state, user, body, now }) => {
  const me = user();
  const authors = new Set(state.follows.filter((f) => f.follower_id === me.user_id).map((f) => f.followee_id));
  const books = libraryBooks(state, now)
    .filter((book) => authors.has(book.author_id))
    .sort((a, b) => publishedAt(state, b) - publishedAt(state, a));
  const page = pageOf(books, body);
  return {
    ...page,
    items: page.items.map((book) => ({
      ...presentBook(state, book, me, now),
      published_at: iso(publishedAt(state, book)),
    })),
  };
};
