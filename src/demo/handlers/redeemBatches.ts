import { redeemBatchBody, validateRedeemBatch, type RedeemBatchForm } from '../../domain/redeem';
import { chinaDate } from '../../lib/studyDates';
import { findSeedBook } from '../library/seed';
import type { DemoRedeemBatch, DemoState } from '../state';
import { badRequest, DemoError, iso, nextId, pageOf, type RouteFn } from './kit';
import { staffOnly } from './staff';

/**
 * 兑换码 made in 管理后台 (README): a batch of 1–500 codes for VIP days or a library book, good until the end of its
 * expiry day (China time). A batch code is used once, by whoever redeems it first on /me/redeem.
 */
const BATCH_ID_BASE = 8_100_000_000_000_000_000n;
/** No 0/O or 1/I/L: a code read aloud over the phone is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(state: DemoState, random: () => number): string {
  for (;;) {
    const code = `HK${Array.from({ length: 8 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('')}`;
    if (!findBatchCode(state, code)) return code;
  }
}

export function findBatchCode(state: DemoState, code: string) {
  for (const batch of state.redeem_batches) {
    const entry = batch.codes.find((c) => c.code === code);
    if (entry) return { batch, entry };
  }
  return undefined;
}

export const batchExpired = (batch: DemoRedeemBatch, now: number) => chinaDate(now) > batch.expires_on;

const bookOf = (batch: DemoRedeemBatch) =>
  batch.library_book_id === null
    ? null
    : { library_book_id: batch.library_book_id, title: findSeedBook(batch.library_book_id)?.title ?? '已下架的书' };

function presentBatch(state: DemoState, batch: DemoRedeemBatch) {
  return {
    batch_id: batch.batch_id,
    days: batch.days,
    book: bookOf(batch),
    count: batch.codes.length,
    used: batch.codes.filter((c) => c.used_by !== null).length,
    expires_on: batch.expires_on,
    created_at: iso(batch.created_at),
    created_by: state.users.find((u) => u.user_id === batch.created_by)?.nickname ?? '已注销',
  };
}

/** The form's own rules, on the body as sent. */
function formOf(body: Record<string, unknown>): RedeemBatchForm {
  const text = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');
  return {
    gift: body.gift === 'BOOK' ? 'BOOK' : 'VIP',
    days: text(body.days),
    libraryBookId: text(body.library_book_id),
    count: text(body.count),
    expiresOn: text(body.expires_on),
  };
}

/** POST redeem/v1/generate: the batch, with its codes. */
export const generate: RouteFn = (ctx) => {
  const me = staffOnly(ctx);
  if (ctx.body.gift !== 'VIP' && ctx.body.gift !== 'BOOK') throw badRequest('gift 只能是 VIP 或 BOOK');
  const form = formOf(ctx.body);
  const problem = Object.values(validateRedeemBatch(form, chinaDate(ctx.now)))[0];
  if (problem) throw badRequest(problem);
  const body = redeemBatchBody(form);
  if (body.library_book_id !== null && !findSeedBook(body.library_book_id)) throw badRequest('书籍不存在');
  const batch: DemoRedeemBatch = {
    batch_id: nextId(ctx.state, BATCH_ID_BASE),
    days: body.days,
    library_book_id: body.library_book_id,
    expires_on: body.expires_on,
    created_at: ctx.now,
    created_by: me.user_id,
    codes: [],
  };
  for (let i = 0; i < body.count; i++)
    batch.codes.push({ code: newCode(ctx.state, ctx.random), used_by: null, used_at: null });
  ctx.state.redeem_batches.push(batch);
  return { ...presentBatch(ctx.state, batch), codes: batch.codes.map((c) => c.code) };
};

/** POST redeem/v1/generation_log/list/page: the batches, newest first. */
export const listBatches: RouteFn = (ctx) => {
  staffOnly(ctx);
  const batches = [...ctx.state.redeem_batches].sort((a, b) => b.created_at - a.created_at);
  return pageOf(
    batches.map((b) => presentBatch(ctx.state, b)),
    ctx.body,
  );
};

/** POST redeem/v1/list/page with `batch_id`: its codes, used or not. */
export const listCodes: RouteFn = (ctx) => {
  staffOnly(ctx);
  const batch = ctx.state.redeem_batches.find((b) => b.batch_id === String(ctx.body.batch_id ?? ''));
  if (!batch) throw new DemoError(404, '没有这批兑换码');
  const nickname = (id: string | null) =>
    id ? (ctx.state.users.find((u) => u.user_id === id)?.nickname ?? '已注销') : null;
  return pageOf(
    batch.codes.map((c) => ({
      code: c.code,
      batch_id: batch.batch_id,
      used_by: nickname(c.used_by),
      used_at: iso(c.used_at),
    })),
    { page_size: 50, ...ctx.body },
  );
};
