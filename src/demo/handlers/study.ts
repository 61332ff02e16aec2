import { reviewsOf, type PassFail, type StudyDay } from '../../domain/studyStats';
import { chinaDate, daysBefore } from '../../lib/studyDates';
import { PERSONA } from '../personas';
import type { DemoState, DemoUser } from '../state';
import {
  CURVE_DECAY,
  cardCounts,
  curveDots,
  pressedStudy,
  studyHistory,
  VIP_STUDY,
  type HistoryDay,
  type StudyProfile,
} from '../study/history';
import { badRequest, type RouteFn } from './kit';

/** The VIP persona's seeded half year, or the days an account studied with 模拟学习一天. */
const profileOf = (state: DemoState, user: DemoUser): StudyProfile =>
  user.phone === PERSONA.vip ? VIP_STUDY : pressedStudy(user.user_id, state.study_days[user.user_id] ?? 0);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Spec §5: both dates are required; a range that ends before it starts is refused. */
function rangeOf(source: (name: string) => unknown): { start: string; end: string } {
  const start = source('start_date');
  const end = source('end_date');
  if (typeof start !== 'string' || typeof end !== 'string' || !DATE.test(start) || !DATE.test(end))
    throw badRequest('请提供开始和结束日期（YYYY-MM-DD）');
  if (start > end) throw badRequest('开始日期不能晚于结束日期');
  return { start, end };
}

const sum = (counts: PassFail[]): PassFail =>
  counts.reduce((total, next) => ({ passed: total.passed + next.passed, failed: total.failed + next.failed }), {
    passed: 0,
    failed: 0,
  });

/** Days in a row with reviews, up to today, or up to yesterday while today has none yet. */
function streak(studied: Set<string>, today: string): number {
  let day = studied.has(today) ? today : daysBefore(today, 1);
  let days = 0;
  while (studied.has(day)) {
    days++;
    day = daysBefore(day, 1);
  }
  return days;
}

function statsOf(state: DemoState, user: DemoUser, now: number, start: string, end: string) {
  const today = chinaDate(now);
  const profile = profileOf(state, user);
  const history = studyHistory(profile, today);
  const inRange = history.filter((day) => day.date >= start && day.date <= end);
  const todays = history.find((day) => day.date === today);
  return { profile, history, inRange, today, todays };
}

/** A day as the API answers it, without the answer split that only the retention totals use. */
const studyDayOf = ({ date, new_cards, learning, review, minutes, correct }: HistoryDay): StudyDay => ({
  date,
  new_cards,
  learning,
  review,
  minutes,
  correct,
});

export const myStudyStats: RouteFn = ({ state, user, now, query }) => {
  const { start, end } = rangeOf((name) => query.get(name) ?? undefined);
  const { profile, history, inRange, today, todays } = statsOf(state, user(), now, start, end);
  return {
    start_date: start,
    end_date: end,
    today: {
      date: today,
      reviews: todays ? reviewsOf(todays) : 0,
      minutes: todays?.minutes ?? 0,
      correct: todays?.correct ?? 0,
    },
    days: inRange.map(studyDayOf),
    streak_days: streak(new Set(history.map((day) => day.date)), today),
    card_counts: cardCounts(profile, history, today),
    retention: { young: sum(inRange.map((day) => day.young)), mature: sum(inRange.map((day) => day.mature)) },
    target_retention: 0.9,
  };
};

export const forgettingCurve: RouteFn = ({ state, user, now, body }) => {
  const { start, end } = rangeOf((name) => body[name]);
  const { profile, inRange } = statsOf(state, user(), now, start, end);
  const reviews = inRange.reduce((total, day) => total + day.review, 0);
  return { dots: curveDots(profile, reviews), decay: CURVE_DECAY };
};
