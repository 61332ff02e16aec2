import { leasePace, PLAN_LIMITS, STUDY_PLAN_DEFAULTS } from '../../domain/studyPlan';
import { chinaDate, daysBefore } from '../../lib/studyDates';
import type { DemoState, DemoUser } from '../state';

/** The key of a reader's plan of one deck (a library book). */
export const planKey = (user: Pick<DemoUser, 'user_id'>, deckId: string) => `${user.user_id}:${deckId}`;

/** The day the last new card comes at this pace. */
export const targetDate = (today: string, remaining: number, perDay: number) =>
  daysBefore(today, -Math.max(1, Math.ceil(remaining / perDay)));

/**
 * The reader's plan of a deck, opened the first time (a lease with a plan opens it at once) with the defaults, or for
 * a book leased until `leaseEnds` at the pace that finishes by the lease's last day (README "Study plans").
 */
export function openPlan(
  state: DemoState,
  userId: string,
  book: { library_book_id: string; card_count: number },
  now: number,
  leaseEnds: number | null,
) {
  const key = planKey({ user_id: userId }, book.library_book_id);
  const today = chinaDate(now);
  const pace = leaseEnds === null ? null : leasePace(book.card_count, today, chinaDate(leaseEnds));
  const news = Math.min(
    PLAN_LIMITS.newCards.max,
    Math.max(STUDY_PLAN_DEFAULTS.daily_new_cards, pace?.minDailyNew ?? 0),
  );
  state.study_plans[key] ??= {
    daily_new_cards: news,
    daily_review_limit: Math.max(STUDY_PLAN_DEFAULTS.daily_review_limit, news),
    learned_cards: 0,
    target_date: targetDate(today, book.card_count, news),
  };
  return state.study_plans[key];
}
