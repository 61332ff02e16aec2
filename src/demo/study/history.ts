import { recallAt } from '../../domain/forgettingCurve';
import type { CurveDot, PassFail, StudyDay } from '../../domain/studyStats';
import { daysBefore, weekday } from '../../lib/studyDates';

/**
 * The demo's study history, computed from a fixed seed rather than stored, so it is the same in every browser:
 * day `offset` before today always gets the same reviews. README "Study statistics" lists the figures.
 */

/** A day of the history, with the split of its review answers that the retention chart needs. */
export interface HistoryDay extends StudyDay {
  young: PassFail;
  mature: PassFail;
}

export interface StudyProfile {
  seed: number;
  /** Days of history, ending today. */
  days: number;
  /** Cards in the learner's decks. */
  deckSize: number;
  newPerDay: number;
  /** Reviews a day at the end of the history (they grow from a fifth of it). */
  reviewsPerDay: number;
  /** Days with no study at all, as offsets from today. */
  gap: readonly [from: number, to: number] | null;
  /** The stability, in days, of the learner's forgetting curve. */
  stability: number;
  /** Whether the weekly rhythm skips days (the seeded learner) or every day counts (a day pressed in the demo). */
  rhythm: boolean;
}

/** The VIP persona (13800000888): half a year of study, a 9-day break in the middle, about 2,400 cards. */
export const VIP_STUDY: StudyProfile = {
  seed: 888,
  days: 180,
  deckSize: 2400,
  newPerDay: 14,
  reviewsPerDay: 150,
  gap: [86, 94],
  stability: 35,
  rhythm: true,
};

/** Any other account: one day of study per press of 模拟学习一天, ending today. */
export const pressedStudy = (userId: string, days: number): StudyProfile => ({
  seed: [...userId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_003, 7),
  days,
  deckSize: 400,
  newPerDay: 20,
  reviewsPerDay: 45,
  gap: null,
  stability: 4,
  rhythm: false,
});

export const MATURE_RETENTION = 0.88;
const YOUNG_RETENTION = 0.91;
export const CURVE_DECAY = 0.5;

/** mulberry32: a small seeded generator, the same numbers on every engine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weekdays full, Friday lighter, the weekend light and often skipped: [share of a full day, chance of a day off]. */
const WEEK: Record<number, [number, number]> = {
  0: [0.4, 0.35],
  1: [1, 0.05],
  2: [1, 0.05],
  3: [1, 0.05],
  4: [0.95, 0.05],
  5: [0.8, 0.1],
  6: [0.55, 0.2],
};

const answers = (total: number, rate: number, random: () => number): PassFail => {
  const passed = Math.min(total, Math.round(total * (rate + (random() - 0.5) * 0.04)));
  return { passed, failed: total - passed };
};

/** Today, yesterday and the days either side of the gap are always studied, so the gap is exactly its length. */
const alwaysStudied = ({ gap }: StudyProfile, offset: number) =>
  offset <= 1 || (gap !== null && (offset === gap[0] - 1 || offset === gap[1] + 1));

/** One day of the history, or null on a day without study. Offset 0 is today. */
function historyDay(profile: StudyProfile, today: string, offset: number): HistoryDay | null {
  const random = seeded(profile.seed * 100_003 + offset);
  const date = daysBefore(today, offset);
  if (profile.gap && offset >= profile.gap[0] && offset <= profile.gap[1]) return null;
  const [load, dayOff] = profile.rhythm ? WEEK[weekday(date)]! : [1, 0];
  if (!alwaysStudied(profile, offset) && random() < dayOff) return null;
  const progress = 1 - offset / profile.days;
  const scale = load * (0.85 + random() * 0.3);
  const newCards = Math.max(1, Math.round(profile.newPerDay * scale));
  const learning = Math.round(newCards * 0.45);
  const review = offset === profile.days - 1 ? 0 : Math.round(profile.reviewsPerDay * (0.2 + 0.8 * progress) * scale);
  const matureShare = Math.min(0.75, Math.max(0, (profile.days - offset - 30) / profile.days));
  const mature = answers(Math.round(review * matureShare), MATURE_RETENTION, random);
  const young = answers(review - mature.passed - mature.failed, YOUNG_RETENTION, random);
  const firstTries = Math.round((newCards + learning) * 0.8);
  const minutes = Math.round(((newCards * 25 + learning * 12 + review * 8) / 60) * 10) / 10;
  return {
    date,
    new_cards: newCards,
    learning,
    review,
    minutes,
    correct: firstTries + young.passed + mature.passed,
    young,
    mature,
  };
}

/** Every studied day of a profile, oldest first. */
export function studyHistory(profile: StudyProfile, today: string): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (let offset = profile.days - 1; offset >= 0; offset--) {
    const day = historyDay(profile, today, offset);
    if (day) days.push(day);
  }
  return days;
}

/** The cards now: never seen, in learning (seen in the last two days), young, mature (introduced 50+ days ago). */
export function cardCounts(profile: StudyProfile, history: readonly HistoryDay[], today: string) {
  const introducedBefore = (ago: number) =>
    history.filter((day) => day.date <= daysBefore(today, ago)).reduce((sum, day) => sum + day.new_cards, 0);
  const introduced = introducedBefore(0);
  const learning = introduced - introducedBefore(2);
  const mature = Math.round(introducedBefore(50) * 0.9);
  return {
    new: Math.max(0, profile.deckSize - introduced),
    learning,
    young: introduced - learning - mature,
    mature,
  };
}

const CURVE_DAYS = [1, 2, 3, 4, 6, 8, 11, 15, 21, 30, 45, 60, 90];

/** Recall after each interval, from the profile's curve with a little noise, for the reviews in the range. */
export function curveDots(profile: StudyProfile, reviewsInRange: number): CurveDot[] {
  const random = seeded(profile.seed);
  return CURVE_DAYS.filter((days) => days < profile.days)
    .map((days, index) => {
      const count = Math.round((reviewsInRange * 0.3) / 2 ** index);
      const noise = (random() - 0.5) * 0.03;
      const rate = Math.min(1, Math.max(0, recallAt(days, profile.stability, CURVE_DECAY) + noise));
      return { days, recall_rate: Math.round(rate * 1000) / 1000, count };
    })
    .filter((dot) => dot.count > 0);
}
