import { isFeedbackStatus, manualScoreProblem, remarkTypeOf, REPLY_MAX } from '../../domain/creatorCentre';
import { LETTER_NAMESPACE } from '../../domain/letter';
import { findSeedBook } from '../library/seed';
import type { DemoFeedback } from '../state';
import { markFeedbackRead, presentFeedback, replyToFeedback } from './creatorCentre';
import { badRequest, DemoError, nextId, pageOf, type RouteContext, type RouteFn } from './kit';
import { ratingOf } from './library';
import { isStaff, staffOnly } from './staff';

/**
 * 反馈处理 (README 管理后台): every reader's feedback and report, filtered; staff mark it read and reply, and a reply to
 * a report reaches the reporter's 消息. 调整评分 sets the rating a book shows. The read and reply calls are the
 * creator's too (读者反馈): a creator acts on their own books' feedback only.
 */
const LETTER_ID_BASE = 7_100_000_000_000_000_500n;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const titleOf = (f: DemoFeedback) => findSeedBook(f.library_book_id)?.title ?? '';

/**
 * POST feedback/v1/query/admin/{unread|read}: newest first, by content, reporter, book title or id, type, whether it is
 * shown on the book's page (`filter_shown`), and a comment's stars (`remark_type`).
 */
export const queryAdminFeedback: RouteFn = (ctx) => {
  staffOnly(ctx);
  if (!isFeedbackStatus(ctx.params.status)) throw badRequest('status 不正确');
  const read = ctx.params.status === 'read';
  const { body } = ctx;
  const [content, nickname, title] = [
    text(body.content),
    text(body.report_user_nickname),
    text(body.library_book_title),
  ];
  const type = text(body.type);
  const remark = text(body.remark_type);
  const shown = typeof body.filter_shown === 'boolean' ? body.filter_shown : undefined;
  const bookId = body.book_id === undefined || body.book_id === '' ? '' : String(body.book_id);
  const found = ctx.state.creator_feedback
    .filter(
      (f) =>
        f.read === read &&
        (!content || f.content.includes(content)) &&
        (!nickname || f.nickname.includes(nickname)) &&
        (!title || titleOf(f).includes(title)) &&
        (!type || (f.type ?? 'COMMENT') === type) &&
        (shown === undefined || (f.shown ?? false) === shown) &&
        (!remark || (f.rating !== undefined && remarkTypeOf(f.rating) === remark)) &&
        (!bookId || f.library_book_id === bookId),
    )
    .sort((a, b) => b.created_at - a.created_at);
  return pageOf(found.map(presentFeedback), body);
};

function anyFeedback(ctx: RouteContext): DemoFeedback {
  const found = ctx.state.creator_feedback.find((f) => f.feedback_id === ctx.params.feedback_id);
  if (!found) throw new DemoError(404, '反馈不存在');
  return found;
}

/** PUT feedback/v1/read/{id}: staff on any feedback, a creator on their books'. */
export const markRead: RouteFn = (ctx) => {
  if (!isStaff(ctx.maybeUser())) return markFeedbackRead(ctx);
  const feedback = anyFeedback(ctx);
  feedback.read = true;
  return presentFeedback(feedback);
};

/** PUT feedback/v1/feedback/{id} with `reply`: a manager's reply to a reader who reported goes to their 消息. */
export const reply: RouteFn = (ctx) => {
  if (!isStaff(ctx.maybeUser())) return replyToFeedback(ctx);
  const feedback = anyFeedback(ctx);
  const answer = text(ctx.body.reply);
  if (!answer) throw badRequest('请输入回复内容');
  if ([...answer].length > REPLY_MAX) throw badRequest(`回复不能超过${REPLY_MAX}字`);
  Object.assign(feedback, { reply: answer, replied_at: ctx.now, read: true });
  if (feedback.reporter_id)
    ctx.state.letters.push({
      instance_letter_id: nextId(ctx.state, LETTER_ID_BASE),
      namespace: LETTER_NAMESPACE,
      user_id: feedback.reporter_id,
      title: '你的反馈有了回复',
      sender: '花卡记忆客服',
      // Plain text in the letter's HTML: what the reader and the manager wrote cannot become markup.
      content: `<p>关于《${escapeHtml(titleOf(feedback))}》：${escapeHtml(feedback.content)}</p><p>${escapeHtml(answer)}</p>`,
      created_at: ctx.now,
      read_at: null,
      comments: [],
    });
  return presentFeedback(feedback);
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** POST books/v1/admin/manual_score: the rating the book shows from now on. */
export const setManualScore: RouteFn = (ctx) => {
  staffOnly(ctx);
  const book = findSeedBook(text(String(ctx.body.library_book_id ?? '')));
  if (!book) throw new DemoError(404, '书籍不存在');
  const problem = manualScoreProblem(String(ctx.body.score ?? ''));
  if (problem) throw badRequest(problem);
  const previous = ratingOf(book, ctx.state).average;
  ctx.state.book_scores[book.library_book_id] = Number(ctx.body.score);
  return { library_book_id: book.library_book_id, rating: Number(ctx.body.score), previous };
};
