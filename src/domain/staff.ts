import * as v from 'valibot';
import { decoder, idSchema, pageFields, textSchema } from './decode';
import { centsSchema } from './money';
import { orderStatusSchema } from './order';
import type { StaffRole } from './user';

/** 管理后台's people and support's calls. The roles are defined with the user (domain/user.ts). */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { MANAGER: '运营', ADMIN: '管理员' };

/**
 * What 用户查询's one box was given. A 花号 starts with h or H (spec §5) and is resolved to a user id first; 11 digits
 * are a phone; other digits a user id; anything else a nickname.
 */
export type UserQuery =
  | { kind: 'huaId'; huaId: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'userId'; userId: string }
  | { kind: 'nickname'; nickname: string };

export function parseUserQuery(raw: string): UserQuery | null {
  const text = raw.trim();
  if (!text) return null;
  const hua = /^[hH]\s*(\d{1,20})$/.exec(text);
  if (hua) return { kind: 'huaId', huaId: hua[1]! };
  const digits = text.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
  if (/^1\d{10}$/.test(digits)) return { kind: 'phone', phone: digits };
  if (/^\d{1,20}$/.test(digits)) return { kind: 'userId', userId: digits };
  return { kind: 'nickname', nickname: text };
}

const managedOrderSchema = v.object({
  order_id: idSchema,
  title: v.string(),
  amount: centsSchema,
  status: orderStatusSchema,
  created_at: v.string(),
});

/** A user as support sees them (manage/user/v1/query). ASSUMPTION: the shape is the demo backend's. */
export const managedUserSchema = v.object({
  user_id: idSchema,
  hua_id: v.union([v.number(), v.string()]),
  nickname: v.string(),
  /** The full phone: support reads it back to the caller. */
  phone: textSchema,
  created_at: v.string(),
  vip_end_at: textSchema,
  sign_in_methods: v.array(v.picklist(['phone', 'wechat', 'qq'])),
  orders: v.optional(v.array(managedOrderSchema), []),
});
export type ManagedUser = v.InferOutput<typeof managedUserSchema>;

export const decodeManagedUser = decoder(managedUserSchema, '用户');
export const decodeManagedUserPage = decoder(v.object(pageFields(managedUserSchema)), '用户');
export type ManagedUserPage = ReturnType<typeof decodeManagedUserPage>;

/** The user's current SMS code, for support (manage/user/v1/phone/86/{phone}/code). */
export const decodeLookedUpCode = decoder(
  v.object({ phone: v.string(), sms_code: v.nullable(v.string()), expires_at: textSchema }),
  '验证码',
);
export type LookedUpCode = ReturnType<typeof decodeLookedUpCode>;

/** One line of the audit log of code lookups: who looked up whose code, when and why. */
export const decodeCodeLookupLog = decoder(
  v.object(
    pageFields(
      v.object({ phone: v.string(), reason: v.string(), staff_nickname: v.string(), looked_up_at: v.string() }),
    ),
  ),
  '查询记录',
);
export type CodeLookupLogPage = ReturnType<typeof decodeCodeLookupLog>;

export const LOOKUP_REASON_MAX = 100;

/** Why a reason for a code lookup is not enough, or null. */
export function lookupReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return '请先填写查询原因';
  if ([...text].length > LOOKUP_REASON_MAX) return `查询原因最多${LOOKUP_REASON_MAX}字`;
  return null;
}

/**
 * 数据恢复 (admins only): a user's study schedule, or one note type (model) of a package, restored from the server's
 * history. The admin types the user id or the package id again before it is sent. ASSUMPTION: the answer's shape.
 */
export type RecoveryKind = 'schedule' | 'model';
export const decodeRecovery = decoder(
  v.object({ kind: v.picklist(['schedule', 'model']), target: v.string(), recovered_at: v.string() }),
  '数据恢复',
);
export type Recovery = ReturnType<typeof decodeRecovery>;

/** Why the ids of a recovery will not do, or null. */
export function recoveryProblem(kind: RecoveryKind, target: string, modelId = ''): string | null {
  if (kind === 'schedule') return /^\d{1,20}$/.test(target.trim()) ? null : '用户ID只能是数字';
  if (!/^[\w-]{1,64}$/.test(target.trim())) return '卡包ID格式不正确';
  return /^\d{1,20}$/.test(modelId.trim()) ? null : '笔记类型ID只能是数字';
}
