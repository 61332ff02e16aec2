import { cleanUgcBookEdit, submitProblem, validateUgcBookEdit, type UgcBook } from '../../domain/ugcBook';
import type { DemoUgcBook } from '../state';
import { approvedCreator } from './creatorCentre';
import { badRequest, DemoError, iso, pageOf, type RouteContext, type RouteFn } from './kit';

/**
 * 我的作品 (README 创作者中心): an approved creator's own books. Only the author reads or changes a book; a book under
 * review is locked (no edit, no second submission, no deletion); an edit of a published or rejected book makes it a
 * draft again; a rank move swaps the book with its neighbour; a deletion is soft (PUT), all the books asked or none.
 */
const UNDER_REVIEW = '这本书正在审核中，请等待审核结果';

export const presentUgcBook = (book: DemoUgcBook): UgcBook => ({
  ugc_book_id: book.ugc_book_id,
  title: book.title,
  intro: book.intro,
  status: book.status,
  card_count: book.card_count,
  reason: book.reason,
  updated_at: iso(book.updated_at)!,
});

/** My books that are not deleted, in my order. */
function shelfOf({ state, user }: RouteContext): DemoUgcBook[] {
  const me = approvedCreator(state, user());
  return state.ugc_books
    .filter((book) => book.author_id === me.user_id && book.deleted_at === null)
    .sort((a, b) => a.rank - b.rank);
}

/** One of my books: another author's, or a deleted one, is not found. */
function myBook(ctx: RouteContext, id: string | undefined): DemoUgcBook {
  const book = shelfOf(ctx).find((b) => b.ugc_book_id === id);
  if (!book) throw new DemoError(404, '作品不存在');
  return book;
}

/** GET ugc/v1/books: every book of mine, in my order. */
export const listMine: RouteFn = (ctx) => ({ items: shelfOf(ctx).map(presentUgcBook) });

/** POST ugc/v1/books/page: my books, page by page (10 a page unless asked). */
export const listPage: RouteFn = (ctx) => pageOf(shelfOf(ctx).map(presentUgcBook), ctx.body);

/** GET ugc/v1/books/{id}. */
export const getOne: RouteFn = (ctx) => presentUgcBook(myBook(ctx, ctx.params.ugc_book_id));

/** PUT ugc/v1/books/{id} with `title` and `intro`: refused under review, checked like the form (spec §5 text rules). */
export const update: RouteFn = (ctx) => {
  const book = myBook(ctx, ctx.params.ugc_book_id);
  if (book.status === 'REVIEWING') throw new DemoError(409, '这本书正在审核中，不能修改');
  const edit = {
    title: typeof ctx.body.title === 'string' ? ctx.body.title : '',
    intro: typeof ctx.body.intro === 'string' ? ctx.body.intro : '',
  };
  const problem = Object.values(validateUgcBookEdit(edit))[0];
  if (problem) throw badRequest(problem);
  Object.assign(book, cleanUgcBookEdit(edit), { status: 'DRAFT', reason: null, updated_at: ctx.now });
  return presentUgcBook(book);
};

/** PUT ugc/v1/books/{id}/rank with `direction` up or down: the book and its neighbour swap places. */
export const move: RouteFn = (ctx) => {
  const direction = ctx.body.direction;
  if (direction !== 'up' && direction !== 'down') throw badRequest('direction 只能是 up 或 down');
  const shelf = shelfOf(ctx);
  const at = shelf.findIndex((b) => b.ugc_book_id === ctx.params.ugc_book_id);
  if (at < 0) throw new DemoError(404, '作品不存在');
  const to = direction === 'up' ? at - 1 : at + 1;
  const neighbour = shelf[to];
  if (!neighbour) throw badRequest(direction === 'up' ? '已经是第一本了' : '已经是最后一本了');
  const book = shelf[at]!;
  [book.rank, neighbour.rank] = [neighbour.rank, book.rank];
  return {
    moved: { ugc_book_id: book.ugc_book_id, rank: to + 1 },
    swapped: { ugc_book_id: neighbour.ugc_book_id, rank: at + 1 },
  };
};

/** POST ugc/v1/books/{id}/review: a draft or a rejected book with an introduction and cards goes to review. */
export const submitForReview: RouteFn = (ctx) => {
  const book = myBook(ctx, ctx.params.ugcBookId);
  const problem = submitProblem(presentUgcBook(book));
  if (problem) throw new DemoError(book.status === 'REVIEWING' ? 409 : 400, problem);
  Object.assign(book, { status: 'REVIEWING', reason: null, updated_at: ctx.now });
  return presentUgcBook(book);
};

/** PUT ugc/v1/books with `ugc_book_ids`: each must be mine and not under review; answers the books left. */
export const remove: RouteFn = (ctx) => {
  const ids = ctx.body.ugc_book_ids;
  if (!Array.isArray(ids) || ids.length === 0) throw badRequest('请选择要删除的作品');
  const books = ids.map((id) => myBook(ctx, String(id)));
  if (books.some((book) => book.status === 'REVIEWING'))
    throw new DemoError(409, `${UNDER_REVIEW}，审核中的书不能删除`);
  for (const book of books) book.deleted_at = ctx.now;
  return listMine(ctx);
};
