import { DAY_MS } from '../catalogueData';
import {
  authorAvatarOf,
  authorOf,
  categoryOf,
  coverOf,
  findSeedBook,
  SEED_AUTHORS,
  SEED_CATEGORIES,
  SEED_EPOCH,
  seedCommentsOf,
  type SeedBook,
} from '../library/seed';
import type { DemoOrder, DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, iso, nextId, type RouteFn } from './kit';
import { newOrder, presentOrder } from './orders';
import { activeLease, ownsBook } from './leaseRules';
import { ownBook } from './settle';
import { isPublished, libraryBooks } from './releases';

const ORDER_ID_BASE = 5_200_000_000_000_000_000n;
const ORDERS = ['hot', 'new', 'rating', 'price'];

function findBook(id: string | undefined): SeedBook {
  const book = findSeedBook(id);
  if (!book) throw new DemoError(404, '书籍不存在');
  return book;
}

/** The rating its comments give, or the one a manager set (调整评分) where there is one. */
export function ratingOf(book: SeedBook, state?: DemoState) {
  const comments = seedCommentsOf(book.library_book_id);
  const sum = comments.reduce((total, c) => total + c.rating, 0);
  return {
    average:
      state?.book_scores[book.library_book_id] ?? (comments.length ? Math.round((sum / comments.length) * 10) / 10 : 0),
    count: comments.length,
    good_ratio: comments.length
      ? Math.round((comments.filter((c) => c.rating >= 4).length / comments.length) * 100)
      : 0,
  };
}

/** The card package behind a library book (its 学习榜 is read by it). */
export const packageUuidOf = (book: SeedBook) => `pkg-${book.library_book_id}`;

export function presentBook(state: DemoState, book: SeedBook, viewer: DemoUser | undefined, now: number) {
  const author = authorOf(book);
  const lease = viewer && activeLease(state, viewer.user_id, book.library_book_id, now);
  const owned = viewer !== undefined && ownsBook(state, viewer.user_id, book.library_book_id);
  const rating = ratingOf(book, state);
  return {
    library_book_id: Number(book.library_book_id),
    title: book.title,
    author: { user_id: author.user_id, nickname: author.nickname, avatar_url: authorAvatarOf(author) },
    cover_url: coverOf(book),
    category_id: book.category_id,
    category_name: categoryOf(book).name,
    description: book.description,
    price: book.price,
    original_price: book.original_price,
    card_count: book.card_count,
    rating: rating.average,
    rating_count: rating.count,
    access: owned ? 'OWNED' : lease ? 'LEASED' : 'NONE',
    lease_ends_at: !owned && lease ? iso(lease.ends_at) : null,
    package_uuid: packageUuidOf(book),
  };
}

const compare: Record<string, (a: SeedBook, b: SeedBook) => number> = {
  hot: (a, b) => b.sales - a.sales,
  new: (a, b) => a.published_days_ago - b.published_days_ago,
  rating: (a, b) => ratingOf(b).average - ratingOf(a).average || b.sales - a.sales,
  price: (a, b) => a.price - b.price,
};

function pageParam(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`${name} 不正确`);
  return n;
}

const matches = (book: SeedBook, keyword: string) =>
  book.title.includes(keyword) || authorOf(book).nickname.includes(keyword) || categoryOf(book).name.includes(keyword);

/** GET /books/v1/library: by category, by keyword (`filter_by`), sorted by `order_by`, in pages from 1. */
export const listLibrary: RouteFn = ({ state, query, maybeUser, now }) => {
  const orderBy = query.get('order_by') || 'hot';
  if (!ORDERS.includes(orderBy)) throw badRequest('不支持的排序方式');
  const category = query.get('category') || '';
  if (category && !SEED_CATEGORIES.some((c) => c.category_id === category)) throw new DemoError(404, '分类不存在');
  const keyword = (query.get('filter_by') ?? '').trim();
  const pageNumber = pageParam(query, 'page_number', 1, 1000);
  const pageSize = pageParam(query, 'page_size', 10, 50);
  const found = libraryBooks(state, now)
    .filter((b) => (!category || b.category_id === category) && (!keyword || matches(b, keyword)))
    .slice()
    .sort(compare[orderBy]);
  const start = (pageNumber - 1) * pageSize;
  const viewer = maybeUser();
  return {
    items: found.slice(start, start + pageSize).map((b) => presentBook(state, b, viewer, now)),
    total: found.length,
    page_number: pageNumber,
    has_more: start + pageSize < found.length,
  };
};

const booksBy = (state: DemoState, now: number, authorId: string | null) =>
  libraryBooks(state, now)
    .filter((b) => b.author_id === authorId)
    .sort(compare.hot);

