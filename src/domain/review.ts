import * as v from 'valibot';
import { decoder, idSchema, pageFields } from './decode';

/**
 * 内容审核: a creator's book submitted for review (ugc/v1/books/{id}/review), as a manager decides it.
 * ASSUMPTION: spec §7 has neither the list of books in review nor the decision call; ours are
 * `POST /ugc/v1/admin/books/review/page` and `POST /ugc/v1/admin/books/{ugc_book_id}/decision`
 * (listed in tests/fixtures/endpoints.txt and the README). 通过 publishes the book (已上架); 驳回 needs a reason, which
 * the creator reads on 我的作品 (未通过).
 */
export const pendingReviewSchema = v.object({
  ugc_book_id: idSchema,
  title: v.string(),
  intro: v.string(),
  card_count: v.number(),
  author_id: idSchema,
  author_nickname: v.string(),
  submitted_at: v.string(),
});
export type PendingReview = v.InferOutput<typeof pendingReviewSchema>;

export const decodePendingReviewPage = decoder(v.object(pageFields(pendingReviewSchema)), '待审核作品');
export type PendingReviewPage = ReturnType<typeof decodePendingReviewPage>;

/** How a decision ended, as the server answered it: a subject decided elsewhere meanwhile is not shown as approved. */
export interface Verdict {
  approved: boolean;
}
export const decodeReviewDecision = decoder(
  v.object({ ugc_book_id: idSchema, status: v.picklist(['PUBLISHED', 'REJECTED']), reason: v.nullable(v.string()) }),
  '审核结果',
);
export type ReviewDecision = ReturnType<typeof decodeReviewDecision>;

export const REJECT_REASON_MAX = 200;

/** Why a rejection's reason will not do, or null: it is required, and the creator reads it whole. */
export function rejectReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return '请填写驳回理由';
  if ([...text].length > REJECT_REASON_MAX) return `驳回理由最多${REJECT_REASON_MAX}字`;
  return null;
}

/**
 * 资料审核: a change of a learner's public profile (a nickname) that waits for a manager (user/v1/preference/review).
 * 通过 applies it; 驳回 needs a reason. ASSUMPTION: spec §7 names the calls, not their shapes; these are the demo's.
 */
export const PROFILE_FIELD_LABELS = { nickname: '昵称' } as const;
export const profileReviewSchema = v.object({
  review_id: idSchema,
  user_id: idSchema,
  nickname: v.string(),
  key: v.picklist(['nickname']),
  value: v.string(),
  submitted_at: v.string(),
  status: v.picklist(['PENDING', 'APPROVED', 'REJECTED']),
});
export type ProfileReview = v.InferOutput<typeof profileReviewSchema>;
export const decodeProfileReviews = decoder(v.object({ items: v.array(profileReviewSchema) }), '待审核资料');
export const decodeProfileReview = decoder(profileReviewSchema, '资料审核');
