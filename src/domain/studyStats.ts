import * as v from 'valibot';
import { daysBefore } from '../lib/studyDates';
import { decoder } from './decode';

/**
 * Study statistics (spec §7 GET /studystat/v1/my, POST /studystat/v1/get_forgetting_curve_dots_data).
 * ASSUMPTION: the spec shows neither answer's body nor the curve call's body; the shapes below are assumptions,
 * modelled on Anki's statistics, and marked so in the catalogue (services/api/study.ts).
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const minutes = v.pipe(v.number(), v.minValue(0));
const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const date = v.pipe(v.string(), v.isoDate());

/** Answers graded right (passed) or wrong (failed). */
const passFailSchema = v.object({ passed: count, failed: count });
export type PassFail = v.InferOutput<typeof passFailSchema>;

/** One calendar day's reviews by the card's state before the answer, with the minutes spent and the right answers. */
export const studyDaySchema = v.object({
  date,
  new_cards: count,
  learning: count,
  review: count,
  minutes,
  correct: count,
});
export type StudyDay = v.InferOutput<typeof studyDaySchema>;

/** Spec §1 / Anki: a card is mature once its interval reaches 21 days. */
export const MATURE_INTERVAL_DAYS = 21;
/** FSRS's usual desired retention, unless the learner's plan sets another. */
export const DEFAULT_TARGET_RETENTION = 0.9;

export const studyStatsSchema = v.object({
  start_date: date,
  end_date: date,
  /** The China calendar day the server counts as today, with its figures. */
  today: v.object({ date, reviews: count, minutes, correct: count }),
  /** Days with at least one review, oldest first; days without are left out. */
  days: v.array(studyDaySchema),
  /** Days in a row, up to today (or yesterday, while today is still open), with a review. */
  streak_days: count,
  /** Every card the learner has, by state, now. */
  card_counts: v.object({ new: count, learning: count, young: count, mature: count }),
  /** Reviews in the range answered right and wrong, on young and on mature cards. */
  retention: v.object({ young: passFailSchema, mature: passFailSchema }),
  target_retention: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.99)), DEFAULT_TARGET_RETENTION),
});
export type StudyStats = v.InferOutput<typeof studyStatsSchema>;

/** A forgetting-curve dot: reviews made `days` after the previous one, and the share of them recalled. */
export const curveDotSchema = v.object({ days: v.pipe(v.number(), v.minValue(0)), recall_rate: share, count });
export type CurveDot = v.InferOutput<typeof curveDotSchema>;

export const forgettingCurveSchema = v.object({
  dots: v.array(curveDotSchema),
  /** The curve's decay d (FSRS 4.5 and later: 0.5). */
  decay: v.optional(v.pipe(v.number(), v.minValue(0.05), v.maxValue(5)), 0.5),
});
export type ForgettingCurve = v.InferOutput<typeof forgettingCurveSchema>;

export const decodeStudyStats = decoder(studyStatsSchema, '学习统计');
export const decodeForgettingCurve = decoder(forgettingCurveSchema, '遗忘曲线');

/** The range picker's choices: the last N days, or everything since the first study day. */
export const STUDY_RANGES = [
  { value: '7', label: '7 天', days: 7 },
  { value: '30', label: '30 天', days: 30 },
  { value: '90', label: '90 天', days: 90 },
  { value: 'all', label: '全部', days: null },
] as const;
export type StudyRange = (typeof STUDY_RANGES)[number]['value'];
export const DEFAULT_STUDY_RANGE: StudyRange = '30';

/** 全部 still sends both dates (spec §5): from before the product's first learner. */
export const ALL_TIME_START = '2015-01-01';

export const parseStudyRange = (text: string | null): StudyRange =>
  STUDY_RANGES.find((range) => range.value === text)?.value ?? DEFAULT_STUDY_RANGE;

/** The query of both calls for a range ending today (YYYY-MM-DD): both dates, always, inclusive. */
export function studyRangeQuery(range: StudyRange, today: string): { start_date: string; end_date: string } {
  const days = STUDY_RANGES.find((choice) => choice.value === range)?.days ?? null;
  return { start_date: days === null ? ALL_TIME_START : daysBefore(today, days - 1), end_date: today };
}

/** The share answered right, or null without answers. */
export const passRate = ({ passed, failed }: PassFail) => (passed + failed === 0 ? null : passed / (passed + failed));

export const reviewsOf = (day: Pick<StudyDay, 'new_cards' | 'learning' | 'review'>) =>
  day.new_cards + day.learning + day.review;
