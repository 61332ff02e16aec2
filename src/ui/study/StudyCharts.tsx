import { Button, Stack, Text, Title } from '@mantine/core';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, type ReactNode } from 'react';
import type { ForgettingCurve, StudyStats } from '../../domain/studyStats';
import { PALETTE } from '../theme/theme';
import { ChartCanvas } from './ChartCanvas';
import { Figures } from './Figures';
import {
  CARD_STATES,
  cardCountsSummary,
  curveChart,
  curveSummary,
  retentionFigures,
  retentionSummary,
  reviewBars,
  reviewsSummary,
  todaySummary,
} from './studyChartData';
import classes from './StudyCharts.module.css';

export const EMPTY_STUDY_TEXT = '还没有学习记录，打开App开始学习';

const COLORS = {
  new: PALETTE.alipay,
  learning: PALETTE.gold[5],
  young: PALETTE.jade[4],
  review: PALETTE.jade[7],
  mature: PALETTE.jade[9],
  line: PALETTE.orangeText,
  ink: PALETTE.dimmed,
};

interface ChartCardProps {
  title: string;
  /** No data for this chart yet: says so, with the way to the app. */
  empty: boolean;
  onOpenApp: () => void;
  children: ReactNode;
}

/** A chart's card: its title, and the chart or the empty state. */
export function ChartCard({ title, empty, onOpenApp, children }: ChartCardProps) {
  return (
    <section className={classes.card} aria-label={title}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Stack gap="xs" align="center" py="md">
          <Text size="sm" c="dimmed">
            {EMPTY_STUDY_TEXT}
          </Text>
          <Button size="compact-md" variant="light" onClick={onOpenApp}>
            打开App
          </Button>
        </Stack>
      ) : (
        children
      )}
    </section>
  );
}

export function TodayFigures({ stats }: { stats: StudyStats }) {
  const today = todaySummary(stats);
  return (
    <Figures
      items={[
        ['复习卡片', `${today.reviews}`],
        ['学习分钟', `${today.minutes}`],
        ['正确率', today.correctRate],
      ]}
    />
  );
}

const legend = { position: 'bottom' as const, labels: { boxWidth: 10, boxHeight: 10 } };

export function ReviewsChart({ stats }: { stats: StudyStats }) {
  const config = useMemo((): ChartConfiguration => {
    const bars = reviewBars(stats);
    const stack = (label: string, key: 'new_cards' | 'learning' | 'review', color: string) => ({
      type: 'bar' as const,
      label,
      data: bars.map((bar) => bar[key]),
      backgroundColor: color,
      stack: 'reviews',
      yAxisID: 'y',
    });
    return {
      type: 'bar',
      data: {
        labels: bars.map((bar) => bar.label),
        datasets: [
          stack('新卡', 'new_cards', COLORS.new),
          stack('学习中', 'learning', COLORS.learning),
          stack('复习', 'review', COLORS.review),
          {
            type: 'line' as const,
            label: '分钟',
            data: bars.map((bar) => bar.minutes),
            borderColor: COLORS.line,
            backgroundColor: COLORS.line,
            pointRadius: 0,
            borderWidth: 1.5,
            yAxisID: 'minutes',
          },
        ],
      } as ChartConfiguration['data'],
      options: {
        interaction: { mode: 'index', intersect: false },
        plugins: { legend },
        scales: {
          x: { stacked: true, ticks: { maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, title: { display: true, text: '张' } },
          minutes: {
            position: 'right',
            beginAtZero: true,
            grid: { display: false },
            title: { display: true, text: '分钟' },
          },
        },
      },
    };
  }, [stats]);
  return <ChartCanvas summary={reviewsSummary(stats)} height={220} config={config} />;
}

export function CardCountsChart({ stats }: { stats: StudyStats }) {
  const config = useMemo(
    (): ChartConfiguration<'doughnut'> => ({
      type: 'doughnut',
      data: {
        labels: CARD_STATES.map(({ label, key }) => `${label} ${stats.card_counts[key]}`),
        datasets: [
          {
            data: CARD_STATES.map(({ key }) => stats.card_counts[key]),
            backgroundColor: CARD_STATES.map(({ key }) => COLORS[key]),
            borderWidth: 1,
          },
        ],
      },
      options: { cutout: '60%', plugins: { legend: { ...legend, position: 'right' } } },
    }),
    [stats],
  );
  return <ChartCanvas summary={cardCountsSummary(stats)} height={180} config={config as ChartConfiguration} />;
}

const asPercent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

export function RetentionChart({ stats }: { stats: StudyStats }) {
  const config = useMemo((): ChartConfiguration => {
    const figures = retentionFigures(stats);
    const target = asPercent(figures.target)!;
    return {
      type: 'bar',
      data: {
        labels: ['年轻卡片', '成熟卡片'],
        datasets: [
          {
            type: 'bar' as const,
            label: '答对比例 %',
            data: [asPercent(figures.young), asPercent(figures.mature)],
            backgroundColor: [COLORS.young, COLORS.mature],
          },
          {
            type: 'line' as const,
            label: `目标 ${target}%`,
            data: [target, target],
            borderColor: COLORS.line,
            borderDash: [4, 4],
            pointRadius: 0,
            borderWidth: 1.5,
          },
        ],
      } as ChartConfiguration['data'],
      options: {
        indexAxis: 'x',
        plugins: { legend },
        scales: { y: { min: 50, max: 100, title: { display: true, text: '%' } }, x: { grid: { display: false } } },
      },
    };
  }, [stats]);
  return <ChartCanvas summary={retentionSummary(stats)} height={200} config={config} />;
}

export function CurveChart({ curve }: { curve: ForgettingCurve }) {
  const config = useMemo((): ChartConfiguration => {
    const { line } = curveChart(curve);
    const most = Math.max(...curve.dots.map((dot) => dot.count), 1);
    return {
      type: 'scatter',
      data: {
        datasets: [
          {
            type: 'scatter' as const,
            label: '实际记住的比例',
            data: curve.dots.map((dot) => ({ x: dot.days, y: Math.round(dot.recall_rate * 1000) / 10 })),
            pointRadius: curve.dots.map((dot) => 3 + 5 * Math.sqrt(dot.count / most)),
            backgroundColor: COLORS.review,
          },
          {
            type: 'line' as const,
            label: '拟合曲线',
            data: line.map((point) => ({ x: point.x, y: Math.round(point.y * 1000) / 10 })),
            borderColor: COLORS.line,
            pointRadius: 0,
            borderWidth: 2,
          },
        ],
      } as ChartConfiguration['data'],
      options: {
        plugins: {
          legend,
          tooltip: {
            callbacks: {
              label: (item) => {
                const dot = item.datasetIndex === 0 ? curve.dots[item.dataIndex] : undefined;
                const base = `${item.parsed.x} 天后记住 ${item.parsed.y}%`;
                return dot ? `${base}（${dot.count} 次复习）` : `拟合：${base}`;
              },
            },
          },
        },
        scales: {
          x: { type: 'linear', beginAtZero: true, title: { display: true, text: '距上次复习的天数' } },
          y: { suggestedMin: 50, max: 100, title: { display: true, text: '记住的比例 %' } },
        },
      },
    };
  }, [curve]);
  return <ChartCanvas summary={curveSummary(curve)} height={220} config={config} />;
}
