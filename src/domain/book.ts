import * as v from 'valibot';
import { centsSchema } from './money';
import { decoder, idSchema, textSchema } from './decode';

/** A library category (GET /library/v1/category). */
export const categorySchema = v.object({
  category_id: idSchema,
  name: v.string(),
  book_count: v.number(),
});
export type Category = v.InferOutput<typeof categorySchema>;

/** Who wrote a book, as the library shows it; the author's page is /u/:user_id. */
export const authorSchema = v.object({
  user_id: idSchema,
  nickname: v.string(),
  avatar_url: v.string(),
});
export type Author = v.InferOutput<typeof authorSchema>;

/** The reader's hold on a book: bought (owned for good) or leased until `lease_ends_at`. */
export const bookAccessSchema = v.picklist(['NONE', 'OWNED', 'LEASED']);
export type BookAccess = v.InferOutput<typeof bookAccessSchema>;

/** A library book as the list and the info call answer it. Prices are cents (spec §5). */
export const bookSchema = v.object({
  library_book_id: idSchema,
  title: v.string(),
  author: authorSchema,
  cover_url: v.string(),
  category_id: idSchema,
  category_name: v.string(),
  description: v.string(),
  price: centsSchema,
  original_price: centsSchema,
  card_count: v.number(),
  rating: v.number(),
  rating_count: v.number(),
  access: v.optional(bookAccessSchema, 'NONE'),
  lease_ends_at: textSchema,
  /** The card package behind the book (assumed): its 学习榜 is read by it. */
  package_uuid: textSchema,
});
export type Book = v.InferOutput<typeof bookSchema>;

export const isFree = (book: Pick<Book, 'price'>) => book.price === 0;

export const bookPageSchema = v.object({
  items: v.array(bookSchema),
  total: v.number(),
  page_number: v.number(),
  has_more: v.boolean(),
});
export type BookPage = v.InferOutput<typeof bookPageSchema>;

/** The list's sort orders (`order_by`), in the order the library offers them. */
export const BOOK_ORDERS = ['hot', 'new', 'rating', 'price'] as const;
export type BookOrderBy = (typeof BOOK_ORDERS)[number];

export const decodeCategories = decoder(v.object({ categories: v.array(categorySchema) }), '书库分类');
export const decodeBookPage = decoder(bookPageSchema, '书籍列表');
export const decodeBook = decoder(bookSchema, '书籍');
export const decodeBooks = decoder(v.object({ items: v.array(bookSchema) }), '推荐书籍');
export const decodeSearchHints = decoder(v.object({ hints: v.array(v.string()) }), '搜索提示');

/** A reader's comment or thanks on a book (feedback/public/library_book). */
export const commentSchema = v.object({
  feedback_id: idSchema,
  nickname: v.string(),
  avatar_url: v.string(),
  rating: v.number(),
  content: v.string(),
  created_at: v.string(),
});
export type Comment = v.InferOutput<typeof commentSchema>;

export const decodeComments = decoder(
  v.object({ items: v.array(commentSchema), total: v.number(), has_more: v.boolean() }),
  '书籍评论',
);
export type CommentPage = ReturnType<typeof decodeComments>;

/** feedback/remark_ratio: the share of good remarks, in percent, and how many there are. */
export const decodeRemarkRatio = decoder(
  v.object({ good_ratio: v.number(), average: v.number(), count: v.number() }),
  '书籍评分',
);
export type RemarkRatio = ReturnType<typeof decodeRemarkRatio>;

/** A coupon of /coupon/v1/my: `amount` off an order of at least `min_amount`. */
export const couponSchema = v.object({
  coupon_id: idSchema,
  name: v.string(),
  amount: centsSchema,
  min_amount: centsSchema,
  expires_at: v.string(),
});
export type Coupon = v.InferOutput<typeof couponSchema>;
export const decodeCoupons = decoder(v.object({ coupons: v.array(couponSchema) }), '优惠券');

/** What the reader pays with a coupon: never below zero, and only when the order reaches its minimum. */
export function priceWithCoupon(price: number, coupon: Coupon | null | undefined): number {
  if (!coupon || price < coupon.min_amount) return price;
  return Math.max(0, price - coupon.amount);
}

/** order/v1/book/{id}/query: whether the reader owns the book, and the order that bought it. */
export const decodeBookOrderState = decoder(
  v.object({ owned: v.boolean(), order_id: v.optional(v.nullable(idSchema), null) }),
  '购书状态',
);
export type BookOrderState = ReturnType<typeof decodeBookOrderState>;
