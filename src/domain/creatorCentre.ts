import * as v from 'valibot';
import { decoder, idSchema } from './decode';
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
    items: v.array(creatorOrderSchema),
    total: v.number(),
    page_number: v.number(),
    has_more: v.boolean(),
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
    items: v.array(promotionOrderSchema),
    total: v.number(),
    page_number: v.number(),
    has_more: v.boolean(),
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
