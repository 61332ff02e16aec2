import { Skeleton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { cleanUgcBookEdit, UGC_TITLE_MAX, validateUgcBookEdit } from '../../../domain/ugcBook';
import { HttpError } from '../../../services/http/errors';
import { toast } from '../../../services/toast';
import { uuidV4 } from '../../../services/uuid';
import { PACKAGE_COPY } from '../../../ui/packages/packageCopy';
import { PackageHeader } from '../../../ui/packages/PackageHeader';
import { InlineRetry } from '../../../ui/shell/InlineRetry';
import { StatusView } from '../../../ui/shell/StatusView';
import { api } from '../../api';
import { TitledScreen } from '../../shell/TitledScreen';
import { useRequest } from '../../useRequest';
import { AddressTabs } from '../creatorPages';
import { lazyChunk } from '../../shell/lazyScreen';
import { NameDialog } from './packageDialogs';
import type { PackageTabProps } from './tabProps';
import { PackagesPending } from './PackagesPending';
import { useCreatorLoad } from './useCreatorLoad';

const { detail: COPY } = PACKAGE_COPY;
const TABS = COPY.tabs;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: unknown): value is Tab => TABS.some((t) => t.value === value);
/** A tab's chunk that did not load says so in place, with 重试. */
const tabChunk = (load: Parameters<typeof lazyChunk<PackageTabProps>>[0]) =>
  lazyChunk<PackageTabProps>(load, (retry) => <InlineRetry error={COPY.tabFailed} onRetry={retry} />);

/** Each tab is its own chunk, loaded when it is opened (DESIGN §9 route budget): the sanitizer, the release machine
 * and the chart load only with the tabs that use them. */
const TAB_SCREENS: Record<Tab, (props: PackageTabProps) => React.ReactNode> = {
  decks: tabChunk(() => import('./DecksTab').then((m) => ({ default: m.DecksTab }))),
  templates: tabChunk(() => import('./TemplatesTab').then((m) => ({ default: m.TemplatesTab }))),
  media: tabChunk(() => import('./MediaTab').then((m) => ({ default: m.MediaTab }))),
  cards: tabChunk(() => import('./CardsTab').then((m) => ({ default: m.CardsTab }))),
  release: tabChunk(() => import('./ReleaseTab').then((m) => ({ default: m.ReleaseTab }))),
  stats: tabChunk(() => import('./StatsTab').then((m) => ({ default: m.StatsTab }))),
};

/** A package's uuid as the address gives it: the catalogue's id characters only. */
const uuidFromParam = (param: string | undefined) => (param && /^[\w-]{1,64}$/.test(param) ? param : null);

/** 生成书籍: a draft in 我的作品 from the package; one request id per dialog, so a retry never makes a second book. */
function MakeBook({ pkg, onClose }: { pkg: PackageTabProps['pkg']; onClose: () => void }) {
  const navigate = useNavigate();
  const [requestId] = useState(uuidV4);
  const [problem, setProblem] = useState('');
  const make = useRequest(
    (title: string) =>
      api.apkg.createBookFromPackage({
        path: { package_uuid: pkg.package_uuid },
        body: { title, request_id: requestId },
        noToast: true,
      }),
    (book) => {
      toast(COPY.bookMade(book.title));
      void navigate('/creator/books');
    },
  );
  return (
    <NameDialog
      title={COPY.bookDialog}
      label={COPY.bookTitle}
      initial={pkg.name}
      max={UGC_TITLE_MAX}
      error={problem || make.error}
      busy={make.busy}
      confirmLabel={COPY.makeBook}
      onSave={(title) => {
        const found = validateUgcBookEdit({ title, intro: '' }).title;
        setProblem(found ?? '');
        if (!found) make.run(cleanUgcBookEdit({ title, intro: '' }).title);
      }}
      onClose={onClose}
    />
  );
}

/**
 * /creator/packages/:uuid: one package of mine under its tabs (牌组, 模板, 媒体, 卡片, 发布, 数据), the tab kept in the
 * address; 生成书籍 above them. Creators only, like 我的卡包.
 */
export default function PackageDetail() {
  const navigate = useNavigate();
  const uuid = uuidFromParam(useParams().uuid);
  // A package that is gone, or another author's, reads as null: not found.
  const load = useCreatorLoad(async () => {
    if (!uuid) return null;
    try {
      return await api.apkg.getPackageInfo({
        path: { package_uuid: uuid },
        query: { raw_template: true },
        noToast: true,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  });
  const [makingBook, setMakingBook] = useState(false);
  const toList = () => void navigate('/creator/packages');

  let body;
  if (!uuid || load.data === null)
    body = (
      <StatusView
        mark="?"
        title={COPY.notFound.title}
        description={COPY.notFound.description}
        actions={[{ label: COPY.notFound.action, primary: true, onClick: toList }]}
      />
    );
  else if (load.data === undefined) body = <PackagesPending load={load} />;
  else {
    const pkg = load.data;
    body = (
      <>
        <PackageHeader pkg={pkg} onMakeBook={() => setMakingBook(true)} />
        <AddressTabs tabs={TABS} isTab={isTab} fallback="decks">
          {(tab) => {
            const Screen = TAB_SCREENS[tab];
            return (
              <Suspense fallback={<Skeleton m="md" height={240} radius="md" aria-label={COPY.tabLoading} />}>
                <Screen key={tab} pkg={pkg} reload={load.reload} />
              </Suspense>
            );
          }}
        </AddressTabs>
        {makingBook && <MakeBook pkg={pkg} onClose={() => setMakingBook(false)} />}
      </>
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}
