import * as v from 'valibot';
import { bookSchema } from './book';
import { centsSchema } from './money';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/**
 * ASSUMPTION (spec §7 shows no bodies for the lease calls or /books/v1/my): the shapes below.
 * - GET /books/v1/library/lease/{id}: the reader's latest lease of a book, ended or not.
 * - GET /books/v1/library/lease?resourceId=: the terms of leasing it now (price, days, the new end date).
 * - POST …/lease/{id} and …/withplan: an order for one lease term, as create_order answers it.
 * - GET /books/v1/my: the reader's shelf, paged, with the shelf's `version`.
 */

/** NONE: never leased; ACTIVE: readable until `ends_at`; EXPIRED: ended at `ends_at`. */
export const leaseStateSchema = v.picklist(['NONE', 'ACTIVE', 'EXPIRED']);
export type LeaseState = v.InferOutput<typeof leaseStateSchema>;

export const decodeLease = decoder(
  v.object({
    leased: v.boolean(),
    state: v.optional(leaseStateSchema, 'NONE'),
    ends_at: textSchema,
    with_plan: v.optional(v.boolean(), false),
  }),
  '租阅',
);
export type Lease = ReturnType<typeof decodeLease>;

/** What one more lease term costs this reader, and when it would start and end (a renewal starts at the old end). */
export const leaseTermsSchema = v.object({
  library_book_id: idSchema,
  title: v.string(),
  lease_days: v.number(),
  /** What this reader pays: 0 for a VIP. */
  price: centsSchema,
  /** The price without VIP. */
  regular_price: centsSchema,
  renewal: v.boolean(),
  starts_at: v.string(),
  ends_at: v.string(),
  /** Why this lease cannot be taken now (too far ahead, owned, free); null when it can. */
  refusal: textSchema,
});
export type LeaseTerms = v.InferOutput<typeof leaseTermsSchema>;
export const decodeLeaseTerms = decoder(leaseTermsSchema, '租阅条件');

/** A lease term as the lease sheet states it: what it costs and until when the book is readable after it. */
export interface LeaseTermSummary {
  title: string;
  days: number;
  /** Cents this reader pays (0 for a VIP), and the price without VIP. */
  price: number;
  regularPrice: number;
  renewal: boolean;
  withPlan: boolean;
  /** YYYY-MM-DD, China time. */
  endsOn: string;
}

/** A book on the reader's shelf: bought for good, or leased (now or before). */
export const shelfBookSchema = v.object({
  ...bookSchema.entries,
  hold: v.picklist(['OWNED', 'LEASED']),
  /** The release of the book's package the reader holds (null when unknown); 有更新 when the package's is newer. */
  release_tag: textSchema,
});
export type ShelfBook = v.InferOutput<typeof shelfBookSchema>;

export const decodeShelfPage = decoder(v.object({ ...pageFields(shelfBookSchema), version: idSchema }), '我的书架');
export type ShelfPage = ReturnType<typeof decodeShelfPage>;

/** A lease this close to its end reads 即将到期. */
export const LEASE_EXPIRING_DAYS = 3;
const DAY_MS = 86_400_000;

/** How a shelf book stands today. */
export type ShelfStanding =
  | { kind: 'owned' }
  | { kind: 'leased'; endsAt: string; daysLeft: number; expiring: boolean; withPlan: boolean }
  | { kind: 'expired'; endedAt: string | null };

export function shelfStanding(book: Pick<ShelfBook, 'hold'>, lease: Lease | null, now: number): ShelfStanding {
  if (book.hold === 'OWNED') return { kind: 'owned' };
  const ends = lease?.ends_at ? Date.parse(lease.ends_at) : NaN;
  if (!lease?.leased || !(ends > now)) return { kind: 'expired', endedAt: lease?.ends_at ?? null };
  const daysLeft = Math.ceil((ends - now) / DAY_MS);
  return {
    kind: 'leased',
    endsAt: lease.ends_at!,
    daysLeft,
    expiring: daysLeft <= LEASE_EXPIRING_DAYS,
    withPlan: lease.with_plan,
  };
}
