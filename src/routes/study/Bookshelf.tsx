import { Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { shelfStanding } from '../../domain/lease';
import { encodeBookCode } from '../../lib/bookCode';
import { chinaDate } from '../../lib/studyDates';
import { loadShelfPage, type ShelfEntry } from '../../services/bookshelf';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { BOOKSHELF_SIGN_IN, BookshelfView, type ShelfRow, type ShelfRowStanding } from '../../ui/study/BookshelfView';
import { pendingOrders } from '../app';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { useResumeQuery } from '../pay/useResumeQuery';
import { TitledScreen } from '../shell/TitledScreen';
import { usePages } from '../usePages';
import { lazyChunk } from '../shell/lazyScreen';
import type { LeaseAsk, LeaseFlowProps } from './LeaseFlow';

/** The lease sheet and its machine load on the first 续租 (or the return from the cashier). */
const LeaseFlow = lazyChunk<LeaseFlowProps>(() => import('./LeaseFlow'));

const PAGE_SIZE = 10;
const dayOf = (iso: string | null) => (iso ? chinaDate(Date.parse(iso)) : null);

function standingOf({ book, lease }: ShelfEntry, now: number): ShelfRowStanding {
  const standing = shelfStanding(book, lease, now);
  if (standing.kind === 'owned') return standing;
  if (standing.kind === 'expired') return { kind: 'expired', endedOn: dayOf(standing.endedAt) };
  return { kind: 'leased', endsOn: dayOf(standing.endsAt)!, daysLeft: standing.daysLeft, expiring: standing.expiring };
}

/** Back from the cashier with a lease order: its book, kept with the pending order. */
function useLeaseResume() {
  const resume = useResumeQuery();
  if (!resume) return undefined;
  const pending = pendingOrders.read();
  return { ...resume, bookId: pending?.orderId === resume.orderId ? (pending.bookId ?? '') : '' };
}

/**
 * /me/books 我的书架: the books I own and lease (GET /books/v1/my, page by page with the shelf's version), each leased one
 * with its lease's state and end; 开始学习 opens the app landing, 学习计划 the plan, 续租 and 租借并生成学习计划 the lease sheet.
 */
export default function Bookshelf() {
  const navigate = useNavigate();
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const version = useRef<string | null>(null);
  const shelf = usePages(async (pageNumber: number) => {
    const page = await loadShelfPage(api, { pageNumber, pageSize: PAGE_SIZE, version: version.current });
    if (page.page_number === 1) version.current = page.version;
    return page;
  }, signedIn);
  const resume = useLeaseResume();
  const [ask, setAsk] = useState<LeaseAsk | null>(null);
  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          {...BOOKSHELF_SIGN_IN}
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  const now = Date.now();
  const startLease = (bookId: string, withPlan: boolean) =>
    setAsk((last) => ({ bookId, withPlan, seq: (last?.seq ?? 0) + 1 }));
  const rows: ShelfRow[] = shelf.items.map((entry) => {
    const { book } = entry;
    const code = encodeBookCode(book.library_book_id);
    return {
      key: book.library_book_id,
      title: book.title,
      author: book.author.nickname,
      cover: book.cover_url,
      standing: standingOf(entry, now),
      update: entry.update?.has_update
        ? { tag: entry.update.latest_tag ?? '', summary: entry.update.summary ?? '' }
        : null,
      onOpen: () => void navigate(`/book/${code}`),
      onStudy: () => void navigate('/go/landing'),
      onPlan: () => void navigate(`/me/plan/${code}`),
      onRenew: () => startLease(book.library_book_id, false),
      onLeaseWithPlan: () => startLease(book.library_book_id, true),
    };
  });
  return (
    <TitledScreen>
      <BookshelfView
        rows={rows}
        loading={shelf.loading || (!shelf.loaded && !shelf.error)}
        error={shelf.error}
        hasMore={shelf.hasMore}
        onRetry={shelf.reload}
        onMore={shelf.more}
        onBrowse={() => void navigate('/sale/cm')}
      />
      {(ask || resume) && (
        <Suspense fallback={null}>
          <LeaseFlow ask={ask} resume={resume} onLeased={shelf.reload} />
        </Suspense>
      )}
    </TitledScreen>
  );
}
