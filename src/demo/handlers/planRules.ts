import { STUDY_PLAN_DEFAULTS } from '../../domain/studyPlan';
import { chinaDate, daysBefore } from '../../lib/studyDates';
import type { DemoState, DemoUser } from '../state';

/** The key of a reader's plan of one deck (a library book). */
export const planKey = (user: Pick<DemoUser, 'user_id'>, deckId: string) => `${user.user_id}:${deckId}`;

/** The day the last new card comes at this pace. */
export const targetDate = (today: string, remaining: number, perDay: number) =>
  daysBefore(today, -Math.max(1, Math.ceil(remaining / perDay)));

/** The reader's plan of a deck, opened with the defaults the first time (a lease with a plan opens it at once). */
export function openPlan(
  state: DemoState,
  userId: string,
  book: { library_book_id: string; card_count: number },
  now: number,
) {
  const key = planKey({ user_id: userId }, book.library_book_id);
  state.study_plans[key] ??= {
    ...STUDY_PLAN_DEFAULTS,
    learned_cards: 0,
    target_date: targetDate(chinaDate(now), book.card_count, STUDY_PLAN_DEFAULTS.daily_new_cards),
  };
  return state.study_plans[key];
}
