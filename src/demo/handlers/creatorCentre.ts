import { isCreatorOrderFilter, isFeedbackStatus, maskNickname, REPLY_MAX } from '../../domain/creatorCentre';
import { coverOf, findSeedBook, authorOf, SEED_BOOKS } from '../library/seed';
import type { DemoFeedback, DemoOrder, DemoState, DemoUser } from '../state';
import { badRequest, DemoError, iso, pageOf, randomToken, type RouteFn } from './kit';

/** Demo rules (README "创作者中心"): the creator keeps 70 % of a sale, a sharer earns 10 %; a refund takes both back. */
export const CREATOR_SHARE = 0.7;
export const SHARER_COMMISSION = 0.1;
/** A download token is good for one download within a minute. */
export const DOWNLOAD_TOKEN_TTL_MS = 60_000;

const CN_OFFSET_MS = 8 * 3_600_000;

/** The first moment of this month in China time. */
function monthStart(now: number): number {
  const local = new Date(now + CN_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CN_OFFSET_MS;
}

const chinaDate = (ms: number) => new Date(ms + CN_OFFSET_MS).toISOString().slice(0, 10);

type SoldOrder = DemoOrder & { library_book_id: string; paid_at: number; status: 'PAID' | 'REFUNDED' };

/** Book orders that were paid, refunded or not, newest first. */
const soldOrders = (state: DemoState): SoldOrder[] =>
  state.orders
    .filter(
      (o): o is SoldOrder =>
        o.library_book_id !== undefined && o.paid_at !== null && (o.status === 'PAID' || o.status === 'REFUNDED'),
    )
    .sort((a, b) => b.paid_at - a.paid_at);

const share = (order: SoldOrder, rate: number) => (order.status === 'PAID' ? Math.round(order.amount * rate) : 0);

/** The signed-in account, when it is an approved creator; 403 otherwise. */
export function approvedCreator(state: DemoState, user: DemoUser): DemoUser {
  if (state.creator_applications[user.user_id]?.status !== 'APPROVED')
    throw new DemoError(403, '你还不是创作者，请先申请');
  return user;
}

const ordersOfCreator = (state: DemoState, creatorId: string) =>
  soldOrders(state).filter((o) => findSeedBook(o.library_book_id)?.author_id === creatorId);

function soldFields(state: DemoState, order: SoldOrder) {
  const buyer = order.reader ?? state.users.find((u) => u.user_id === order.user_id)?.nickname ?? '花友';
  return {
    order_id: order.order_id,
    library_book_id: order.library_book_id,
    book_title: findSeedBook(order.library_book_id)?.title ?? '已下架的书',
    buyer: maskNickname(buyer),
    amount: order.amount,
    status: order.status,
    paid_at: iso(order.paid_at)!,
  };
}

/** order/v1/creator/my: my books' orders by filter_type, paged, with the home's figures over all of them. */
export const listCreatorOrders: RouteFn = ({ state, query, body, user, now }) => {
  const me = approvedCreator(state, user());
  const filter = query.get('filter_type') ?? 'ALL';
  if (!isCreatorOrderFilter(filter)) throw badRequest('filter_type 不正确');
  const orders = ordersOfCreator(state, me.user_id);
  const thisMonth = orders.filter((o) => o.paid_at >= monthStart(now));
  const incomeOf = (list: SoldOrder[]) => list.reduce((sum, o) => sum + share(o, CREATOR_SHARE), 0);
  const shown = filter === 'ALL' ? orders : orders.filter((o) => o.status === filter);
  return {
    ...pageOf(
      shown.map((o) => ({ ...soldFields(state, o), income: share(o, CREATOR_SHARE) })),
      body,
    ),
    summary: {
      month_income: incomeOf(thisMonth),
      total_income: incomeOf(orders),
      month_orders: thisMonth.length,
    },
  };
};

/** order/v1/marketing/my: the book orders that came through my sharer links, and my commission on each. */
export const listMarketingOrders: RouteFn = ({ state, body, user }) => {
  const me = user();
  const orders = soldOrders(state).filter((o) => o.sharer_id === me.user_id);
  return {
    ...pageOf(
      orders.map((o) => ({ ...soldFields(state, o), commission: share(o, SHARER_COMMISSION) })),
      body,
    ),
    summary: {
      total_commission: orders.reduce((sum, o) => sum + share(o, SHARER_COMMISSION), 0),
      order_count: orders.length,
    },
  };
};

/** books/v1/marketing/list: every paid book of the library, with what one sale through my link earns. */
export const listMarketingBooks: RouteFn = ({ user }) => {
  user();
  return {
    items: SEED_BOOKS.filter((book) => book.price > 0).map((book) => ({
      library_book_id: book.library_book_id,
      title: book.title,
      author: authorOf(book).nickname,
      cover_url: coverOf(book),
      price: book.price,
      commission: Math.round(book.price * SHARER_COMMISSION),
    })),
  };
};

/** auth/v1/generate/download_token: a token for one download URL, good for a minute. */
export const generateDownloadToken: RouteFn = ({ state, user, now, random }) => {
  const me = user();
  const token = `dl_${randomToken(random, 32)}`;
  state.download_tokens[token] = { user_id: me.user_id, expires_at: now + DOWNLOAD_TOKEN_TTL_MS, used: false };
  return { token, expires_at: iso(now + DOWNLOAD_TOKEN_TTL_MS) };
};

/** The token of a download URL, spent: refused when unknown or used (403), or expired (410). */
function spendDownloadToken(state: DemoState, token: string | null, now: number): DemoUser {
  const entry = token ? state.download_tokens[token] : undefined;
  if (!entry || entry.used) throw new DemoError(403, '下载链接已失效，请重新下载');
  entry.used = true;
  if (entry.expires_at <= now) throw new DemoError(410, '下载链接已过期，请重新下载');
  const user = state.users.find((u) => u.user_id === entry.user_id);
  if (!user) throw new DemoError(403, '下载链接已失效，请重新下载');
  return approvedCreator(state, user);
}

/** A cell as a spreadsheet reads it safely: quoted when needed, and never a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const yuanText = (cents: number) => (cents / 100).toFixed(2);

/** A CSV download (README: the real backend sends Excel), with a BOM so that spreadsheet apps read it as UTF-8. */
function csvFile(name: string, now: number, rows: (string | number)[][]): Response {
  const text = '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${chinaDate(now)}.csv"`,
    },
  });
}

