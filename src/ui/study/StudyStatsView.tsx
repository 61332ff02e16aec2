import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { STUDY_RANGES, type ForgettingCurve, type StudyRange, type StudyStats } from '../../domain/studyStats';
import { StatusView } from '../shell/StatusView';
import { StudyCalendar } from './StudyCalendar';
import { CardCountsChart, ChartCard, CurveChart, RetentionChart, ReviewsChart, TodayFigures } from './StudyCharts';
import { curveChart, hasCards, hasRetention, hasStudy } from './studyChartData';

/** 学习统计 before sign-in. */
export const STUDY_STATS_SIGN_IN = {
  title: '登录后查看学习统计',
  description: '登录后可以看到你每天的复习、记忆保持率和遗忘曲线',
};

export type StudyStatsData =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string; onRetry: () => void }
  | { kind: 'ready'; stats: StudyStats; curve: ForgettingCurve };

interface StudyStatsViewProps {
  range: StudyRange;
  onRange: (range: StudyRange) => void;
  data: StudyStatsData;
  onOpenApp: () => void;
}

const CHART_TITLES = ['今日', '学习日历', '每日复习', '卡片数量', '保持率', '遗忘曲线'];

/** /me/stats: the range, then today's figures and the five charts, each with its own empty state. */
export function StudyStatsView({ range, onRange, data, onOpenApp }: StudyStatsViewProps) {
  return (
    <Stack p="md" gap="md">
      <SegmentedControl
        fullWidth
        value={range}
        onChange={(value) => onRange(value as StudyRange)}
        data={STUDY_RANGES.map(({ value, label }) => ({ value, label }))}
        aria-label="统计范围"
      />
      <StudyStatsBody data={data} onOpenApp={onOpenApp} />
    </Stack>
  );
}

function StudyStatsBody({ data, onOpenApp }: Pick<StudyStatsViewProps, 'data' | 'onOpenApp'>) {
  if (data.kind === 'failed')
    return (
      <StatusView
        mark="!"
        title="学习统计加载失败"
        description={data.error}
        actions={[{ label: '重试', primary: true, onClick: data.onRetry }]}
      />
    );
  if (data.kind === 'loading')
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="正在加载学习统计">
        {CHART_TITLES.map((title, i) => (
          <Skeleton key={title} height={i === 0 ? 96 : 200} radius="md" />
        ))}
      </Stack>
    );
  const { stats, curve } = data;
  const card = (title: string, empty: boolean, chart: React.ReactNode) => (
    <ChartCard title={title} empty={empty} onOpenApp={onOpenApp}>
      {chart}
    </ChartCard>
  );
  return (
    <>
      {card('今日', !hasStudy(stats) && stats.today.reviews === 0, <TodayFigures stats={stats} />)}
      {card('学习日历', !hasStudy(stats), <StudyCalendar stats={stats} />)}
      {card('每日复习', !hasStudy(stats), <ReviewsChart stats={stats} />)}
      {card('卡片数量', !hasCards(stats), <CardCountsChart stats={stats} />)}
      {card('保持率', !hasRetention(stats), <RetentionChart stats={stats} />)}
      {card('遗忘曲线', curveChart(curve).fit === null, <CurveChart curve={curve} />)}
    </>
  );
}
