import { rejectReasonProblem } from '../../domain/review';
import type { DemoState } from '../state';
import { badRequest, DemoError, iso, type RouteFn } from './kit';
import { staffOnly } from './staff';

/**
 * 资料审核 (README 管理后台): profile changes waiting for a manager. Two are seeded once per store: 花友木木 asks to be
 * 木木老师, and 花友橙子 for a nickname that advertises. 通过 applies the nickname; 驳回 needs a reason; a change
 * decided already is 409.
 */
const SEEDED: [reviewId: string, nickname: string, value: string, hoursAgo: number][] = [
  ['9100000000000000001', '花友木木', '木木老师', 5],
  ['9100000000000000002', '花友橙子', '加V领会员 wx888', 2],
];

export function seedProfileReviews(state: DemoState, now: number): void {
  for (const [review_id, nickname, value, hoursAgo] of SEEDED) {
    const user = state.users.find((u) => u.nickname === nickname);
    if (!user || state.profile_reviews.some((r) => r.review_id === review_id)) continue;
    state.profile_reviews.push({
      review_id,
      user_id: user.user_id,
      key: 'nickname',
      value,
      submitted_at: now - hoursAgo * 3_600_000,
      status: 'PENDING',
      reason: null,
    });
  }
}

const present = (state: DemoState, review: DemoState['profile_reviews'][number]) => ({
  review_id: review.review_id,
  user_id: review.user_id,
  nickname: state.users.find((u) => u.user_id === review.user_id)?.nickname ?? '已注销',
  key: review.key,
  value: review.value,
  submitted_at: iso(review.submitted_at),
  status: review.status,
});

/** GET user/v1/preference/review/list: the changes waiting, oldest first. */
export const listReviews: RouteFn = (ctx) => {
  staffOnly(ctx);
  const waiting = ctx.state.profile_reviews
    .filter((r) => r.status === 'PENDING')
    .sort((a, b) => a.submitted_at - b.submitted_at);
  return { items: waiting.map((r) => present(ctx.state, r)) };
};

/** POST user/v1/preference/review/{id}: 通过 applies the change; 驳回 needs a reason. */
export const decide: RouteFn = (ctx) => {
  staffOnly(ctx);
  const review = ctx.state.profile_reviews.find((r) => r.review_id === ctx.params.id);
  if (!review) throw new DemoError(404, '待审核资料不存在');
  if (review.status !== 'PENDING') throw new DemoError(409, '这项资料已审核过了');
  if (typeof ctx.body.approve !== 'boolean') throw badRequest('approve 必须是 true 或 false');
  const reason = typeof ctx.body.reason === 'string' ? ctx.body.reason.trim() : '';
  if (!ctx.body.approve) {
    const problem = rejectReasonProblem(reason);
    if (problem) throw badRequest(problem);
  }
  Object.assign(review, { status: ctx.body.approve ? 'APPROVED' : 'REJECTED', reason: reason || null });
  const user = ctx.state.users.find((u) => u.user_id === review.user_id);
  if (ctx.body.approve && user) user.nickname = review.value;
  return present(ctx.state, review);
};
