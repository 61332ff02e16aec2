import * as v from 'valibot';
import { stripEmoji } from '../lib/format';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/**
 * A creator's own book (ugc/v1, 我的作品). Assumption: spec §7 names the calls but not their bodies; the shapes here
 * are the ones the demo backend answers.
 * - 草稿 DRAFT: editable, may be submitted;
 * - 审核中 REVIEWING: locked until the review ends (no edit, no second submission, no deletion);
 * - 已上架 PUBLISHED: in the library; an edit makes it a draft again, to be reviewed;
 * - 未通过 REJECTED: with the reason; editable and may be submitted again.
 */
export const UGC_BOOK_STATUSES = ['DRAFT', 'REVIEWING', 'PUBLISHED', 'REJECTED'] as const;
export type UgcBookStatus = (typeof UGC_BOOK_STATUSES)[number];

export const UGC_STATUS_LABELS: Record<UgcBookStatus, string> = {
  DRAFT: '草稿',
  REVIEWING: '审核中',
  PUBLISHED: '已上架',
  REJECTED: '未通过',
};

export const ugcBookSchema = v.object({
  ugc_book_id: idSchema,
  title: v.string(),
  intro: v.string(),
  status: v.picklist(UGC_BOOK_STATUSES),
  card_count: v.number(),
  /** Why the last review refused it. */
  reason: textSchema,
  updated_at: v.string(),
});
export type UgcBook = v.InferOutput<typeof ugcBookSchema>;

export const decodeUgcBook = decoder(ugcBookSchema, '作品');
/** GET ugc/v1/books: every book of mine, in my order. */
export const decodeUgcBookList = decoder(v.object({ items: v.array(ugcBookSchema) }), '作品');
export const decodeUgcBookPage = decoder(v.object(pageFields(ugcBookSchema)), '作品');
export type UgcBookPage = ReturnType<typeof decodeUgcBookPage>;

export type RankDirection = 'up' | 'down';
/** PUT ugc/v1/books/{id}/rank answers the two books that swapped places, with their new positions (from 1). */
export const decodeRankMove = decoder(
  v.object({
    moved: v.object({ ugc_book_id: idSchema, rank: v.number() }),
    swapped: v.object({ ugc_book_id: idSchema, rank: v.number() }),
  }),
  '作品排序',
);
export type RankMove = ReturnType<typeof decodeRankMove>;

export const UGC_TITLE_MAX = 30;
export const UGC_INTRO_MAX = 500;

export type UgcBookEdit = {
  title: string;
  intro: string;
};
export type UgcBookEditErrors = Partial<Record<keyof UgcBookEdit, string>>;

/** The edit as it is sent: trimmed, without emoji or private-use characters (spec §5 helper). */
export const cleanUgcBookEdit = (edit: UgcBookEdit): UgcBookEdit => ({
  title: stripEmoji(edit.title).trim(),
  intro: stripEmoji(edit.intro).trim(),
});

/** The same rules on both sides: a title of 1–30 characters, an introduction of at most 500. */
export function validateUgcBookEdit(edit: UgcBookEdit): UgcBookEditErrors {
  const clean = cleanUgcBookEdit(edit);
  const errors: UgcBookEditErrors = {};
  if (!clean.title) errors.title = '请输入书名';
  else if ([...clean.title].length > UGC_TITLE_MAX) errors.title = `书名不能超过${UGC_TITLE_MAX}个字`;
  if ([...clean.intro].length > UGC_INTRO_MAX) errors.intro = `简介不能超过${UGC_INTRO_MAX}个字`;
  return errors;
}

export const canEditUgcBook = (book: UgcBook) => book.status !== 'REVIEWING';
export const canSubmitUgcBook = (book: UgcBook) => book.status === 'DRAFT' || book.status === 'REJECTED';
export const canDeleteUgcBook = (book: UgcBook) => book.status !== 'REVIEWING';

/** Why a book may not go to review yet; null when it may. */
export function submitProblem(book: UgcBook): string | null {
  if (book.status === 'REVIEWING') return '这本书正在审核中，请等待审核结果';
  if (book.status === 'PUBLISHED') return '这本书已上架，修改后才能重新提交审核';
  if (!book.intro.trim()) return '请先填写简介，再提交审核';
  if (book.card_count === 0) return '这本书还没有卡片，请在App中添加卡片后再提交审核';
  return null;
}
