import * as v from 'valibot';
import { decoder, idSchema, textSchema } from './decode';

/**
 * A user's public page (basic_info/{user_id}). Spec §7 names only user_id for the hua-id lookup; the other
 * fields are assumptions, marked in the catalogue: hua id, nickname, avatar, bio, followers, and whether the
 * signed-in viewer follows them.
 */
export const profileSchema = v.object({
  user_id: idSchema,
  hua_id: idSchema,
  nickname: v.string(),
  image_url: textSchema,
  bio: textSchema,
  follower_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  followed: v.optional(v.boolean(), false),
});
export type Profile = v.InferOutput<typeof profileSchema>;

export const decodeProfile = decoder(profileSchema, '用户信息');
/** follower/{userId}/{operation}: where the follow stands afterwards. */
export const decodeFollow = decoder(
  v.object({ followed: v.boolean(), follower_count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  '关注结果',
);

export { userRefOf, type UserRef } from './linkIds';
