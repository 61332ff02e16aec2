import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isFree, type Book, type BookAccess } from '../../domain/book';
import { bookIdFromParam, encodeBookCode } from '../../lib/bookCode';
import { toast } from '../../services/toast';
import { BookActions, type BookAccessView, type BookCheckoutProps } from '../../ui/library/BookActions';
import { BookDetailSkeleton, BookDetailView, type Section } from '../../ui/library/BookDetailView';
import type { ReportDialogProps } from '../../ui/library/ReportDialog';
import type { BookGroupBuyProps } from '../groupbuy/BookGroupBuy';
import { GroupBuyBlockSkeleton } from '../../ui/groupbuy/GroupBuyBlockSkeleton';
import { BOOK_COPY, bookShareDesc, cardsMeta } from '../../ui/library/bookCopy';
import { BookLoadFailed, BookMissing } from '../../ui/library/BookStates';
import { yuan } from '../../ui/vip/price';
import { clientStore } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { lazyChunk } from '../shell/lazyScreen';
import { usePainted, useSettled } from '../usePainted';
import { TitledScreen } from '../shell/TitledScreen';
import { shareImage, useShare } from '../share';
import { useResumeQuery } from '../pay/useResumeQuery';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { bookCard, bookHref, commentItem } from './bookCards';
import { bookSections } from './bookSections';
import { loadBook } from './loadBook';
import { useBookPurchase } from './useBookPurchase';
import type { LeaseAsk, LeaseFlowProps } from '../study/LeaseFlow';

/** The 拼团 block and its machine, in their own chunk. */
const BookGroupBuy = lazyChunk<BookGroupBuyProps>(() => import('../groupbuy/BookGroupBuy'));

/**
 * The 拼团 block loads once the book has painted (one frame later): its chunk and its requests would otherwise share
 * the network with the book's largest paint, the cover (DESIGN §9).
 */
function GroupBuyAfterPaint(props: BookGroupBuyProps) {
  const painted = usePainted();
  return (
    <Suspense fallback={<GroupBuyBlockSkeleton />}>
      {painted ? <BookGroupBuy {...props} /> : <GroupBuyBlockSkeleton />}
    </Suspense>
  );
}

/** The report dialog (a modal with its form) loads the first time a reader reports a book. */
const BookCheckout = lazyChunk<BookCheckoutProps>(() =>
  import('../../ui/library/BookCheckout').then((m) => ({ default: m.BookCheckout })),
);
/** The lease sheet and its machine load on the first 租阅 or 续租 tap. */
const LeaseFlow = lazyChunk<LeaseFlowProps>(() => import('../study/LeaseFlow'));
const ReportDialog = lazyChunk<ReportDialogProps>(() =>
  import('../../ui/library/ReportDialog').then((m) => ({ default: m.ReportDialog })),
);

/** A request's answer as a detail section: loading, failed with 重试, or ready. */
function sectionOf<R, T>(
  request: { result: R | undefined; error: string },
  retry: () => void,
  map: (r: R) => T,
): Section<T> {
  if (request.result !== undefined) return { kind: 'ready', value: map(request.result) };
  return request.error ? { kind: 'failed', onRetry: retry } : { kind: 'loading' };
}

/** Load once per book. */
function useLoaded<R>(perform: (id: string) => Promise<R>, id: string | null) {
  const request = useRequest(perform);
  const { run } = request;
  useEffect(() => {
    if (id) run(id);
  }, [id, run]);
  return { ...request, retry: () => id && run(id) };
}

export function BookNotFound() {
  const navigate = useNavigate();
  return <BookMissing onLibrary={() => void navigate('/sale/cm')} onHome={() => void navigate('/')} />;
}

interface BookPageProps {
  /** 预览模式 (/book-previewer/:id): read-only. */
  preview?: boolean;
  /** The sharer whose page brought the reader, kept for the order. */
  sharerId?: string | null;
  /** Above the book (the sharer's 推荐你读). */
  banner?: ReactNode;
}

