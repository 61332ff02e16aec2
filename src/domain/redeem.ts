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

/**
 * 兑换码 made in 管理后台 (redeem/v1/generate): a batch of 1–500 codes for VIP days or a library book, each good until
 * its expiry day ends (China time). ASSUMPTION: spec §7 names the calls, not their bodies; these are the demo's.
 */
export const REDEEM_BATCH_MAX = 500;
export const REDEEM_DAYS_MAX = 3650;
export type RedeemGiftKind = 'VIP' | 'BOOK';

export interface RedeemBatchForm {
  gift: RedeemGiftKind;
  days: string;
  libraryBookId: string;
  count: string;
  /** YYYY-MM-DD, the last day the codes work. */
  expiresOn: string;
}
export type RedeemBatchErrors = Partial<Record<keyof RedeemBatchForm, string>>;

const wholeIn = (text: string, min: number, max: number) => {
  const n = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= min && n <= max ? n : null;
};

/** The batch's problems, field by field; `today` is YYYY-MM-DD. */
export function validateRedeemBatch(form: RedeemBatchForm, today: string): RedeemBatchErrors {
  const errors: RedeemBatchErrors = {};
  if (form.gift === 'VIP' && wholeIn(form.days, 1, REDEEM_DAYS_MAX) === null)
    errors.days = `会员天数为1–${REDEEM_DAYS_MAX}的整数`;
  if (form.gift === 'BOOK' && !form.libraryBookId) errors.libraryBookId = '请选择书籍';
  if (wholeIn(form.count, 1, REDEEM_BATCH_MAX) === null) errors.count = `数量为1–${REDEEM_BATCH_MAX}的整数`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.expiresOn)) errors.expiresOn = '请选择有效期';
  else if (form.expiresOn < today) errors.expiresOn = '有效期不能早于今天';
  return errors;
}

/** The body of redeem/v1/generate for a valid form. */
export const redeemBatchBody = (form: RedeemBatchForm) => ({
  gift: form.gift,
  days: form.gift === 'VIP' ? Number(form.days) : 0,
  library_book_id: form.gift === 'BOOK' ? form.libraryBookId : null,
  count: Number(form.count),
  expires_on: form.expiresOn,
});
export type RedeemBatchBody = ReturnType<typeof redeemBatchBody>;

const giftBookSchema = v.optional(v.nullable(v.object({ library_book_id: idSchema, title: v.string() })), null);

export const redeemBatchSchema = v.object({
  batch_id: idSchema,
  days: v.number(),
  book: giftBookSchema,
  count: v.number(),
  used: v.number(),
  expires_on: v.string(),
  created_at: v.string(),
  created_by: v.string(),
});
export type RedeemBatch = v.InferOutput<typeof redeemBatchSchema>;
export const decodeRedeemBatchPage = decoder(v.object(pageFields(redeemBatchSchema)), '生成记录');
/** redeem/v1/generate answers the batch with its codes. */
export const decodeGeneratedBatch = decoder(
  v.object({ ...redeemBatchSchema.entries, codes: v.array(v.string()) }),
  '兑换码',
);
export type GeneratedBatch = ReturnType<typeof decodeGeneratedBatch>;

export const redeemCodeSchema = v.object({
  code: v.string(),
  batch_id: idSchema,
  used_by: textSchema,
  used_at: textSchema,
});
export type RedeemCode = v.InferOutput<typeof redeemCodeSchema>;
export const decodeRedeemCodePage = decoder(v.object(pageFields(redeemCodeSchema)), '兑换码');

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A batch's codes as CSV (兑换码,内容,有效期至,状态), with a BOM so spreadsheet programs read the Chinese. */
export function redeemCodesCsv(batch: RedeemBatch, codes: readonly RedeemCode[]): string {
  const gift = redeemedGift(batch);
  const lines = codes.map((c) => [c.code, gift, batch.expires_on, c.used_by ? '已使用' : '未使用'].map(csvCell));
  return `\uFEFF${[['兑换码', '内容', '有效期至', '状态'], ...lines].map((line) => line.join(',')).join('\r\n')}\r\n`;
}
