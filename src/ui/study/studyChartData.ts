import { fitForgettingCurve, recallAt, type CurveFit } from '../../domain/forgettingCurve';
import {
  ALL_TIME_START,
  MATURE_INTERVAL_DAYS,
  passRate,
  reviewsOf,
  type ForgettingCurve,
  type StudyDay,
  type StudyStats,
} from '../../domain/studyStats';
import { daysBefore, daysBetween } from '../../lib/studyDates';

/** What the charts draw, shaped once from the answers; the summaries read the same figures. */

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const shortDate = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** Ranges longer than this are drawn a bar per week, so a bar stays wide enough to tap at 375 px. */
const DAILY_BARS_UP_TO = 45;

export interface ReviewBar {
  label: string;
  new_cards: number;
  learning: number;
  review: number;
  minutes: number;
}

/** The first day the charts show: the range's start, or, for 全部, the first day studied. */
export const chartStart = (stats: StudyStats) =>
  stats.start_date === ALL_TIME_START && stats.days.length > 0 ? stats.days[0]!.date : stats.start_date;

/** One bar per day (per week on long ranges, labelled by its first day), days without study included as zero. */
export function reviewBars(stats: StudyStats): ReviewBar[] {
  const start = chartStart(stats);
  const span = daysBetween(start, stats.end_date) + 1;
  const width = span > DAILY_BARS_UP_TO ? 7 : 1;
  const bars: ReviewBar[] = [];
  for (let offset = 0; offset < span; offset += width) {
    const first = daysBefore(start, -offset);
    const last = daysBefore(start, -(offset + width - 1));
    const inBar = stats.days.filter((day) => day.date >= first && day.date <= last);
    const total = (pick: (day: StudyDay) => number) => inBar.reduce((sum, day) => sum + pick(day), 0);
    bars.push({
      label: `${Number(first.slice(5, 7))}/${Number(first.slice(8, 10))}`,
      new_cards: total((day) => day.new_cards),
      learning: total((day) => day.learning),
      review: total((day) => day.review),
      minutes: Math.round(total((day) => day.minutes)),
    });
  }
  return bars;
}

export const hasStudy = (stats: StudyStats) => stats.days.length > 0;

export function todaySummary({ today }: StudyStats) {
  const rate = today.reviews === 0 ? null : today.correct / today.reviews;
  return {
    reviews: today.reviews,
    minutes: Math.round(today.minutes),
    correctRate: rate === null ? '—' : percent(rate),
  };
}

export function calendarSummary(stats: StudyStats): string {
  const span = daysBetween(chartStart(stats), stats.end_date) + 1;
  const busiest = stats.days.reduce<StudyDay | null>(
    (best, day) => (best && reviewsOf(best) >= reviewsOf(day) ? best : day),
    null,
  );
  const most = busiest ? `，最多的一天是${shortDate(busiest.date)}，复习 ${reviewsOf(busiest)} 张` : '';
  return `学习日历：${span} 天中学习了 ${stats.days.length} 天，连续学习 ${stats.streak_days} 天${most}`;
}

export function reviewsSummary(stats: StudyStats): string {
  const sum = (pick: (day: StudyDay) => number) => stats.days.reduce((total, day) => total + pick(day), 0);
  const reviews = sum(reviewsOf);
  const average = stats.days.length === 0 ? 0 : Math.round(reviews / stats.days.length);
  return (
    `每日复习：共复习 ${reviews} 张（新卡 ${sum((d) => d.new_cards)}，学习中 ${sum((d) => d.learning)}，` +
    `复习 ${sum((d) => d.review)}），用时 ${Math.round(sum((d) => d.minutes))} 分钟，每个学习日平均 ${average} 张`
  );
}

export const CARD_STATES = [
  { key: 'new', label: '未学' },
  { key: 'learning', label: '学习中' },
  { key: 'young', label: '年轻' },
  { key: 'mature', label: '成熟' },
] as const;

export const cardTotal = ({ card_counts: c }: StudyStats) => c.new + c.learning + c.young + c.mature;

export function cardCountsSummary(stats: StudyStats): string {
  const parts = CARD_STATES.map(({ key, label }) => `${label} ${stats.card_counts[key]}`).join('，');
  return `卡片：共 ${cardTotal(stats)} 张，${parts}（成熟指间隔 ${MATURE_INTERVAL_DAYS} 天及以上）`;
}

export const hasCards = (stats: StudyStats) => cardTotal(stats) > stats.card_counts.new;

export function retentionFigures({ retention, target_retention }: StudyStats) {
  return {
    young: passRate(retention.young),
    mature: passRate(retention.mature),
    youngCount: retention.young.passed + retention.young.failed,
    matureCount: retention.mature.passed + retention.mature.failed,
    target: target_retention,
  };
}

export function retentionSummary(stats: StudyStats): string {
  const f = retentionFigures(stats);
  const part = (label: string, rate: number | null, count: number) =>
    rate === null ? `${label}还没有复习` : `${label} ${percent(rate)}（${count} 次复习）`;
  return `保持率：${part('年轻卡片', f.young, f.youngCount)}，${part('成熟卡片', f.mature, f.matureCount)}，目标 ${percent(f.target)}`;
}

export const hasRetention = (stats: StudyStats) => {
  const f = retentionFigures(stats);
  return f.youngCount + f.matureCount > 0;
};

export interface CurveChart {
  fit: CurveFit | null;
  /** The fitted curve, a point a day out to the farthest dot. */
  line: { x: number; y: number }[];
}

export function curveChart(curve: ForgettingCurve): CurveChart {
  const fit = fitForgettingCurve(curve.dots, curve.decay);
  if (!fit) return { fit, line: [] };
  const farthest = Math.max(...curve.dots.map((dot) => dot.days), 1);
  const step = Math.max(1, Math.ceil(farthest / 60));
  const line = [];
  for (let day = 0; day <= farthest; day += step) line.push({ x: day, y: recallAt(day, fit.stability, fit.decay) });
  return { fit, line };
}

export function curveSummary(curve: ForgettingCurve): string {
  const { fit } = curveChart(curve);
  if (!fit) return '遗忘曲线：还没有足够的复习数据';
  const reviews = curve.dots.reduce((sum, dot) => sum + dot.count, 0);
  const stability = fit.stability >= 10 ? Math.round(fit.stability) : Math.round(fit.stability * 10) / 10;
  return (
    `遗忘曲线：${curve.dots.length} 组共 ${reviews} 次复习，拟合的记忆稳定性为 ${stability} 天` +
    `（记住的比例降到 90% 所需天数），30 天后预计记住 ${percent(recallAt(30, fit.stability, fit.decay))}`
  );
}
