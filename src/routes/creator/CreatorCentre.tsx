import { useEffect, useState } from 'react';
import type { UgcBook } from '../../domain/ugcBook';
import { useNavigate } from 'react-router-dom';
import { CREATOR_FILES, downloadCreatorFile, saveFile, type CreatorFile } from '../../services/creatorDownload';
import { toast } from '../../services/toast';
import { CreatorCentreSkeleton, CreatorCentreView } from '../../ui/creator/CreatorCentreView';
import { MenuGuide, MENU_GUIDES } from '../../ui/shell/MenuGuide';
import { SignInNeeded, StatusView } from '../../ui/shell/StatusView';
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
      toast(`已开始下载 ${file.filename}`, { tone: 'success' });
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

/** 我的作品's line: how many books, and how many are under review, once read. */
function shelfText(books: UgcBook[] | undefined): string {
  if (!books) return '修改、排序、提交审核你的书';
  const reviewing = books.filter((book) => book.status === 'REVIEWING').length;
  return `${books.length} 本${reviewing ? `，${reviewing} 本审核中` : ''}`;
}

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
    body = (
      <SignInNeeded
        title="登录后进入创作者中心"
        description="创作者中心与你的账号绑定，登录后查看收入和订单。"
        onLogin={() => run(undefined)}
        onHome={home}
      />
    );
  else if (centre.error)
    body = (
      <StatusView
        mark="!"
        title="创作者中心加载失败"
        description={centre.error}
        actions={[
          { label: '重试', primary: true, onClick: () => run(undefined) },
          { label: '返回首页', onClick: home },
        ]}
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
          entries={[
            {
              label: '订单明细',
              description: '全部、已支付、已退款的订单',
              onClick: () => void navigate('/creator/orders'),
            },
            {
              label: '我的作品',
              description: shelfText(shelf.result?.items),
              onClick: () => void navigate('/creator/books'),
            },
            {
              label: '读者反馈',
              description: '读者对你的书的意见，可以回复',
              onClick: () => void navigate('/creator/feedback'),
            },
            {
              label: '推广订单',
              description: '通过你的分享链接售出的书与佣金',
              onClick: () => void navigate('/me/promotion'),
            },
          ]}
        />
        {downloads.guide}
      </>
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}
