import { describe, expect, it } from 'vitest';
import { DecodeError } from '../../src/domain/decode';
import { fitForgettingCurve, recallAt } from '../../src/domain/forgettingCurve';
import {
  decodeForgettingCurve,
  decodeStudyStats,
  passRate,
  parseStudyRange,
  studyRangeQuery,
} from '../../src/domain/studyStats';

const STATS = {
  start_date: '2026-10-28',
  end_date: '2026-11-26',
  today: { date: '2026-11-26', reviews: 40, minutes: 12.5, correct: 35 },
  days: [{ date: '2026-11-26', new_cards: 10, learning: 5, review: 25, minutes: 12.5, correct: 35 }],
  streak_days: 3,
  card_counts: { new: 100, learning: 5, young: 20, mature: 30 },
  retention: { young: { passed: 9, failed: 1 }, mature: { passed: 22, failed: 3 } },
};

describe('study statistics decoders (assumed shapes of /studystat/v1/*)', () => {
  it('reads a full answer and defaults the target retention to 0.9', () => {
    const stats = decodeStudyStats(STATS);
    expect(stats.target_retention).toBe(0.9);
    expect(stats.days[0]?.review).toBe(25);
  });

  it('keeps a target retention the plan sets', () => {
    expect(decodeStudyStats({ ...STATS, target_retention: 0.85 }).target_retention).toBe(0.85);
  });

  it.each([
    ['a negative count', { ...STATS, card_counts: { ...STATS.card_counts, new: -1 } }, 'card_counts.new'],
    ['a date that is not YYYY-MM-DD', { ...STATS, days: [{ ...STATS.days[0], date: '26/11/2026' }] }, 'days.0.date'],
    ['a missing retention', { ...STATS, retention: undefined }, 'retention'],
    ['a target retention of 1.5', { ...STATS, target_retention: 1.5 }, 'target_retention'],
  ])('refuses %s with a Chinese error that names the place', (_, json, path) => {
    const error = (() => {
      try {
        decodeStudyStats(json);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).message).toBe('服务器返回的学习统计数据有误，请稍后重试');
    expect((error as DecodeError).path).toBe(path);
  });

  it('reads curve dots and defaults the decay to 0.5; a recall rate above 1 is refused', () => {
    expect(decodeForgettingCurve({ dots: [{ days: 1, recall_rate: 0.95, count: 10 }] }).decay).toBe(0.5);
    expect(() => decodeForgettingCurve({ dots: [{ days: 1, recall_rate: 1.2, count: 10 }] })).toThrow(
      '服务器返回的遗忘曲线数据有误',
    );
  });

  it('passRate is null without answers, and the share answered right otherwise', () => {
    expect(passRate({ passed: 0, failed: 0 })).toBeNull();
    expect(passRate({ passed: 88, failed: 12 })).toBeCloseTo(0.88);
  });
});

describe('spec §5: start_date and end_date are both sent, for every range', () => {
  it.each([
    ['7', '2026-11-20'],
    ['30', '2026-10-28'],
    ['90', '2026-08-29'],
    ['all', '2015-01-01'],
  ] as const)('range %s starts on %s and ends today', (range, start) => {
    expect(studyRangeQuery(range, '2026-11-26')).toEqual({ start_date: start, end_date: '2026-11-26' });
  });

  it('an unknown range in the address falls back to 30 days', () => {
    expect(parseStudyRange('365')).toBe('30');
    expect(parseStudyRange(null)).toBe('30');
    expect(parseStudyRange('all')).toBe('all');
  });
});

describe('forgetting curve R(t) = (1 + f·t/S)^(−d), f = 0.9^(−1/d) − 1', () => {
  it('is 1 at t = 0 and 0.9 at t = S, for any decay', () => {
    for (const decay of [0.2, 0.5, 1]) {
      expect(recallAt(0, 12, decay)).toBe(1);
      expect(recallAt(12, 12, decay)).toBeCloseTo(0.9, 12);
    }
  });

  it('falls as time passes and rises with stability', () => {
    expect(recallAt(30, 10, 0.5)).toBeLessThan(recallAt(10, 10, 0.5));
    expect(recallAt(30, 40, 0.5)).toBeGreaterThan(recallAt(30, 10, 0.5));
  });

  it('the fit recovers the stability of dots drawn from the curve', () => {
    const dots = [1, 3, 7, 14, 30, 60].map((days) => ({ days, recall_rate: recallAt(days, 25, 0.5), count: 50 }));
    expect(fitForgettingCurve(dots, 0.5)?.stability).toBeCloseTo(25, 2);
  });

  it('the fit weighs each dot by its reviews: a heavy dot pulls the curve to it', () => {
    const light = [
      { days: 10, recall_rate: 0.9, count: 1 },
      { days: 10, recall_rate: 0.7, count: 100 },
    ];
    const fit = fitForgettingCurve(light, 0.5)!;
    expect(recallAt(10, fit.stability, 0.5)).toBeLessThan(0.72);
  });

  it('the fit is null without dots a day or more after a review', () => {
    expect(fitForgettingCurve([], 0.5)).toBeNull();
    expect(fitForgettingCurve([{ days: 0, recall_rate: 1, count: 5 }], 0.5)).toBeNull();
    expect(fitForgettingCurve([{ days: 3, recall_rate: 0.9, count: 0 }], 0.5)).toBeNull();
  });
});
