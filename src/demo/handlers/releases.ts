import { DAY_MS } from '../catalogueData';
import { authorOf, SEED_BOOKS, SEED_EPOCH, SEED_UPCOMING, type SeedBook } from '../library/seed';
import type { DemoState } from '../state';

/** When a book was (or will be) published: its seeded date, or when the debug panel had it published early. */
export const publishedAt = (state: DemoState, book: SeedBook): number =>
  state.early_releases[book.library_book_id] ?? SEED_EPOCH - book.published_days_ago * DAY_MS;

/** The books readers can find: the seed's, and each upcoming one once its day has come. */
export const libraryBooks = (state: DemoState, now: number): SeedBook[] => [
  ...SEED_BOOKS,
  ...SEED_UPCOMING.filter((book) => publishedAt(state, book) <= now),
];

export const isPublished = (state: DemoState, book: SeedBook, now: number) => publishedAt(state, book) <= now;

/**
 * Debug panel 作者发布新书: the next upcoming book is published now, preferring an author that someone follows, so a
 * reader's 关注的作者上新 has something to show. Says what it did.
 */
export function publishNextBook(state: DemoState, now: number): string {
  const waiting = SEED_UPCOMING.filter((book) => !isPublished(state, book, now));
  const followed = waiting.find((book) => state.follows.some((f) => f.followee_id === book.author_id));
  const next = followed ?? waiting[0];
  if (!next) return '四位作者的新书都已发布';
  state.early_releases[next.library_book_id] = now;
  return `${authorOf(next).nickname} 发布了新书《${next.title}》`;
}
