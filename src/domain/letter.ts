import * as v from 'valibot';
import { decoder, idSchema, pageFields } from './decode';

/**
 * ASSUMPTION: spec §7 names the letters' `namespace` but not its values; the learner's own letters (system notices,
 * replies from support) live in this one.
 */
export const LETTER_NAMESPACE = 'user';

/** The two lists of 消息: every letter, or those not opened yet. */
export const LETTER_FILTERS = ['all', 'unread'] as const;
export type LetterFilter = (typeof LETTER_FILTERS)[number];

/** A reply the learner wrote under a letter. */
export const letterCommentSchema = v.object({
  comment_id: idSchema,
  content: v.string(),
  created_at: v.string(),
});
export type LetterComment = v.InferOutput<typeof letterCommentSchema>;
export const decodeLetterComment = decoder(letterCommentSchema, '回复');

/** A letter to this learner (an instance letter). `content` is HTML from the server: sanitize it before it renders. */
export const letterSchema = v.object({
  instance_letter_id: idSchema,
  title: v.string(),
  sender: v.optional(v.string(), '花卡记忆'),
  content: v.string(),
  created_at: v.string(),
  read: v.boolean(),
  comments: v.optional(v.array(letterCommentSchema), []),
});
export type Letter = v.InferOutput<typeof letterSchema>;
export const decodeLetter = decoder(letterSchema, '消息');
export const decodeLetterPage = decoder(v.object(pageFields(letterSchema)), '消息列表');

/** A reply is 1–500 characters after trimming. */
export const LETTER_REPLY_MAX = 500;

/**
 * 站内信 from 管理后台 (README): a broadcast letter, written once and instantiated into a letter for each learner of its
 * audience. ASSUMPTION: spec §7 names the calls, not their bodies; these are the demo's.
 */
export const BROADCAST_AUDIENCES = [
  { value: 'ALL', label: '全部用户' },
  { value: 'VIP', label: 'VIP会员' },
  { value: 'USERS', label: '指定用户' },
] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number]['value'];

export const BROADCAST_TITLE_MAX = 30;
export const BROADCAST_BODY_MAX = 2000;

export interface BroadcastDraft {
  title: string;
  /** The body in a small markup subset (p, b, strong, i, em, ul, ol, li, br, a): sanitized as 消息 sanitizes. */
  content: string;
  audience: BroadcastAudience;
  /** For 指定用户: user ids, separated by commas, spaces or lines. */
  userIds: string;
}
export type BroadcastErrors = Partial<Record<keyof BroadcastDraft, string>>;

export const audienceIds = (text: string) => [...new Set(text.split(/[\s,，、]+/).filter(Boolean))];

export function validateBroadcast(draft: BroadcastDraft): BroadcastErrors {
  const errors: BroadcastErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = '请输入标题';
  else if ([...title].length > BROADCAST_TITLE_MAX) errors.title = `标题最多${BROADCAST_TITLE_MAX}字`;
  const content = draft.content.trim();
  if (!content) errors.content = '请输入正文';
  else if ([...content].length > BROADCAST_BODY_MAX) errors.content = `正文最多${BROADCAST_BODY_MAX}字`;
  if (draft.audience === 'USERS') {
    const ids = audienceIds(draft.userIds);
    if (ids.length === 0) errors.userIds = '请填写用户ID';
    else if (ids.some((id) => !/^\d{1,20}$/.test(id))) errors.userIds = '用户ID只能是数字';
  }
  return errors;
}

export const broadcastBody = (draft: BroadcastDraft) => ({
  title: draft.title.trim(),
  content: draft.content.trim(),
  audience: draft.audience,
  user_ids: draft.audience === 'USERS' ? audienceIds(draft.userIds) : [],
});
export type BroadcastBody = ReturnType<typeof broadcastBody>;

export const broadcastSchema = v.object({
  broadcast_letter_id: idSchema,
  title: v.string(),
  content: v.string(),
  audience: v.picklist(['ALL', 'VIP', 'USERS']),
  status: v.picklist(['DRAFT', 'SENT', 'WITHDRAWN']),
  /** How many learners it reached. */
  recipients: v.number(),
  created_at: v.string(),
  /** The learners' replies under their copies, for 删除 of an abusive one. */
  replies: v.optional(
    v.array(v.object({ comment_id: idSchema, nickname: v.string(), content: v.string(), created_at: v.string() })),
    [],
  ),
});
export type Broadcast = v.InferOutput<typeof broadcastSchema>;
export const decodeBroadcast = decoder(broadcastSchema, '站内信');
