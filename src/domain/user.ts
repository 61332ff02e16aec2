import * as v from 'valibot';
import { stripEmoji } from '../lib/format';
import { decoder } from './decode';

/**
 * 管理后台's people. Roles live on the server (spec §6: the client knows only anonymous and signed-in); my_info's
 * `staff_role` only decides whether 我的 shows the console's entry. A manager looks up users, reads feedback, decides
 * reviews, issues redeem codes and sends letters; an admin may do all that, plus 数据恢复.
 */
export const STAFF_ROLES = ['MANAGER', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
  /** ASSUMPTION: spec §7 does not show how my_info tells the bound WeChat-like and QQ-like accounts; these flags. */
  wechat_bound: v.fallback(v.optional(v.boolean()), undefined),
  qq_bound: v.fallback(v.optional(v.boolean()), undefined),
  /** ASSUMPTION: spec §7 does not show it. A manager's or admin's role; it only shows 管理后台 in 我的 (DESIGN §11). */
  staff_role: v.fallback(v.optional(v.picklist(STAFF_ROLES)), undefined),
  /** 花号: the number users find each other by. */
  hua_id: v.fallback(
    v.optional(v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,20}$/))])),
    undefined,
  ),
});
export type User = v.InferOutput<typeof userSchema>;

/** A stored user, or undefined when it is not one (no usable user_id); wrong-typed fields fall back. */
export function readUser(value: unknown): User | undefined {
  const result = v.safeParse(userSchema, value);
  return result.success ? result.output : undefined;
}

export const decodeUser = decoder(userSchema, '用户信息');

/** A phone as shown to its owner: +86 13800138000 → 138****8000; anything else shows as it came. */
export function maskedPhone(e164: string | null | undefined): string | null {
  if (!e164) return null;
  const digits = e164.replace(/^\+86/, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)}****${digits.slice(7)}` : digits;
}

export type SignInMethod = 'phone' | 'wechat' | 'qq';

/** The ways this account can sign in, in the order 账号与安全 lists them. */
export function signInMethodsOf(user: User): SignInMethod[] {
  return [
    ...(user.phone_number_e164 ? (['phone'] as const) : []),
    ...(user.wechat_bound ? (['wechat'] as const) : []),
    ...(user.qq_bound ? (['qq'] as const) : []),
  ];
}

/** The phone cannot be unbound here, and the last way to sign in never can. */
export const canUnbind = (methods: readonly SignInMethod[], method: SignInMethod) =>
  method !== 'phone' && methods.includes(method) && methods.length > 1;

export const NICKNAME_MAX = 20;

/** A nickname as it is saved: emoji and private-use characters stripped (spec §5), then trimmed. */
export const cleanNickname = (raw: string) => stripEmoji(raw).trim();

/** Why a nickname cannot be saved, or '' when it can: 1–20 characters once cleaned. */
export function nicknameProblem(raw: string): string {
  const length = [...cleanNickname(raw)].length;
  if (length === 0) return '请输入昵称（表情符号不计入）';
  return length > NICKNAME_MAX ? `昵称最多 ${NICKNAME_MAX} 个字` : '';
}
