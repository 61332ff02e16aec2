import * as v from 'valibot';
import { decoder, idSchema, pageFields } from './decode';
import { centsSchema } from './money';

/** 创作者中心 orders, by `filter_type` (order/v1/creator/my): 全部 / 已支付 / 已退款. */
export const CREATOR_ORDER_FILTERS = [
  { value: 'ALL', label: '全部' },
  { value: 'PAID', label: '已支付' },
  { value: 'REFUNDED', label: '已退款' },
] as const;
export type CreatorOrderFilter = (typeof CREATOR_ORDER_FILTERS)[number]['value'];

export const isCreatorOrderFilter = (value: unknown): value is CreatorOrderFilter =>
  CREATOR_ORDER_FILTERS.some((filter) => filter.value === value);

/** A page of a list (pages from 1). */
const soldOrderFields = {
  order_id: idSchema,
  library_book_id: idSchema,
  book_title: v.string(),
  /** The buyer's nickname, masked by the backend (林**). */
  buyer: v.string(),
  amount: centsSchema,
  status: v.picklist(['PAID', 'REFUNDED']),
  paid_at: v.string(),
};

/** A book order of one of my books: what the reader paid and my share of it (0 once refunded). */
export const creatorOrderSchema = v.object({ ...soldOrderFields, income: centsSchema });
export type CreatorOrder = v.InferOutput<typeof creatorOrderSchema>;

/**
 * A page of my orders, with the figures of the 创作者中心 home. Assumption: spec §7 shows no call for the figures;
 * the orders call answers them beside its page, over every order whatever the filter.
 */
export const decodeCreatorOrderPage = decoder(
  v.object({
    ...pageFields(creatorOrderSchema),
    summary: v.object({ month_income: centsSchema, total_income: centsSchema, month_orders: v.number() }),
  }),
  '创作者订单',
);
export type CreatorOrderPage = ReturnType<typeof decodeCreatorOrderPage>;

/** A book order that came through my sharer link (/book/:bookId/u/:uid), and my commission on it. */
export const promotionOrderSchema = v.object({ ...soldOrderFields, commission: centsSchema });
export type PromotionOrder = v.InferOutput<typeof promotionOrderSchema>;

export const decodePromotionOrderPage = decoder(
  v.object({
    ...pageFields(promotionOrderSchema),
    summary: v.object({ total_commission: centsSchema, order_count: v.number() }),
  }),
  '推广订单',
);
export type PromotionOrderPage = ReturnType<typeof decodePromotionOrderPage>;

/** A book I may promote, with the commission one sale through my link earns (books/v1/marketing/list). */
export const promotableBookSchema = v.object({
  library_book_id: idSchema,
  title: v.string(),
  author: v.string(),
  cover_url: v.string(),
  price: centsSchema,
  commission: centsSchema,
});
export type PromotableBook = v.InferOutput<typeof promotableBookSchema>;

export const decodePromotableBooks = decoder(v.object({ items: v.array(promotableBookSchema) }), '推广书籍');

/** A one-time token for a download URL (auth/v1/generate/download_token), never the session token (DESIGN §11). */
export const decodeDownloadToken = decoder(v.object({ token: v.string(), expires_at: v.string() }), '下载凭证');

/** A buyer's nickname as a creator or sharer may see it: the first character, then two stars. */
export const maskNickname = (nickname: string) => `${[...nickname][0] ?? '花'}**`;

/** 读者反馈 by `status` (feedback/v1/query/creator/{status}): 未读 / 已读. */
export const FEEDBACK_STATUSES = [
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]['value'];

export const isFeedbackStatus = (value: unknown): value is FeedbackStatus =>
  FEEDBACK_STATUSES.some((status) => status.value === value);

/** The longest reply a creator may write. */
export const REPLY_MAX = 500;

/** A reader's feedback on one of my books; its text is plain text, whatever it holds. */
export const creatorFeedbackSchema = v.object({
  feedback_id: idSchema,
  /** A comment on the book, or a report of a problem with it (书籍举报). ASSUMPTION: spec §3 names `type` only. */
  type: v.optional(v.picklist(['COMMENT', 'REPORT']), 'COMMENT'),
  /** A comment's stars, 1–5; null for a report. */
  rating: v.optional(v.nullable(v.number()), null),
  /** Shown on the book's page. ASSUMPTION: spec §3's `filter_shown` filters on it. */
  shown: v.optional(v.boolean(), false),
  library_book_id: idSchema,
  book_title: v.string(),
  nickname: v.string(),
  content: v.string(),
  created_at: v.string(),
  read: v.boolean(),
  reply: v.optional(v.nullable(v.string()), null),
  replied_at: v.optional(v.nullable(v.string()), null),
});
export type CreatorFeedback = v.InferOutput<typeof creatorFeedbackSchema>;

export const decodeCreatorFeedbackPage = decoder(v.object(pageFields(creatorFeedbackSchema)), '读者反馈');
export type CreatorFeedbackPage = ReturnType<typeof decodeCreatorFeedbackPage>;

export const decodeCreatorFeedback = decoder(creatorFeedbackSchema, '读者反馈');

export const FEEDBACK_TYPE_LABELS = { COMMENT: '评价', REPORT: '举报' } as const;

/**
 * Spec §3's `remark_type`: a comment by its stars. ASSUMPTION: spec §3 gives no values; 好评 4–5, 中评 3, 差评 1–2.
 */
export const REMARK_TYPES = [
  { value: 'GOOD', label: '好评' },
  { value: 'NEUTRAL', label: '中评' },
  { value: 'BAD', label: '差评' },
] as const;
export type RemarkType = (typeof REMARK_TYPES)[number]['value'];
export const remarkTypeOf = (rating: number): RemarkType => (rating >= 4 ? 'GOOD' : rating === 3 ? 'NEUTRAL' : 'BAD');

/**
 * 调整评分 in 管理后台 (books/v1/admin/manual_score): the score a book shows, 0–5 in steps of 0.1. ASSUMPTION: the body
 * is `library_book_id` and `score`; the answer the book's rating as /book/:id shows it.
 */
export function manualScoreProblem(text: string): string | null {
  const score = /^\d(\.\d)?$/.test(text.trim()) ? Number(text) : NaN;
  return score >= 0 && score <= 5 ? null : '评分为0–5，最多一位小数';
}
export const decodeManualScore = decoder(
  v.object({ library_book_id: idSchema, rating: v.number(), previous: v.number() }),
  '评分',
);