/** author/{user_id}/categories: the categories of an author's books, each with how many. */
export const getAuthorCategories: RouteFn = ({ state, now, params }) => {
  const books = booksBy(state, now, params.user_id ?? null);
  return {
    categories: SEED_CATEGORIES.map((c) => ({
      category_id: c.category_id,
      name: c.name,
      book_count: books.filter((b) => b.category_id === c.category_id).length,
    })).filter((c) => c.book_count > 0),
  };
};

/** creator/books?creator_id: what a creator published, best sellers first. */
export const listCreatorBooks: RouteFn = ({ state, query, maybeUser, now }) => ({
  items: booksBy(state, now, query.get('creator_id')).map((b) => presentBook(state, b, maybeUser(), now)),
});

export const categoriesWithCounts = (state: DemoState, now: number) =>
  SEED_CATEGORIES.map((c) => ({
    category_id: c.category_id,
    name: c.name,
    book_count: libraryBooks(state, now).filter((b) => b.category_id === c.category_id).length,
  }));

export const listCategories: RouteFn = ({ state, now }) => ({ categories: categoriesWithCounts(state, now) });

/** An upcoming book is not found before it is published. */
export const getLibraryBook: RouteFn = ({ state, params, maybeUser, now }) => {
  const book = findBook(params.library_book_id);
  if (!isPublished(state, book, now)) throw new DemoError(404, '书籍不存在');
  return presentBook(state, book, maybeUser(), now);
};

/** Titles, authors and categories that contain the keyword, at most 8. */
export const getSearchHints: RouteFn = ({ state, now, query }) => {
  const keyword = (query.get('keyword') ?? '').trim();
  if (!keyword) return { hints: [] };
  const names = [
    ...libraryBooks(state, now).map((b) => b.title),
    ...SEED_AUTHORS.map((a) => a.nickname),
    ...SEED_CATEGORIES.map((c) => c.name),
  ];
  return { hints: [...new Set(names.filter((n) => n.includes(keyword)))].slice(0, 8) };
};

const notOwnedBy = (state: DemoState, viewer: DemoUser | undefined) => (b: SeedBook) =>
  !viewer || !ownsBook(state, viewer.user_id, b.library_book_id);

/** The best sellers this reader does not own yet. */
export const getMyRecommends: RouteFn = ({ state, maybeUser, now }) => {
  const viewer = maybeUser();
  const books = libraryBooks(state, now).filter(notOwnedBy(state, viewer)).sort(compare.hot).slice(0, 6);
  return { items: books.map((b) => presentBook(state, b, viewer, now)) };
};

/** Same category first, then the best sellers; never the book itself. */
export const getBookRecommends: RouteFn = ({ state, params, maybeUser, now }) => {
  const book = findBook(params.library_book_id);
  const others = libraryBooks(state, now)
    .filter((b) => b !== book)
    .sort(compare.hot);
  const ranked = [...others.filter((b) => b.category_id === book.category_id), ...others];
  const viewer = maybeUser();
  return { items: [...new Set(ranked)].slice(0, 6).map((b) => presentBook(state, b, viewer, now)) };
};

/** POST /books/v1/library/report/{id}: a reason is required. */
const REPORT_ID_BASE = 6_500_000_000_000_000_000n;

/** A reader's report of a problem with a book: kept for 管理后台 反馈处理 (and the author's 读者反馈). */
export const reportBook: RouteFn = ({ params, body, user, state, now }) => {
  const me = user();
  const book = findBook(params.library_book_id);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) throw badRequest('请选择或填写问题');
  state.creator_feedback.push({
    feedback_id: nextId(state, REPORT_ID_BASE),
    type: 'REPORT',
    reporter_id: me.user_id,
    library_book_id: book.library_book_id,
    nickname: me.nickname,
    content: reason,
    created_at: now,
    read: false,
    reply: null,
    replied_at: null,
  });
  return { reported: true };
};

export const getBookOrder: RouteFn = ({ state, params, user }) => {
  const me = user();
  const book = findBook(params.library_book_id);
  const owner = state.book_owners.find((o) => o.user_id === me.user_id && o.library_book_id === book.library_book_id);
  return { owned: Boolean(owner), order_id: owner ? bigId(owner.order_id) : null };
};

/** Every account has one new-reader coupon: ¥5 off an order of ¥10 or more, valid 30 days from sign-up. */
const newReaderCoupon = (me: DemoUser) => ({
  coupon_id: `NEW${me.user_id.slice(-6)}`,
  name: '新人购书券',
  amount: 500,
  min_amount: 1000,
  expires_at: me.created_at + 30 * DAY_MS,
});

