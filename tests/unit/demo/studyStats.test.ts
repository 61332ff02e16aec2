import { describe, expect, test } from 'vitest';
import { fitForgettingCurve } from '../../../src/domain/forgettingCurve';
import { passRate, reviewsOf, studyRangeQuery } from '../../../src/domain/studyStats';
import { studyOneDay } from '../../../src/demo/handlers/learnReward';
import { PERSONA } from '../../../src/demo/personas';
import { chinaDate, daysBefore, weekday } from '../../../src/lib/studyDates';
import { clock, device, failure, store } from './harness';

async function signedIn(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const today = () => chinaDate(clock.now);
const everything = () => studyRangeQuery('all', today());

describe('README "Study statistics": the VIP persona’s seeded half year', () => {
  test('180 days of history with a 9-day gap in the middle and about 2,400 cards', async () => {
    const { api } = await signedIn(PERSONA.vip);
    const stats = await api.study.getMyStudyStats({ query: everything() });
    const dates = stats.days.map((day) => day.date);
    expect(dates[0]).toBe(daysBefore(today(), 179));
    expect(dates.at(-1)).toBe(today());
    for (let offset = 86; offset <= 94; offset++) expect(dates).not.toContain(daysBefore(today(), offset));
    expect(dates).toContain(daysBefore(today(), 85));
    expect(dates).toContain(daysBefore(today(), 95));
    const cards = Object.values(stats.card_counts).reduce((a, b) => a + b, 0);
    expect(cards).toBe(2400);
    expect(stats.card_counts.mature).toBeGreaterThan(stats.card_counts.young);
  });

  test('a weekly rhythm: weekdays carry more reviews than Sundays, and Sundays are skipped more often', async () => {
    const { api } = await signedIn(PERSONA.vip);
    const { days } = await api.study.getMyStudyStats({ query: everything() });
    const on = (wanted: number[]) => days.filter((day) => wanted.includes(weekday(day.date)));
    const mean = (list: typeof days) => list.reduce((sum, day) => sum + day.new_cards, 0) / list.length;
    expect(mean(on([1, 2, 3]))).toBeGreaterThan(2 * mean(on([0])));
    expect(on([0]).length).toBeLessThan(on([2]).length);
  });

  test('mature retention is near 0.88 over the half year; the target is 0.9', async () => {
    const { api } = await signedIn(PERSONA.vip);
    const stats = await api.study.getMyStudyStats({ query: everything() });
    expect(passRate(stats.retention.mature)).toBeGreaterThan(0.86);
    expect(passRate(stats.retention.mature)).toBeLessThan(0.9);
    expect(stats.target_retention).toBe(0.9);
  });

  test('the same figures on every device (a fixed seed), and today is counted', async () => {
    const one = await (await signedIn(PERSONA.vip)).api.study.getMyStudyStats({ query: everything() });
    const two = await (await signedIn(PERSONA.vip)).api.study.getMyStudyStats({ query: everything() });
    expect(two).toEqual(one);
    expect(one.today.reviews).toBe(reviewsOf(one.days.at(-1)!));
    expect(one.streak_days).toBeGreaterThan(1);
  });

  test('a range narrows the days, and the forgetting curve fits a stability near the seed’s 35 days', async () => {
    const { api } = await signedIn(PERSONA.vip);
    const week = studyRangeQuery('7', today());
    const stats = await api.study.getMyStudyStats({ query: week });
    expect(stats.days.every((day) => day.date >= week.start_date)).toBe(true);
    const curve = await api.study.getForgettingCurveDots({ body: everything() });
    expect(curve.dots.length).toBeGreaterThan(8);
    expect(fitForgettingCurve(curve.dots, curve.decay)!.stability).toBeGreaterThan(30);
    expect(fitForgettingCurve(curve.dots, curve.decay)!.stability).toBeLessThan(40);
  });
});

describe('spec §5: both dates are required', () => {
  test('a missing end date, a bad date or a reversed range is refused with 400', async () => {
    const { api } = await signedIn(PERSONA.vip);
    const reversed = await failure(
      api.study.getMyStudyStats({ query: { start_date: today(), end_date: daysBefore(today(), 3) } }),
    );
    expect([reversed.status, reversed.serverMessage]).toEqual([400, '开始日期不能晚于结束日期']);
    const bad = await failure(api.study.getForgettingCurveDots({ body: { start_date: 'x', end_date: today() } }));
    expect(bad.serverMessage).toBe('请提供开始和结束日期（YYYY-MM-DD）');
  });
});

describe('README: a new account studies with 模拟学习一天', () => {
  test('no history at first; after 3 presses, 3 days of real reviews and the curve has dots', async () => {
    const { api } = await signedIn('13912345678');
    const empty = await api.study.getMyStudyStats({ query: everything() });
    expect([empty.days, empty.today.reviews, empty.streak_days]).toEqual([[], 0, 0]);
    expect((await api.study.getForgettingCurveDots({ body: everything() })).dots).toEqual([]);
    for (let i = 0; i < 3; i++) store.change((s) => studyOneDay(s, clock.now));
    const stats = await api.study.getMyStudyStats({ query: everything() });
    expect(stats.days.map((day) => day.date)).toEqual([daysBefore(today(), 2), daysBefore(today(), 1), today()]);
    expect(stats.streak_days).toBe(3);
    expect(stats.today.reviews).toBeGreaterThan(0);
    expect(stats.card_counts.new).toBeLessThan(400);
    expect((await api.study.getForgettingCurveDots({ body: everything() })).dots.length).toBeGreaterThan(0);
  });
});
