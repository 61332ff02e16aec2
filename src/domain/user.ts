import * as v from 'valibot';
import { decoder } from './decode';

/** Longer text than any real field holds is treated as corrupt, not carried around the app. */
const MAX_TEXT = 2048;
const text = (max = MAX_TEXT) => v.pipe(v.string(), v.maxLength(max));
/** A field that, when of the wrong type, falls back to its default (absent) and leaves the rest of the user intact. */
const optionalText = (max?: number) => v.fallback(v.optional(text(max)), undefined);

/** Spec §3: ids beyond 2^53 arrive as digit strings from the lossless parser. */
const userIdSchema = v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.regex(/^\w{1,64}$/))]);

/**
 * The signed-in user, as get-my-info answers and as `wap-app` stores it (spec §3). Without a valid user_id there
 * is no user; any other field of the wrong type is dropped; fields the app does not read are kept as sent.
 */
export const userInfoSchema = v.looseObject({
  user_id: userIdSchema,
  nickname: optionalText(64),
  image_url: optionalText(),
  phone_number_e164: optionalText(32),
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

/** The get-my-info answer: a user with a valid id, other fields repaired. */
export const decodeUserInfo = decoder(userInfoSchema, '用户');
