import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseStudyRange, studyRangeQuery, type StudyRange } from '../../domain/studyStats';
import { chinaDate } from '../../lib/studyDates';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { STUDY_STATS_SIGN_IN, StudyStatsView, type StudyStatsData } from '../../ui/study/StudyStatsView';
import { api } from '../api';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

const RANGE_KEY = 'range';

/** Both calls for one range, ending today in China; spec §5: both dates go with each. */
async function loadStudyStats(range: StudyRange) {
  await requireLogin();
  const query = studyRangeQuery(range, chinaDate(Date.now()));
  const [stats, curve] = await Promise.all([
    api.study.getMyStudyStats({ query }),
    api.study.getForgettingCurveDots({ body: query }),
  ]);
  return { range, stats, curve };
}

/** /me/stats, 学习统计: the range is kept in the address, so a reload or Back shows the same one. */
export default function StudyStats() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const range = parseStudyRange(params.get(RANGE_KEY));
  const request = useRequest(loadStudyStats);
  const { run, done, result } = request;
  useEffect(() => {
    run(range);
  }, [run, range]);
  // A range picked while another loaded was not taken (one request at a time): load it once that one is in.
  useEffect(() => {
    if (done && result?.range !== range) run(range);
  }, [done, result, range, run]);

  if (request.error === LOGIN_CANCELLED_TEXT)
    return (
      <TitledScreen>
        <SignInNeeded {...STUDY_STATS_SIGN_IN} onLogin={() => run(range)} onHome={() => void navigate('/')} />
      </TitledScreen>
    );
  const data: StudyStatsData = request.error
    ? { kind: 'failed', error: request.error, onRetry: () => run(range) }
    : result?.range === range && !request.busy
      ? { kind: 'ready', stats: result.stats, curve: result.curve }
      : { kind: 'loading' };
  return (
    <TitledScreen>
      <StudyStatsView
        range={range}
        onRange={(next) => setParams({ [RANGE_KEY]: next }, { replace: true })}
        data={data}
        onOpenApp={() => void navigate('/go/landing')}
      />
    </TitledScreen>
  );
}
