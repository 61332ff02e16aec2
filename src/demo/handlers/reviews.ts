import { rejectReasonProblem } from '../../domain/review';
import { badRequest, DemoError, iso, pageOf, type RouteFn } from './kit';
import { staffOnly } from './staff';

/**
 * 内容审核 (README 管理后台): the creators' books in review, oldest first, and the decision. 通过 publishes the book;
 * 驳回 needs a reason, which the creator reads on 我的作品. A book decided already (a second tap, another manager)
 * is 409, so it is decided once.
 */
export const listPendingReviews: RouteFn = (ctx) => {
  staffOnly(ctx);
  const { state } = ctx;
  const pending = state.ugc_books
    .filter((b) => b.status === 'REVIEWING' && b.deleted_at === null)
    .sort((a, b) => a.updated_at - b.updated_at)
    .map((b) => ({
      ugc_book_id: b.ugc_book_id,
      title: b.title,
      intro: b.intro,
      card_count: b.card_count,
      author_id: b.author_id,
      author_nickname: state.users.find((u) => u.user_id === b.author_id)?.nickname ?? '已注销',
      submitted_at: iso(b.updated_at),
    }));
  return pageOf(pending, ctx.body);
};

export const decideReview: RouteFn = (ctx) => {
  staffOnly(ctx);
  const book = ctx.state.ugc_books.find((b) => b.ugc_book_id === ctx.params.ugc_book_id && b.deleted_at === null);
  if (!book) throw new DemoError(404, '作品不存在');
  if (book.status !== 'REVIEWING') throw new DemoError(409, '这本书已审核过了');
  if (typeof ctx.body.approve !== 'boolean') throw badRequest('approve 必须是 true 或 false');
  const reason = typeof ctx.body.reason === 'string' ? ctx.body.reason.trim() : '';
  if (!ctx.body.approve) {
    const problem = rejectReasonProblem(reason);
    if (problem) throw badRequest(problem);
  }
  Object.assign(book, {
    status: ctx.body.approve ? 'PUBLISHED' : 'REJECTED',
    reason: ctx.body.approve ? null : reason,
    updated_at: ctx.now,
  });
  return { ugc_book_id: book.ugc_book_id, status: book.status, reason: book.reason };
};
