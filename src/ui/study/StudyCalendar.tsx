import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { reviewsOf, type StudyStats } from '../../domain/studyStats';
import { daysBefore, daysBetween, weekday } from '../../lib/studyDates';
import { PALETTE } from '../theme/theme';
import { calendarSummary, chartStart } from './studyChartData';
import classes from './StudyCharts.module.css';

const GAP = 2;
const LABELS_WIDTH = 16;
const MONTHS_HEIGHT = 14;
const MAX_RECT = 16;
const MIN_RECT = 8;
const WEEKDAYS = ['一', '', '三', '', '五', '', '日'];
const LEVELS = [PALETTE.jade[2], PALETTE.jade[4], PALETTE.jade[7], PALETTE.jade[9]];

/** Monday-first row of a day: 0 Monday … 6 Sunday. */
const row = (date: string) => (weekday(date) + 6) % 7;

/** The colour of a day's reviews: four steps up to the busiest day of the range. */
const level = (reviews: number, most: number) => LEVELS[Math.min(3, Math.floor((reviews / most) * 4 - 1e-9))]!;

/**
 * Reviews per day as a calendar heatmap (a column per week, Monday on top) that fits the card's width: a long range
 * shows its latest weeks. A tap on a day says its figures.
 */
export function StudyCalendar({ stats }: { stats: StudyStats }) {
  const { ref, width } = useElementSize();
  const [picked, setPicked] = useState<string | null>(null);
  const byDate = new Map(stats.days.map((day) => [day.date, reviewsOf(day)]));
  const most = Math.max(1, ...byDate.values());
  const room = (width > 0 ? width : 311) - LABELS_WIDTH;
  const first = chartStart(stats);
  const fitting = Math.floor(room / (MIN_RECT + GAP));
  const weeks = Math.min(fitting, Math.ceil((daysBetween(first, stats.end_date) + row(first) + 1) / 7));
  const earliest = daysBefore(stats.end_date, row(stats.end_date) + (weeks - 1) * 7);
  const start = first > earliest ? first : earliest;
  const rect = Math.max(MIN_RECT, Math.min(MAX_RECT, Math.floor(room / weeks) - GAP));
  const step = rect + GAP;
  const monday = daysBefore(start, row(start));
  const cells = [];
  for (let day = start; day <= stats.end_date; day = daysBefore(day, -1)) {
    const column = Math.floor(daysBetween(monday, day) / 7);
    cells.push({ day, x: LABELS_WIDTH + column * step, y: MONTHS_HEIGHT + row(day) * step });
  }
  // A month is named over its first day, and over the first column when that month has most of its days still ahead.
  const months = cells.filter(({ day }, i) => day.endsWith('-01') || (i === 0 && Number(day.slice(8, 10)) <= 20));
  const pickedReviews = picked ? (byDate.get(picked) ?? 0) : 0;
  return (
    <div ref={ref} className={classes.calendar}>
      <Group gap="lg" mb="xs">
        <Text size="sm">
          连续学习 <b>{stats.streak_days}</b> 天
        </Text>
        <Text size="sm">
          学习天数 <b>{stats.days.length}</b> 天
        </Text>
      </Group>
      <svg
        role="img"
        aria-label={calendarSummary(stats)}
        width={LABELS_WIDTH + weeks * step}
        height={MONTHS_HEIGHT + 7 * step}
        className={classes.heatmap}
      >
        {WEEKDAYS.map((label, i) => (
          <text key={i} x={0} y={MONTHS_HEIGHT + i * step + rect - 1} className={classes.label}>
            {label}
          </text>
        ))}
        {months.map(({ day, x }) => (
          <text key={day} x={x} y={MONTHS_HEIGHT - 4} className={classes.label}>
            {Number(day.slice(5, 7))}月
          </text>
        ))}
        {cells.map(({ day, x, y }) => {
          const reviews = byDate.get(day);
          return (
            <rect
              key={day}
              data-date={day}
              x={x}
              y={y}
              width={rect}
              height={rect}
              rx={2}
              className={classes.rect}
              fill={reviews ? level(reviews, most) : undefined}
              data-empty={reviews ? undefined : true}
              data-picked={day === picked || undefined}
              onClick={() => setPicked(day)}
            />
          );
        })}
      </svg>
      <Text size="sm" c="dimmed" mt={4} aria-live="polite">
        {picked
          ? `${Number(picked.slice(5, 7))}月${Number(picked.slice(8, 10))}日：${pickedReviews > 0 ? `复习 ${pickedReviews} 张` : '没有学习'}`
          : '点一下某天，查看当天的复习数'}
      </Text>
    </div>
  );
}
