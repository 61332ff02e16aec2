import * as v from 'valibot';
import { decoder } from './decode';

/** A text field of the user that falls back to absent when it has the wrong type or an absurd length. */
const optionalText = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined);

/**
 * The signed-in user (spec §3 userInfo: user_id, nickname, image_url, phone_number_e164 and the other fields
 * get-my-info returns, kept as the server sent them). One schema reads it from storage and from my_info.
 */
export const userSchema = v.looseObject({
  user_id: v.union([v.pipe(v.string(), v.regex(/^\w{1,64}$/)), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  nickname: optionalText(200),
  image_url: optionalText(2048),
  phone_number_e164: optionalText(32),
});
export type User = v.InferOutput<typeof userSchema>;

/** A stored user, or undefined when it is not one (no usable user_id); wrong-typed fields fall back. */
export function readUser(value: unknown): User | undefined {
  const result = v.safeParse(userSchema, value);
  return result.success ? result.output : undefined;
}

export const decodeUser = decoder(userSchema, '用户信息');
