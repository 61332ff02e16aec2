import { authorAvatarOf, SEED_AUTHORS } from '../library/seed';
import type { DemoState } from '../state';
import { badRequest, bigId, DemoError, type RouteFn } from './kit';

/** Anyone with a public page: the demo's users, and the library's authors (fixed ids 900001–900004). */
interface Person {
  user_id: string;
  hua_id: number;
  nickname: string;
  image_url: string;
  bio: string | null;
  followers: number;
}

const isAuthor = (userId: string) => SEED_AUTHORS.some((author) => author.user_id === userId);

/** The authors' accounts (they sign in too) show their public page once. */
export function people(state: DemoState): Person[] {
  return [
    ...state.users.filter((user) => !isAuthor(user.user_id)).map((user) => ({ ...user, bio: null, followers: 0 })),
    ...SEED_AUTHORS.map((author) => ({ ...author, image_url: authorAvatarOf(author) })),
  ];
}

function personOr404(state: DemoState, found: (person: Person) => boolean): Person {
  const person = people(state).find(found);
  if (!person) throw new DemoError(404, '用户不存在');
  return person;
}

const followerCount = (state: DemoState, person: Person) =>
  person.followers + state.follows.filter((f) => f.followee_id === person.user_id).length;

const follows = (state: DemoState, followerId: string | undefined, person: Person) =>
  state.follows.some((f) => f.follower_id === followerId && f.followee_id === person.user_id);

/** basic_info/{user_id}: the public page, and whether the signed-in viewer follows them. */
export const basicInfo: RouteFn = ({ state, params, maybeUser }) => {
  const person = personOr404(state, (p) => p.user_id === params.user_id);
  return {
    user_id: bigId(person.user_id),
    hua_id: person.hua_id,
    nickname: person.nickname,
    image_url: person.image_url,
    bio: person.bio,
    follower_count: followerCount(state, person),
    followed: follows(state, maybeUser()?.user_id, person),
  };
};

/** basic_info?hua_id (spec §5): the user id of a hua id. */
export const basicInfoByHuaId: RouteFn = ({ state, query }) => {
  const huaId = Number(query.get('hua_id'));
  return { user_id: bigId(personOr404(state, (p) => p.hua_id === huaId).user_id) };
};

/** follower/{userId}/{follow|unfollow}: either is idempotent; nobody follows themselves. */
export const setFollowing: RouteFn = ({ state, params, user, now }) => {
  const me = user();
  const person = personOr404(state, (p) => p.user_id === params.userId);
  if (params.operation !== 'follow' && params.operation !== 'unfollow') throw badRequest('不支持的操作');
  if (person.user_id === me.user_id) throw badRequest('不能关注自己');
  const mine = (f: DemoState['follows'][number]) => f.follower_id === me.user_id && f.followee_id === person.user_id;
  const since = state.follows.find(mine)?.at ?? now;
  state.follows = state.follows.filter((f) => !mine(f));
  if (params.operation === 'follow')
    state.follows.push({ follower_id: me.user_id, followee_id: person.user_id, at: since });
  return { followed: params.operation === 'follow', follower_count: followerCount(state, person) };
};