/** /book/:id (numeric id or BK code) and, read-only, /book-previewer/:id. */
export function BookPage({ preview = false, sharerId = null, banner }: BookPageProps) {
  const params = useParams();
  const bookId = bookIdFromParam(params.id ?? params.bookId);
  const navigate = useNavigate();
  // 单独购买 in the 拼团 block starts the purchase that the actions below own.
  const buyAlone = useRef(() => {});
  const loaded = useLoaded(loadBook, bookId);
  const rating = useLoaded((id) => api.feedback.getRemarkRatio(bookSections(id).rating), bookId);
  const comments = useLoaded((id) => api.feedback.listPublicBookFeedback(bookSections(id).comments), bookId);
  // The recommendations, far below the book, wait until it has painted: their answer and their six covers would
  // take the network and the main thread from the page's largest paint. The 拼团 block, in view, waits only for that paint.
  const settled = useSettled();
  const recommends = useLoaded(
    (id) => api.books.getBookRecommends(bookSections(id).recommends),
    settled ? bookId : null,
  );

  let body;
  if (!bookId || loaded.result === 'not-found') body = <BookNotFound />;
  else if (!loaded.result && loaded.error)
    body = <BookLoadFailed error={loaded.error} onRetry={loaded.retry} onLibrary={() => void navigate('/sale/cm')} />;
  else if (!loaded.result) body = <BookDetailSkeleton />;
  else {
    const { book } = loaded.result;
    const code = encodeBookCode(book.library_book_id);
    body = (
      <BookDetailView
        preview={preview}
        banner={banner}
        onOpen={(href) => void navigate(href)}
        book={{
          title: book.title,
          cover: book.cover_url,
          author: { name: book.author.nickname, avatar: book.author.avatar_url, href: `/u/${book.author.user_id}` },
          category: book.category_name,
          description: book.description,
          meta: cardsMeta(book.card_count),
          price: isFree(book) ? BOOK_COPY.free : yuan(book.price),
          originalPrice: book.original_price > book.price ? yuan(book.original_price) : null,
        }}
        rating={sectionOf(rating, rating.retry, (r) => ({
          average: r.average,
          count: r.count,
          goodRatio: r.good_ratio,
        }))}
        comments={sectionOf(comments, comments.retry, (page) => ({
          total: page.total,
          href: `/book-comments/${code}`,
          items: page.items.map(commentItem),
        }))}
        recommends={sectionOf(recommends, recommends.retry, ({ items }) =>
          items.map(bookCard).map((c) => ({ href: c.href, title: c.title, cover: c.cover })),
        )}
        groupBuySlot={
          loaded.result.access === 'NONE' && !isFree(book) ? (
            <GroupBuyAfterPaint bookId={book.library_book_id} onBuyAlone={() => buyAlone.current()} />
          ) : null
        }
        actions={
          preview ? undefined : (
            <ReaderActions
              key={`${book.library_book_id}:${sharerId}`}
              book={book}
              access={loaded.result.access}
              leaseEndsAt={loaded.result.leaseEndsAt}
              sharerId={sharerId}
              reload={loaded.retry}
              onBuyReady={(buy) => {
                buyAlone.current = buy;
              }}
            />
          )
        }
      />
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}

function accessView(book: Book, access: BookAccess, leaseEndsAt: string | null): BookAccessView {
  if (access === 'OWNED') return { kind: 'owned' };
  if (access === 'LEASED') return { kind: 'leased', until: dateTimeOf(leaseEndsAt)?.slice(0, 10) ?? '' };
  return { kind: clientStore.get().token ? 'none' : 'anonymous', free: isFree(book), price: book.price };
}

interface ReaderActionsProps {
  book: Book;
  access: BookAccess;
  leaseEndsAt: string | null;
  sharerId: string | null;
  reload: () => void;
  /** Hands out this purchase's 购买, for the 拼团 block's 单独购买. */
  onBuyReady: (buy: () => void) => void;
}

function ReaderActions({ book, access, leaseEndsAt, sharerId, reload, onBuyReady }: ReaderActionsProps) {
  const navigate = useNavigate();
  const bookId = book.library_book_id;
  const code = encodeBookCode(bookId);
  const { view, send } = useBookPurchase({
    bookId,
    price: book.price,
    sharerId,
    resume: useResumeQuery(),
    navigate: (to) => void navigate(to, { replace: true }),
    onOwned: () => {
      toast(BOOK_COPY.bought, { tone: 'success' });
      reload();
    },
  });
  useEffect(() => {
    onBuyReady(() => send({ type: 'buy' }));
  });
  const free = useRequest(
    async () => {
      await requireLogin();
      return api.order.createBookOrder({ path: { library_book_id: bookId }, body: { sharer_id: sharerId } });
    },
    () => {
      toast(BOOK_COPY.claimed, { tone: 'success' });
      reload();
    },
  );
  const [leaseAsk, setLeaseAsk] = useState<LeaseAsk | null>(null);
  const [reporting, setReporting] = useState(false);
  const report = useRequest(
    (reason: string) =>
      api.books.reportLibraryBook({ path: { library_book_id: bookId }, body: { reason }, noToast: true }),
    () => {
      setReporting(false);
      toast(BOOK_COPY.reported, { tone: 'success' });
    },
  );
  const { share, guide } = useShare();
  const shareBook = () => {
    const uid = clientStore.get().userInfo?.user_id;
    const link = `${window.location.origin}${uid ? `/book/${code}/u/${uid}` : bookHref(bookId)}`;
    share({ title: book.title, desc: bookShareDesc(book.author.nickname), link, imgUrl: shareImage() });
  };
  return (
    <>
      <BookActions
        access={accessView(book, access, leaseEndsAt)}
        purchase={view}
        busy={free.busy || (view.kind === 'idle' && view.busy)}
        onBuy={() => send({ type: 'buy' })}
        onGetFree={() => free.run(undefined)}
        onLease={(withPlan) => setLeaseAsk((last) => ({ bookId, withPlan, seq: (last?.seq ?? 0) + 1 }))}
        onOpenApp={() => void navigate('/go/landing')}
        onOpenPlan={() => void navigate(`/me/plan/${code}`)}
        onReport={() =>
          void requireLogin().then(
            () => setReporting(true),
            () => {},
          )
        }
        onShare={shareBook}
        Checkout={BookCheckout}
        purchaseEvents={{
          chooseCoupon: (couponId) => send({ type: 'coupon.choose', couponId }),
          pay: () => send({ type: 'pay' }),
          check: () => send({ type: 'order.check' }),
          close: () => send({ type: 'close' }),
        }}
      />
      {leaseAsk && (
        <Suspense fallback={null}>
          <LeaseFlow ask={leaseAsk} onLeased={reload} />
        </Suspense>
      )}
      {guide}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            opened
            busy={report.busy}
            error={report.error}
            onSubmit={report.run}
            onClose={() => {
              report.reset();
              setReporting(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default function BookDetail() {
  return <BookPage />;
}