/** The coupons the user holds: the new-reader one until it is spent. */
function couponsOf(state: DemoState, me: DemoUser) {
  const coupon = newReaderCoupon(me);
  return state.used_coupons.includes(coupon.coupon_id) ? [] : [coupon];
}

const presentCoupon = (c: ReturnType<typeof newReaderCoupon>) => ({ ...c, expires_at: iso(c.expires_at) });

/** The coupon an order used, spent or expired since, or null. */
export function usedCouponOf(order: DemoOrder | undefined, me: DemoUser) {
  const coupon = newReaderCoupon(me);
  return order?.coupon_id === coupon.coupon_id ? coupon : null;
}

/**
 * coupon/v1/my: the unexpired coupons held; with `order_id`, the coupon that order of mine used, spent or expired
 * since (我的订单 names it), or none.
 */
export const getMyCoupons: RouteFn = ({ state, user, now, query }) => {
  const me = user();
  const orderId = query.get('order_id');
  if (orderId) {
    const used = usedCouponOf(
      state.orders.find((o) => o.order_id === orderId && o.user_id === me.user_id),
      me,
    );
    return { coupons: used ? [presentCoupon(used)] : [] };
  }
  return {
    coupons: couponsOf(state, me)
      .filter((c) => c.expires_at > now)
      .map(presentCoupon),
  };
};

/** A pending order of one book for `amount` cents. */
export const bookOrder = (
  userId: string,
  bookId: string,
  amount: number,
  now: number,
  random: () => number,
): DemoOrder =>
  newOrder(ORDER_ID_BASE, random, now, { user_id: userId, sku_id: `book_${bookId}`, amount, library_book_id: bookId });

/** A book given by a redeem code: a paid order of 0 yuan, so the book has an order like any bought one. */
export function grantRedeemedBook(state: DemoState, userId: string, bookId: string, now: number, random: () => number) {
  const order: DemoOrder = { ...bookOrder(userId, bookId, 0, now, random), status: 'PAID', paid_at: now };
  state.orders.push(order);
  ownBook(state, order, now);
}

/**
 * The assumed book-order call: one pending order per reader and book (reused), never for a book already owned;
 * a free book is owned at once.
 */
export const createBookOrder: RouteFn = ({ state, params, body, user, now, random }) => {
  const me = user();
  const book = findBook(params.library_book_id);
  if (ownsBook(state, me.user_id, book.library_book_id)) throw badRequest('你已拥有这本书');
  const pending = state.orders.find(
    (o) => o.user_id === me.user_id && o.library_book_id === book.library_book_id && !o.lease && o.status === 'PENDING',
  );
  if (pending) return presentOrder(state, pending, me);
  const couponId = typeof body.coupon_id === 'string' && body.coupon_id ? body.coupon_id : null;
  const coupon = couponId ? couponsOf(state, me).find((c) => c.coupon_id === couponId && c.expires_at > now) : null;
  if (couponId && (!coupon || book.price < coupon.min_amount)) throw badRequest('优惠券不可用');
  const order: DemoOrder = {
    ...bookOrder(me.user_id, book.library_book_id, Math.max(0, book.price - (coupon?.amount ?? 0)), now, random),
    coupon_id: coupon?.coupon_id ?? null,
    sharer_id: typeof body.sharer_id === 'string' ? body.sharer_id : null,
  };
  state.orders.push(order);
  if (order.amount === 0) {
    order.status = 'PAID';
    order.paid_at = now;
    ownBook(state, order, now);
  }
  return presentOrder(state, order, me);
};

export const getRemarkRatio: RouteFn = ({ params, state }) => ratingOf(findBook(params.book_id), state);

/** The public comments of a book, newest first, in pages from 1. */
export const listBookComments: RouteFn = ({ params, query }) => {
  const book = findBook(params.library_book_id);
  const pageNumber = pageParam(query, 'page_number', 1, 1000);
  const pageSize = pageParam(query, 'page_size', 10, 50);
  const all = seedCommentsOf(book.library_book_id).sort((a, b) => a.days_ago - b.days_ago);
  const start = (pageNumber - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize).map((c, i) => ({
      feedback_id: Number(book.library_book_id) * 1000 + start + i + 1,
      nickname: c.nickname,
      avatar_url: '',
      rating: c.rating,
      content: c.content,
      created_at: iso(SEED_EPOCH + 20 * DAY_MS - c.days_ago * DAY_MS),
    })),
    total: all.length,
    has_more: start + pageSize < all.length,
  };
};
