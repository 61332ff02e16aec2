import * as v from 'valibot';
import { bookSchema } from './book';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/** Which side of the follows POST /user/v1/followers/list reads (the body's `type` is assumed). */
export type FollowSide = 'following' | 'followers';

/** A row of 我的关注 or 粉丝. */
export const followRowSchema = v.object({
  user_id: idSchema,
  nickname: v.string(),
  image_url: textSchema,
  bio: textSchema,
  followed_at: v.string(),
});
export type FollowRow = v.InferOutput<typeof followRowSchema>;
export const decodeFollowPage = decoder(v.object(pageFields(followRowSchema)), '关注列表');

/** A book of an author the reader follows (POST /books/v1/follower/list), with when it was published. */
export const followedBookSchema = v.object({ ...bookSchema.entries, published_at: v.string() });
export type FollowedBook = v.InferOutput<typeof followedBookSchema>;
export const decodeFollowedBooks = decoder(v.object(pageFields(followedBookSchema)), '关注的作者上新');

/** Books published after the reader last looked at 关注的作者上新 (never looked: none counts as new). */
export const newSince = (books: readonly Pick<FollowedBook, 'published_at'>[], seenAt: number | null): number =>
  seenAt === null ? 0 : books.filter((b) => Date.parse(b.published_at) > seenAt).length;
