import { DAY_MS } from '../catalogueData';
import { findSeedBook, type SeedBook } from '../library/seed';
import { heldRelease } from '../packages/lifecycle';
import type { DemoOrder, DemoState, DemoUser } from '../state';
import { badRequest, DemoError, iso, pageOf, type RouteContext, type RouteFn } from './kit';
import { applyLease, LEASE_DAYS, latestLease, leasesOf, ownsBook } from './leaseRules';
import { bookOrder, presentBook } from './library';
import { presentOrder } from './orders';
import { sharedVipEnd } from './squad';

/**
 * Leases (README "我的书架"): a term of LEASE_DAYS for a third of the book's price, free for a VIP; a renewal starts at
 * the end of the running lease, or today once it has ended; no lease runs more than MAX_LEASE_AHEAD_DAYS ahead; a lease
 * taken with a plan opens the book's study plan.
 */
export const MAX_LEASE_AHEAD_DAYS = 90;

/** A third of the book's price, rounded up to 10 fen. */
export const leasePriceOf = (book: Pick<SeedBook, 'price'>) => Math.ceil(book.price / 3 / 10) * 10;

function findBook(id: string | undefined): SeedBook {
  const book = findSeedBook(id);
  if (!book) throw new DemoError(404, '书籍不存在');
  return book;
}

function termsOf(state: DemoState, me: DemoUser, book: SeedBook, now: number) {
  const running = latestLease(state, me.user_id, book.library_book_id);
  const renewal = running !== undefined && running.ends_at > now;
  const startsAt = renewal ? running.ends_at : now;
  const endsAt = startsAt + LEASE_DAYS * DAY_MS;
  const vip = (sharedVipEnd(state, me) ?? 0) > now;
  const refusal = ownsBook(state, me.user_id, book.library_book_id)
    ? '你已拥有这本书，无需租阅'
    : book.price === 0
      ? '免费书籍可直接领取'
      : endsAt > now + MAX_LEASE_AHEAD_DAYS * DAY_MS
        ? `租期最多续到${MAX_LEASE_AHEAD_DAYS}天后，请临近到期再续租`
        : null;
  return {
    library_book_id: Number(book.library_book_id),
    title: book.title,
    lease_days: LEASE_DAYS,
    price: vip ? 0 : leasePriceOf(book),
    regular_price: leasePriceOf(book),
    renewal,
    starts_at: iso(startsAt)!,
    ends_at: iso(endsAt)!,
    refusal,
  };
}

/** GET /books/v1/library/lease?resourceId=: what one more term of this book costs the reader and when it ends. */
export const getLeaseTerms: RouteFn = ({ state, query, user, now }) =>
  termsOf(state, user(), findBook(query.get('resourceId') ?? undefined), now);

/** GET /books/v1/library/lease/{id}: the reader's last lease of the book, running or ended. */
export const getBookLease: RouteFn = ({ state, params, user, now }) => {
  const me = user();
  const lease = latestLease(state, me.user_id, findBook(params.library_book_id).library_book_id);
  const running = lease !== undefined && lease.ends_at > now;
  return {
    leased: running,
    state: !lease ? 'NONE' : running ? 'ACTIVE' : 'EXPIRED',
    ends_at: iso(lease?.ends_at ?? null),
    with_plan: running && lease.with_plan,
  };
};

/**
 * POST …/lease/{id} and …/withplan: the order of one term at the terms' price. An unpaid lease order of the book is
 * reused, so a double tap makes one order; a VIP's order of 0 yuan is paid, and the lease made, at once.
 */
const lease =
  (withPlan: boolean): RouteFn =>
  ({ state, params, user, now, random }: RouteContext) => {
    const me = user();
    const book = findBook(params.library_book_id);
    const terms = termsOf(state, me, book, now);
    if (terms.refusal) throw badRequest(terms.refusal);
    const pending = state.orders.find(
      (o) =>
        o.user_id === me.user_id && o.library_book_id === book.library_book_id && o.lease && o.status === 'PENDING',
    );
    if (pending && pending.amount === terms.price) {
      pending.lease!.with_plan ||= withPlan;
      return presentOrder(state, pending, me);
    }
    if (pending) pending.status = 'CLOSED';
    const order: DemoOrder = {
      ...bookOrder(me.user_id, book.library_book_id, terms.price, now, random),
      sku_id: `lease_${book.library_book_id}`,
      lease: { with_plan: withPlan },
    };
    state.orders.push(order);
    if (order.amount === 0) {
      order.status = 'PAID';
      order.paid_at = now;
      applyLease(state, order, now);
    }
    return presentOrder(state, order, me);
  };
export const leaseBook = lease(false);
export const leaseBookWithPlan = lease(true);

const numberOf = (query: URLSearchParams, name: string) => {
  const text = query.get(name);
  return text === null || text === '' ? undefined : Number(text);
};

/** When the reader got the book: bought, or first leased. */
function heldSince(state: DemoState, userId: string, bookId: string): number {
  const owner = state.book_owners.find((o) => o.user_id === userId && o.library_book_id === bookId);
  return owner?.at ?? Math.min(...leasesOf(state, userId, bookId).map((l) => l.starts_at));
}

/** The shelf's version: it changes whenever a book comes, goes, or a lease's end moves. */
function shelfVersion(entries: { bookId: string; hold: string; endsAt: number }[]): string {
  let hash = 2166136261;
  for (const ch of JSON.stringify(entries)) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash.toString(36);
}

/**
 * GET /books/v1/my: what the reader owns and has leased (ended leases too), newest first, in pages from 1. A later page
 * asked with the version of a shelf that has changed since is refused (409), so pages never skip or repeat a book.
 * Each book says the release of its package the reader holds: the one that was current when they got the book.
 */
export const listMyBooks: RouteFn = ({ state, query, user, now }) => {
  const me = user();
  const ids = new Set([
    ...state.book_owners.filter((o) => o.user_id === me.user_id).map((o) => o.library_book_id),
    ...state.leases.filter((l) => l.user_id === me.user_id).map((l) => l.library_book_id),
  ]);
  const entries = [...ids]
    .map((bookId) => ({
      bookId,
      hold: ownsBook(state, me.user_id, bookId) ? 'OWNED' : 'LEASED',
      endsAt: latestLease(state, me.user_id, bookId)?.ends_at ?? 0,
      since: heldSince(state, me.user_id, bookId),
    }))
    .filter((e) => findSeedBook(e.bookId))
    .sort((a, b) => b.since - a.since || Number(a.bookId) - Number(b.bookId));
  const version = shelfVersion(entries.map(({ bookId, hold, endsAt }) => ({ bookId, hold, endsAt })));
  const page = pageOf(entries, {
    page_number: numberOf(query, 'page_number'),
    page_size: numberOf(query, 'page_size'),
  });
  const asked = query.get('version');
  if (asked && asked !== version && page.page_number > 1) throw new DemoError(409, '书架有变动，请从头刷新');
  return {
    ...page,
    version,
    items: page.items.map((e) => ({
      ...presentBook(state, findSeedBook(e.bookId)!, me, now),
      hold: e.hold,
      release_tag: heldRelease(state, e.bookId, e.since),
    })),
  };
};
