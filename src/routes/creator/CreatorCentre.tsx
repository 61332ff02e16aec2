import { useEffect, useState } from 'react';
import type { UgcBook } from '../../domain/ugcBook';
import { useNavigate } from 'react-router-dom';
import { CREATOR_FILES, downloadCreatorFile, saveFile, type CreatorFile } from '../../services/creatorDownload';
import { toast } from '../../services/toast';
import {
  CREATOR_CENTRE_COPY,
  CreatorCentreSkeleton,
  CreatorCentreView,
  type CreatorEntry,
  type ShelfCount,
} from '../../ui/creator/CreatorCentreView';
import { MenuGuide, MENU_GUIDES } from '../../ui/shell/MenuGuide';
import { HOME_LABEL, LoadFailed, SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { envFacts } from '../app';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { signedIn, signInCancelled, soldOrderRow } from './soldOrders';

/** Signed in and approved: the figures and the latest orders; anyone else goes to the application's status. */
async function loadCentre() {
  await signedIn();
  const { status } = await api.creator.getApplicationStatus({ noToast: true });
  if (status !== 'APPROVED') return 'not-creator' as const;
  return api.order.listCreatorOrders({ query: { filter_type: 'ALL' }, body: { page_size: 3 }, noToast: true });
}

/** 下载收入明细 / 下载订单: a one-time token, then the file; the WeChat-like browser cannot download, so it guides out. */
function useDownloads() {
  const [asked, setAsked] = useState<CreatorFile | null>(null);
  const [guide, setGuide] = useState(false);
  const download = useRequest(
    (file: CreatorFile) =>
      downloadCreatorFile({ api, apiURL: envFacts.apiURL, fetch: (...args) => window.fetch(...args) }, file),
    (file) => {
      saveFile(file);
      toast(CREATOR_CENTRE_COPY.downloading(file.filename), { tone: 'success' });
    },
  );
  const buttons = (Object.keys(CREATOR_FILES) as CreatorFile[]).map((file) => ({
    label: CREATOR_FILES[file].label,
    busy: download.busy && asked === file,
    onClick: () => {
      if (envFacts.isWx) return setGuide(true);
      if (download.busy) return;
      setAsked(file);
      download.run(file);
    },
  }));
  const guideView = <MenuGuide opened={guide} copy={MENU_GUIDES.download} onClose={() => setGuide(false)} />;
  return { buttons, error: download.error, guide: guideView };
}

/** 我的作品's count: how many books, and how many are under review, once read. */
const shelfCount = (books: UgcBook[] | undefined): ShelfCount | null =>
  books ? { books: books.length, reviewing: books.filter((book) => book.status === 'REVIEWING').length } : null;

const ENTRY_PATHS: Record<CreatorEntry, string> = {
  orders: '/creator/orders',
  books: '/creator/books',
  packages: '/creator/packages',
  feedback: '/creator/feedback',
  promotion: '/me/promotion',
};

/** /creator, 创作者中心: income this month and in total, orders this month, downloads, and the creator's screens. */
export default function CreatorCentre() {
  const navigate = useNavigate();
  const centre = useRequest(loadCentre);
  const { run } = centre;
  useEffect(() => run(undefined), [run]);
  const notCreator = centre.result === 'not-creator';
  useEffect(() => {
    if (notCreator) void navigate('/creator/apply-status', { replace: true });
  }, [notCreator, navigate]);
  const downloads = useDownloads();
  const shelf = useRequest(() => api.ugc.listMyUgcBooks({ noToast: true }));
  const { run: readShelf } = shelf;
  const approved = centre.result !== undefined && centre.result !== 'not-creator';
  useEffect(() => {
    if (approved) readShelf(undefined);
  }, [approved, readShelf]);
  const home = () => void navigate('/');

  let body;
  if (signInCancelled(centre.error))
    body = <SignInNeeded {...CREATOR_CENTRE_COPY.signIn} onLogin={() => run(undefined)} onHome={home} />;
  else if (centre.error)
    body = (
      <LoadFailed
        title={CREATOR_CENTRE_COPY.loadFailed}
        error={centre.error}
        onRetry={() => run(undefined)}
        also={{ label: HOME_LABEL, onClick: home }}
      />
    );
  else if (!centre.result || centre.result === 'not-creator') body = <CreatorCentreSkeleton />;
  else {
    const { summary, items } = centre.result;
    body = (
      <>
        <CreatorCentreView
          figures={{
            monthIncome: summary.month_income,
            totalIncome: summary.total_income,
            monthOrders: summary.month_orders,
          }}
          recent={items.map(soldOrderRow)}
          downloads={downloads.buttons}
          downloadError={downloads.error}
          onAllOrders={() => void navigate('/creator/orders')}
          shelf={shelfCount(shelf.result?.items)}
          onEntry={(entry) => void navigate(ENTRY_PATHS[entry])}
        />
        {downloads.guide}
      </>
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}
