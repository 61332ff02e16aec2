import * as v from 'valibot';
import { chinaDate, daysBetween } from '../lib/studyDates';
import { decoder, idSchema, textSchema } from './decode';

/**
 * A learner's study plan for one deck (spec §7 /studyplan/v1/*); a library book is one deck, its id the book's.
 * ASSUMPTION: the spec shows none of these bodies; the shapes below are assumptions, marked so in the catalogue.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const date = v.pipe(v.string(), v.isoDate());

/** POST get_study_plan (and update, extend, reset): what the plan asks of each day, and when it ends. */
export const planSettingsSchema = v.object({
  deck_id: idSchema,
  daily_new_cards: count,
  daily_review_limit: count,
  /** The day the last new card is introduced, at this pace. */
  target_date: date,
});
export type PlanSettings = v.InferOutput<typeof planSettingsSchema>;

/** GET decks/{deckId}: the deck's progress and, for a leased book, when the lease ends. */
export const deckProgressSchema = v.object({
  deck_id: idSchema,
  title: v.string(),
  learned_cards: count,
  total_cards: count,
  lease_ends_at: textSchema,
});
export type DeckProgress = v.InferOutput<typeof deckProgressSchema>;

/** GET decks/{deckId}/extend: how many days the plan may still be extended, and why not more. */
export const planExtensionSchema = v.object({ max_days: count, reason: textSchema });
export type PlanExtension = v.InferOutput<typeof planExtensionSchema>;

export const decodePlanSettings = decoder(planSettingsSchema, '学习计划');
export const decodeDeckProgress = decoder(deckProgressSchema, '学习进度');
export const decodePlanExtension = decoder(planExtensionSchema, '计划延期');

/** What the plan screen shows: the settings, the progress and the extension allowed. */
export interface StudyPlan {
  settings: PlanSettings;
  progress: DeckProgress;
  extension: PlanExtension;
}

/** The backend's defaults, which a reset restores. */
export const STUDY_PLAN_DEFAULTS = { daily_new_cards: 20, daily_review_limit: 200 } as const;
export const PLAN_LIMITS = { newCards: { min: 1, max: 200 }, reviewLimit: { min: 10, max: 9999 } } as const;
/** The extensions offered, in days. */
export const PLAN_EXTENSIONS = [7, 14, 30] as const;

export interface PlanChange {
  daily_new_cards: number;
  daily_review_limit: number;
}

/** One change a learner asks of a plan: new daily figures, more days before the target date, or a reset. */
export type PlanEdit = { kind: 'update'; change: PlanChange } | { kind: 'extend'; days: number } | { kind: 'reset' };

/** Why a change cannot be sent, in the learner's words; null when it can. The backend checks the same. */
export function planChangeProblem({ daily_new_cards: news, daily_review_limit: reviews }: PlanChange): string | null {
  const { newCards, reviewLimit } = PLAN_LIMITS;
  if (!Number.isInteger(news) || news < newCards.min || news > newCards.max)
    return `每日新卡需在${newCards.min}到${newCards.max}张之间`;
  if (!Number.isInteger(reviews) || reviews < reviewLimit.min || reviews > reviewLimit.max)
    return `每日复习上限需在${reviewLimit.min}到${reviewLimit.max}张之间`;
  if (reviews < news) return '每日复习上限不能少于每日新卡';
  return null;
}

/**
 * README "Study plans", the lease rule: a leased book's plan finishes by the lease's last day (China time). The
 * fewest new cards a day that do: the cards left, over the days from today to that day. `reachable` is false when
 * that pace is above PLAN_LIMITS: then only a renewal lets the plan finish.
 */
export function leasePace(remaining: number, today: string, lastDay: string) {
  const minDailyNew = Math.max(
    PLAN_LIMITS.newCards.min,
    Math.ceil(remaining / Math.max(1, daysBetween(today, lastDay))),
  );
  return { minDailyNew, reachable: minDailyNew <= PLAN_LIMITS.newCards.max };
}

/** How a plan stands against its book's lease, for the words on the plan screen; null for a book not leased. */
export function leaseFit({ settings, progress }: Pick<StudyPlan, 'settings' | 'progress'>, today: string) {
  if (!progress.lease_ends_at) return null;
  const lastDay = chinaDate(Date.parse(progress.lease_ends_at));
  const remaining = Math.max(0, progress.total_cards - progress.learned_cards);
  return { lastDay, remaining, fits: settings.target_date <= lastDay, ...leasePace(remaining, today, lastDay) };
}
export type LeaseFit = NonNullable<ReturnType<typeof leaseFit>>;
