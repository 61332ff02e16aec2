// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ForgettingCurve, StudyStats } from '../../src/domain/studyStats';
import { StudyStatsView } from '../../src/ui/study/StudyStatsView';
import { renderUi } from './render';

const STATS: StudyStats = {
  start_date: '2026-11-20',
  end_date: '2026-11-26',
  today: { date: '2026-11-26', reviews: 50, minutes: 12.4, correct: 45 },
  days: [
    { date: '2026-11-24', new_cards: 10, learning: 4, review: 16, minutes: 6, correct: 26 },
    { date: '2026-11-26', new_cards: 12, learning: 6, review: 32, minutes: 12.4, correct: 45 },
  ],
  streak_days: 1,
  card_counts: { new: 300, learning: 10, young: 60, mature: 30 },
  retention: { young: { passed: 90, failed: 10 }, mature: { passed: 44, failed: 6 } },
  target_retention: 0.85,
};
const CURVE: ForgettingCurve = {
  decay: 0.5,
  dots: [
    { days: 1, recall_rate: 0.96, count: 40 },
    { days: 7, recall_rate: 0.9, count: 20 },
  ],
};
const EMPTY: StudyStats = {
  ...STATS,
  today: { date: '2026-11-26', reviews: 0, minutes: 0, correct: 0 },
  days: [],
  streak_days: 0,
  card_counts: { new: 0, learning: 0, young: 0, mature: 0 },
  retention: { young: { passed: 0, failed: 0 }, mature: { passed: 0, failed: 0 } },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderStats(stats: StudyStats, curve: ForgettingCurve, onOpenApp = vi.fn()) {
  // jsdom has no canvas: the charts keep their summaries, which is what a screen reader reads.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  renderUi(<StudyStatsView range="7" onRange={vi.fn()} data={{ kind: 'ready', stats, curve }} onOpenApp={onOpenApp} />);
  return onOpenApp;
}

describe('issue 学习: every chart states its figures for screen readers (role="img" + aria-label)', () => {
  it('today: reviews, minutes and the correct rate, as numbers', () => {
    renderStats(STATS, CURVE);
    const today = within(screen.getByRole('region', { name: '今日' }));
    expect(today.getAllByRole('definition').map((d) => d.textContent)).toEqual(['50', '12', '90.0%']);
  });

  it('the calendar: days studied of the range, the streak and the busiest day, written beside it too', () => {
    renderStats(STATS, CURVE);
    screen.getByRole('img', { name: '学习日历：7 天中学习了 2 天，连续学习 1 天，最多的一天是11月26日，复习 50 张' });
    const calendar = within(screen.getByRole('region', { name: '学习日历' }));
    expect(calendar.getByText(/连续学习/).textContent).toBe('连续学习 1 天');
  });

  it('reviews per day: the totals by kind, the minutes and the average per study day', () => {
    renderStats(STATS, CURVE);
    screen.getByRole('img', {
      name: '每日复习：共复习 80 张（新卡 22，学习中 10，复习 48），用时 18 分钟，每个学习日平均 40 张',
    });
  });

  it('card counts: the total and each state, mature meaning an interval of 21 days or more', () => {
    renderStats(STATS, CURVE);
    screen.getByRole('img', {
      name: '卡片：共 400 张，未学 300，学习中 10，年轻 60，成熟 30（成熟指间隔 21 天及以上）',
    });
  });

  it('retention: young and mature against the plan’s target', () => {
    renderStats(STATS, CURVE);
    screen.getByRole('img', {
      name: '保持率：年轻卡片 90.0%（100 次复习），成熟卡片 88.0%（50 次复习），目标 85.0%',
    });
  });

  it('the forgetting curve: the dots, the fitted stability and the recall predicted at 30 days', () => {
    renderStats(STATS, CURVE);
    screen.getByRole('img', {
      name: /^遗忘曲线：2 组共 60 次复习，拟合的记忆稳定性为 \d+(\.\d)? 天.*30 天后预计记住 \d+\.\d%$/,
    });
  });

  it('a tap on a calendar day says its reviews', async () => {
    renderStats(STATS, CURVE);
    const calendar = screen.getByRole('region', { name: '学习日历' });
    await userEvent.click(calendar.querySelector('rect[data-date="2026-11-26"]')!);
    within(calendar).getByText('11月26日：复习 50 张');
  });

  it('no study yet: every chart shows 还没有学习记录，打开App开始学习, and 打开App leads to the app', async () => {
    const onOpenApp = renderStats(EMPTY, { decay: 0.5, dots: [] });
    expect(screen.getAllByText('还没有学习记录，打开App开始学习')).toHaveLength(6);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: '打开App' })[0]!);
    expect(onOpenApp).toHaveBeenCalledOnce();
  });

  it('loading shows a skeleton, and a failure its reason with 重试', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(
      <StudyStatsView range="30" onRange={vi.fn()} data={{ kind: 'loading' }} onOpenApp={vi.fn()} />,
    );
    screen.getByRole('status', { name: '正在加载学习统计' });
    rerender(
      <StudyStatsView
        range="30"
        onRange={vi.fn()}
        data={{ kind: 'failed', error: '服务器返回的学习统计数据有误，请稍后重试', onRetry }}
        onOpenApp={vi.fn()}
      />,
    );
    screen.getByText('服务器返回的学习统计数据有误，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
