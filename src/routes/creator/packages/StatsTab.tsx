import { useState } from 'react';
import { hardestCards, RATE_LOG_DAYS, type CardRating } from '../../../domain/cardRating';
import { RatingStatsView } from '../../../ui/packages/RatingStatsView';
import { api } from '../../api';
import { OpenCardPreview } from './packageDialogs';
import type { PackageTabProps } from './tabProps';
import { useCreatorLoad } from './useCreatorLoad';

/** 数据: readers' answers over the last days, and the hardest cards, each opening its preview. */
export function StatsTab({ pkg }: PackageTabProps) {
  const body = { package_uuid: pkg.package_uuid };
  const load = useCreatorLoad(async () => {
    const [ratings, logs] = await Promise.all([
      api.hpkg.getRateStatistic({ body, noToast: true }),
      api.hpkg.getRateLogs({ body: { ...body, days: RATE_LOG_DAYS }, noToast: true }),
    ]);
    return { days: logs.items, hardest: hardestCards(ratings.items) };
  });
  const [open, setOpen] = useState<CardRating | null>(null);
  return (
    <>
      <RatingStatsView stats={load.data ?? null} error={load.error} onRetry={load.reload} onOpen={setOpen} />
      <OpenCardPreview packageUuid={pkg.package_uuid} card={open} onClose={() => setOpen(null)} />
    </>
  );
}
