import * as v from 'valibot';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/**
 * A redeem code as the backend knows it: spaces (pasted ones too) and dashes dropped, upper case.
 * `VIP30-DEMO`, ` vip30 demo ` and `vip30demo` are one code.
 */
export const normalizeRedeemCode = (raw: string) => raw.replace(/[\s\u3000\-－—]+/g, '').toUpperCase();

/** What a consumed code gave: VIP days (and the new end), or a book for good. */
export const redeemResultSchema = v.object({
  days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  vip_end_at: textSchema,
  book: v.optional(v.nullable(v.object({ library_book_id: idSchema, title: v.string() })), null),
});
export type RedeemResult = v.InferOutput<typeof redeemResultSchema>;
export const decodeRedeemResult = decoder(redeemResultSchema, '兑换结果');

/** One line of 兑换记录 (redeem/v1/consume_log/list/page). */
export const redeemLogSchema = v.object({
  code: v.string(),
  days: v.number(),
  book: v.optional(v.nullable(v.object({ library_book_id: idSchema, title: v.string() })), null),
  consumed_at: v.string(),
});
export type RedeemLog = v.InferOutput<typeof redeemLogSchema>;
export const decodeRedeemLogPage = decoder(v.object(pageFields(redeemLogSchema)), '兑换记录');

/** What a redeem gave, in a few words: 30天VIP会员 or 《四级核心词汇》. */
export const redeemedGift = (r: { days: number; book: RedeemResult['book'] }) =>
  r.book ? `《${r.book.title}》` : `${r.days}天VIP会员`;
