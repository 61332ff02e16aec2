import { DEFAULT_THEME, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { MIN_RATINGS, RATE_LOG_DAYS, type CardRating, type RateDay } from '../../domain/cardRating';
import { LoadFailed, StatusView } from '../shell/StatusView';
import { ChartCanvas } from '../study/ChartCanvas';
import { PALETTE } from '../theme/theme';

type Counts = Pick<RateDay, 'again' | 'hard' | 'good' | 'easy'>;
const answersOf = (counts: Counts) => counts.again + counts.hard + counts.good + counts.easy;
const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part * 100) / whole)}%`;
const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** The words of a package's 数据 tab. */
export const RATING_COPY = {
  loading: '学习数据加载中',
  loadFailed: '学习数据加载失败',
  notEnough: '还没有足够的学习数据',
  notEnoughHint: `读者对一张卡片作答 ${MIN_RATINGS} 次以上，这里才会列出它。`,
  chart: `近 ${RATE_LOG_DAYS} 天的作答`,
  hardest: '最难的卡片',
  hardestHint: '忘记越多越靠前（困难算一半），点一张看它的样子',
  row: (rating: CardRating) =>
    `忘记 ${percent(rating.again, answersOf(rating))} · 困难 ${percent(rating.hard, answersOf(rating))} · ${answersOf(rating)} 次作答`,
  axis: '次',
};

/** Anki's four answers, in the order a reader meets them, each with its colour. */
const ANSWERS = [
  { key: 'again', label: '忘记', color: DEFAULT_THEME.colors.red[8] },
  { key: 'hard', label: '困难', color: PALETTE.gold[5] },
  { key: 'good', label: '良好', color: PALETTE.jade[6] },
  { key: 'easy', label: '简单', color: PALETTE.alipay },
] as const;

/** The chart in words, for screen readers: each answer's count over the days, and the busiest day. */
function ratingSummary(days: RateDay[]): string {
  const sum = (key: keyof Counts) => days.reduce((total, day) => total + day[key], 0);
  const total = days.reduce((all, day) => all + answersOf(day), 0);
  if (total === 0) return `近 ${days.length} 天没有作答`;
  const busiest = days.reduce((best, day) => (answersOf(day) > answersOf(best) ? day : best));
  const each = ANSWERS.map(({ key, label }) => `${label} ${sum(key)} 次`).join('，');
  return `近 ${days.length} 天共 ${total} 次作答：${each}。最多的一天是 ${shortDate(busiest.date)}，${answersOf(busiest)} 次。`;
}

function AnswersChart({ days }: { days: RateDay[] }) {
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: days.map((day) => shortDate(day.date)),
        datasets: ANSWERS.map(({ key, label, color }) => ({
          label,
          data: days.map((day) => day[key]),
          backgroundColor: color,
          stack: 'answers',
        })),
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 10, boxHeight: 10 } } },
        scales: {
          x: { stacked: true, ticks: { maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, title: { display: true, text: RATING_COPY.axis } },
        },
      },
    }),
    [days],
  );
  return <ChartCanvas summary={ratingSummary(days)} height={220} config={config as ChartConfiguration} />;
}

export interface RatingStatsViewProps {
  /** The days of answers (oldest first) and the hardest cards (hardest first); null before they are read. */
  stats: { days: RateDay[]; hardest: CardRating[] } | null;
  error: string;
  onRetry: () => void;
  onOpen: (card: CardRating) => void;
}

/** 数据: how readers answered the package's cards, day by day, and the cards they find hardest, each opening. */
export function RatingStatsView({ stats, error, onRetry, onOpen }: RatingStatsViewProps) {
  if (!stats && error) return <LoadFailed title={RATING_COPY.loadFailed} error={error} onRetry={onRetry} />;
  if (!stats)
    return (
      <Stack gap="sm" p="md" role="status" aria-label={RATING_COPY.loading}>
        <Skeleton height={220} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  const { days, hardest } = stats;
  const answered = days.some((day) => answersOf(day) > 0);
  if (!answered && hardest.length === 0)
    return <StatusView mark="—" title={RATING_COPY.notEnough} description={RATING_COPY.notEnoughHint} actions={[]} />;
  return (
    <Stack gap="md" p="md">
      {answered && (
        <Paper component="section" withBorder radius="md" p="md" aria-label={RATING_COPY.chart}>
          <Title order={2} size="h5" mb="xs">
            {RATING_COPY.chart}
          </Title>
          <AnswersChart days={days} />
        </Paper>
      )}
      <Paper component="section" withBorder radius="md" p="md" aria-label={RATING_COPY.hardest}>
        <Title order={2} size="h5">
          {RATING_COPY.hardest}
        </Title>
        {hardest.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {`${RATING_COPY.notEnough}：${RATING_COPY.notEnoughHint}`}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb="xs">
              {RATING_COPY.hardestHint}
            </Text>
            <Stack gap={0} component="ol" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {hardest.map((card, index) => (
                <li key={card.card_id}>
                  <UnstyledButton w="100%" py="xs" onClick={() => onOpen(card)}>
                    <Group wrap="nowrap" gap="sm">
                      <Text fw={700} c="jade.9" w={24} ta="right" style={{ flexShrink: 0 }}>
                        {index + 1}
                      </Text>
                      <div style={{ minWidth: 0, flex: 1 }}>
                        <Text fw={500} lineClamp={1}>
                          {card.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {RATING_COPY.row(card)}
                        </Text>
                      </div>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}
