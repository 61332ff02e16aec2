import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isFree, type Book, type BookAccess } from '../../domain/book';
import { encodeBookCode } from '../../lib/bookCode';
import { toast } from '../../services/toast';
import { BookActions, type BookAccessView, type BookCheckoutProps } from '../../ui/library/BookActions';
import type { ReportDialogProps } from '../../ui/library/ReportDialog';
import { BOOK_COPY, bookShareDesc } from '../../ui/library/bookCopy';
import { clientStore } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { lazyChunk } from '../shell/lazyScreen';
import { shareImage, useShare } from '../share';
import { useResumeQuery } from '../pay/useResumeQuery';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { bookHref } from './bookCards';
import { useBookPurchase } from './useBookPurchase';
import type { LeaseAsk, LeaseFlowProps } from '../study/LeaseFlow';

/** The order card with its coupons loads when a purchase reaches it. */
const BookCheckout = lazyChunk<BookCheckoutProps>(() =>
  import('../../ui/library/BookCheckout').then((m) => ({ default: m.BookCheckout })),
);
/** The lease sheet and its machine load on the first 租阅 or 续租 tap. */
const LeaseFlow = lazyChunk<LeaseFlowProps>(() => import('../study/LeaseFlow'));
/** The report dialog (a modal with its form) loads the first time a reader reports a book. */
const ReportDialog = lazyChunk<ReportDialogProps>(() =>
  import('../../ui/library/ReportDialog').then((m) => ({ default: m.ReportDialog })),
);

function accessView(book: Book, access: BookAccess, leaseEndsAt: string | null): BookAccessView {
  if (access === 'OWNED') return { kind: 'owned' };
  if (access === 'LEASED') return { kind: 'leased', until: dateTimeOf(leaseEndsAt)?.slice(0, 10) ?? '' };
  return { kind: clientStore.get().token ? 'none' : 'anonymous', free: isFree(book), price: book.price };
}

export interface ReaderActionsProps {
  book: Book;
  access: BookAccess;
  leaseEndsAt: string | null;
  sharerId: string | null;
  reload: () => void;
  /** Hands out this purchase's 购买, for the 拼团 block's 单独购买. */
  onBuyReady: (buy: () => void) => void;
}

/**
 * The book page's actions for a reader: 购买 (the purchase and its payment), 免费领取, 租阅, 分享 and 报告问题. They load in
 * a chunk of their own once the book has painted (BookDetail.tsx).
 */
export default function ReaderActions({ book, access, leaseEndsAt, sharerId, reload, onBuyReady }: ReaderActionsProps) {
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
