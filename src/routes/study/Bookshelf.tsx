import { useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { shelfStanding } from '../../domain/lease';
import { encodeBookCode } from '../../lib/bookCode';
import { chinaDate } from '../../lib/studyDates';
import { loadShelfPage, type ShelfEntry } from '../../services/bookshelf';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { BookshelfView, type ShelfRow, type ShelfRowStanding } from '../../ui/study/BookshelfView';
import { LeaseSheet } from '../../ui/study/LeaseSheet';
import { pendingOrders } from '../app';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { useResumeQuery } from '../pay/useResumeQuery';
import { TitledScreen } from '../shell/TitledScreen';
import { usePages } from '../usePages';
import { useBookLease } from './useBookLease';

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
  const lease = useBookLease({
    resume: useLeaseResume(),
    navigate: (to) => void navigate(to, { replace: true }),
    onLeased: shelf.reload,
  });
  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          title="登录后查看我的书架"
          description="登录后可以看到购买和租阅的书，续租或开始学习"
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  const now = Date.now();
  const startLease = (bookId: string, withPlan: boolean) => lease.send({ type: 'lease.start', bookId, withPlan });
  const rows: ShelfRow[] = shelf.items.map((entry) => {
    const { book } = entry;
    const code = encodeBookCode(book.library_book_id);
    return {
      key: book.library_book_id,
      title: book.title,
      author: book.author.nickname,
      cover: book.cover_url,
      standing: standingOf(entry, now),
      onOpen: () => void navigate(`/book/${code}`),
      onStudy: () => void navigate('/go/landing'),
      onPlan: () => void navigate(`/me/plan/${code}`),
      onRenew: () => startLease(book.library_book_id, false),
      onLeaseWithPlan: () => startLease(book.library_book_id, true),
    };
  });
  const leasing = lease.view.kind === 'idle' && lease.view.busy ? lease.view.bookId : null;
  return (
    <TitledScreen>
      <BookshelfView
        rows={rows}
        loading={shelf.loading || (!shelf.loaded && !shelf.error)}
        error={shelf.error}
        hasMore={shelf.hasMore}
        busyKey={leasing}
        onRetry={shelf.reload}
        onMore={shelf.more}
        onBrowse={() => void navigate('/sale/cm')}
      />
      <LeaseSheet
        view={lease.view}
        onConfirm={() => lease.send({ type: 'lease.confirm' })}
        onCheck={() => lease.send({ type: 'order.check' })}
        onClose={() => lease.send({ type: 'close' })}
        onStudy={() => void navigate('/go/landing')}
        onOpenPlan={() => {
          const bookId = lease.view.kind === 'leased' ? lease.view.bookId : null;
          if (bookId) void navigate(`/me/plan/${encodeBookCode(bookId)}`);
        }}
      />
    </TitledScreen>
  );
}
