import { DAY_MS } from '../catalogueData';
import { findSeedBook } from '../library/seed';
import type { DemoLease, DemoOrder, DemoState } from '../state';
import { openPlan } from './planRules';

/** A lease term lasts this long; then the book is no longer readable until it is renewed. */
export const LEASE_DAYS = 30;

export const ownsBook = (state: DemoState, userId: string, bookId: string) =>
  state.book_owners.some((o) => o.user_id === userId && o.library_book_id === bookId);

export const leasesOf = (state: DemoState, userId: string, bookId: string) =>
  state.leases.filter((l) => l.user_id === userId && l.library_book_id === bookId);

/** The reader's last lease of the book, running or ended. */
export const latestLease = (state: DemoState, userId: string, bookId: string): DemoLease | undefined =>
  leasesOf(state, userId, bookId).sort((a, b) => b.ends_at - a.ends_at)[0];

/** The reader's lease of the book that has not ended yet. */
export const activeLease = (state: DemoState, userId: string, bookId: string, now: number) =>
  leasesOf(state, userId, bookId).find((l) => l.ends_at > now);

/** A paid lease order: a new term from today, or the running lease longer by a term; with a plan, the plan opens. */
export function applyLease(state: DemoState, order: DemoOrder, at: number): void {
  const bookId = order.library_book_id!;
  const withPlan = order.lease?.with_plan === true;
  const running = latestLease(state, order.user_id, bookId);
  if (running && running.ends_at > at) {
    running.ends_at += LEASE_DAYS * DAY_MS;
    running.with_plan ||= withPlan;
  } else
    state.leases.push({
      user_id: order.user_id,
      library_book_id: bookId,
      starts_at: at,
      ends_at: at + LEASE_DAYS * DAY_MS,
      with_plan: withPlan,
    });
  const book = findSeedBook(bookId);
  if (withPlan && book) openPlan(state, order.user_id, book, at, latestLease(state, order.user_id, bookId)!.ends_at);
}
