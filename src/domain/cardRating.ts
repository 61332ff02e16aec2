import * as v from 'valibot';
import { decoder, idSchema } from './decode';

/**
 * How readers rate a package's cards as they study (hpkg/v1/card/rate_statistic and rate_logs). Assumption: spec §7
 * names the calls, not their bodies; the shapes are the demo backend's. The four answers are Anki's.
 */
const counts = { again: v.number(), hard: v.number(), good: v.number(), easy: v.number() };

export const cardRatingSchema = v.object({ card_id: idSchema, title: v.string(), ...counts });
export type CardRating = v.InferOutput<typeof cardRatingSchema>;
export const decodeRateStatistic = decoder(v.object({ items: v.array(cardRatingSchema) }), '卡片评分');

/** One day of answers over the package (China date, YYYY-MM-DD). */
export const rateDaySchema = v.object({ date: v.string(), ...counts });
export type RateDay = v.InferOutput<typeof rateDaySchema>;
export const decodeRateLogs = decoder(v.object({ items: v.array(rateDaySchema) }), '评分记录');

export const RATE_LOG_DAYS = 30;
const HARDEST_COUNT = 10;
/** Fewer answers than this say nothing about a card. */
export const MIN_RATINGS = 5;

const total = (r: Omit<CardRating, 'card_id' | 'title'>) => r.again + r.hard + r.good + r.easy;

/** The share of answers that were 忘记 (again) or 困难 (hard, counted half). */
export const difficulty = (r: CardRating) => (total(r) === 0 ? 0 : (r.again + r.hard / 2) / total(r));

/** The cards readers find hardest: enough answers, most forgotten first, the most answered first on a tie. */
export function hardestCards(ratings: CardRating[], count = HARDEST_COUNT): CardRating[] {
  return ratings
    .filter((r) => total(r) >= MIN_RATINGS)
    .sort((a, b) => difficulty(b) - difficulty(a) || total(b) - total(a))
    .slice(0, count);
}
