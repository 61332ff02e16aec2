import type { Profile, UserRef } from '../domain/profile';
import type { Api } from './api';
import { HttpError, userMessage } from './http/errors';

/** A user's public page by id or hua id (spec §5: basic_info?hua_id first); null when nobody has it. */
export async function loadProfile(api: Pick<Api, 'user'>, ref: UserRef): Promise<Profile | null> {
  try {
    const userId =
      ref.kind === 'id'
        ? ref.userId
        : String((await api.user.getUserIdByHuaId({ query: { hua_id: ref.huaId }, noToast: true })).user_id);
    return await api.user.getBasicInfo({ path: { user_id: userId }, noToast: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw new Error(userMessage(error), { cause: error });
  }
}

/** Follows or unfollows a user; answers where the follow stands afterwards. */
export const setFollowing = (api: Pick<Api, 'user'>, userId: string, follow: boolean) =>
  api.user.setFollowing({ path: { userId, operation: follow ? 'follow' : 'unfollow' }, body: {}, noToast: true });