const STATUS_TEXT = { PAID: '已支付', REFUNDED: '已退款' } as const;

/** order/v1/creator/download/excel/income_detail?token=: my income, one row per order. */
export const downloadIncomeDetail: RouteFn = ({ state, query, now }) => {
  const me = spendDownloadToken(state, query.get('token'), now);
  return csvFile('income-detail', now, [
    ['日期', '订单号', '书籍', '订单金额(元)', '我的收入(元)', '状态'],
    ...ordersOfCreator(state, me.user_id).map((o) => [
      chinaDate(o.paid_at),
      o.order_id,
      findSeedBook(o.library_book_id)?.title ?? '',
      yuanText(o.amount),
      yuanText(share(o, CREATOR_SHARE)),
      STATUS_TEXT[o.status],
    ]),
  ]);
};

/** order/v1/creator/my/download/excel?token=: my books' orders. */
export const downloadCreatorOrders: RouteFn = ({ state, query, now }) => {
  const me = spendDownloadToken(state, query.get('token'), now);
  return csvFile('creator-orders', now, [
    ['订单号', '书籍', '买家', '金额(元)', '状态', '支付时间'],
    ...ordersOfCreator(state, me.user_id).map((o) => {
      const fields = soldFields(state, o);
      return [o.order_id, fields.book_title, fields.buyer, yuanText(o.amount), STATUS_TEXT[o.status], fields.paid_at];
    }),
  ]);
};

const feedbackOf = (state: DemoState, creatorId: string) =>
  state.creator_feedback
    .filter((f) => findSeedBook(f.library_book_id)?.author_id === creatorId)
    .sort((a, b) => b.created_at - a.created_at);

export const presentFeedback = (feedback: DemoFeedback) => ({
  feedback_id: feedback.feedback_id,
  type: feedback.type ?? 'COMMENT',
  rating: feedback.rating ?? null,
  shown: feedback.shown ?? false,
  library_book_id: feedback.library_book_id,
  book_title: findSeedBook(feedback.library_book_id)?.title ?? '已下架的书',
  nickname: feedback.nickname,
  content: feedback.content,
  created_at: iso(feedback.created_at)!,
  read: feedback.read,
  reply: feedback.reply,
  replied_at: iso(feedback.replied_at),
});

/** feedback/v1/query/creator/{unread|read}: readers' feedback on my books, newest first, paged. */
export const queryCreatorFeedback: RouteFn = ({ state, params, body, user }) => {
  const me = approvedCreator(state, user());
  if (!isFeedbackStatus(params.status)) throw badRequest('status 不正确');
  const read = params.status === 'read';
  return pageOf(
    feedbackOf(state, me.user_id)
      .filter((f) => f.read === read)
      .map(presentFeedback),
    body,
  );
};

function myFeedback(state: DemoState, user: DemoUser, id: string | undefined): DemoFeedback {
  const feedback = feedbackOf(state, approvedCreator(state, user).user_id).find((f) => f.feedback_id === id);
  if (!feedback) throw new DemoError(404, '反馈不存在');
  return feedback;
}

/** feedback/v1/read/{id}: opening one marks it read. */
export const markFeedbackRead: RouteFn = ({ state, params, user }) => {
  const feedback = myFeedback(state, user(), params.feedback_id);
  feedback.read = true;
  return presentFeedback(feedback);
};

/** feedback/v1/feedback/{id} with `reply`: the creator's answer, 1–500 characters, kept as plain text. */
export const replyToFeedback: RouteFn = ({ state, params, body, user, now }) => {
  const feedback = myFeedback(state, user(), params.feedback_id);
  const reply = typeof body.reply === 'string' ? body.reply.trim() : '';
  if (!reply) throw badRequest('请输入回复内容');
  if ([...reply].length > REPLY_MAX) throw badRequest(`回复不能超过${REPLY_MAX}字`);
  Object.assign(feedback, { reply, replied_at: now, read: true });
  return presentFeedback(feedback);
};
