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
