import { useRef, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isFree } from '../../domain/book';
import { decodeRankList } from '../../domain/discover';
import { bookIdFromParam, encodeBookCode } from '../../lib/bookCode';
import { BookActionsSkeleton } from '../../ui/library/BookActionsSkeleton';
import { BookDetailSkeleton, BookDetailView } from '../../ui/library/BookDetailView';
import type { BookGroupBuyProps } from '../groupbuy/BookGroupBuy';
import { GroupBuyBlockSkeleton } from '../../ui/groupbuy/GroupBuyBlockSkeleton';
import { BOOK_COPY, cardsMeta } from '../../ui/library/bookCopy';
import { BookLoadFailed, BookMissing } from '../../ui/library/BookStates';
import { CardSample } from '../../ui/library/CardSample';
import { StudyRank } from '../../ui/library/StudyRank';
import { clientStore } from '../app';
import { yuan } from '../../ui/vip/price';
import { books } from '../../services/api/books';
import { feedback } from '../../services/api/feedback';
import { callApi } from '../callApi';
import { AfterPaint } from '../shell/AfterPaint';
import { lazyChunk } from '../shell/lazyScreen';
import { useSettled } from '../usePainted';
import { TitledScreen } from '../shell/TitledScreen';
import { sectionOf, useLoaded } from '../useLoaded';
import { bookCard, commentItem } from './bookCards';
import { bookCommentsRequest, bookRatingRequest, bookRecommendsRequest } from './bookSections';
import { loadBook } from './loadBook';
import type { ReaderActionsProps } from './ReaderActions';

/** The 拼团 block and its machine, in their own chunk. */
const BookGroupBuy = lazyChunk<BookGroupBuyProps>(() => import('../groupbuy/BookGroupBuy'));

/** The reader's actions (the purchase and its payment, lease, share, report), in their own chunk. */
const ReaderActions = lazyChunk<ReaderActionsProps>(() => import('./ReaderActions'));

export function BookNotFound() {
  const navigate = useNavigate();
  return <BookMissing onLibrary={() => void navigate('/sale/cm')} onHome={() => void navigate('/')} />;
}

interface BookPageProps {
  /** The sharer whose page brought the reader, kept for the order. */
  sharerId?: string | null;
  /** Above the book (the sharer's 推荐你读). */
  banner?: ReactNode;
}

/** /book/:id (numeric id or BK code), and a sharer's /book/:bookId/u/:uid. */
export function BookPage({ sharerId = null, banner }: BookPageProps) {
  const params = useParams();
  const bookId = bookIdFromParam(params.id ?? params.bookId);
  const navigate = useNavigate();
  // 单独购买 in the 拼团 block starts the purchase that the actions below own; tapped before their chunk has come,
  // it starts once it has.
  const buyAlone = useRef<(() => void) | null>(null);
  const buyAloneWaiting = useRef(false);
  const loaded = useLoaded(loadBook, bookId);
  const rating = useLoaded((id) => callApi(feedback.getRemarkRatio, bookRatingRequest(id)), bookId);
  // The comments and the recommendations, far below the book, wait until it has been drawn: their requests and the
  // recommendations' six covers would take the network and the main thread from the page's largest paint. The 拼团
  // block and the actions, in view, wait only for that paint.
  const settled = useSettled();
  const comments = useLoaded(
    (id) => callApi(feedback.listPublicBookFeedback, bookCommentsRequest(id)),
    settled ? bookId : null,
  );
  const recommends = useLoaded(
    (id) => callApi(books.getBookRecommends, bookRecommendsRequest(id)),
    settled ? bookId : null,
  );
  const packageUuid = loaded.result && loaded.result !== 'not-found' ? loaded.result.book.package_uuid : null;
  const rank = useLoaded(
    (uuid) => callApi(books.getStudyRankList, { path: { package_uuid: uuid }, noToast: true }).then(decodeRankList),
    settled ? packageUuid : null,
  );
  // 试看's request and its decoder come in a chunk of their own, after the paint: off the cover's way.
  const sample = useLoaded(
    (uuid) => import('./loadCardSample').then(({ loadCardSample }) => loadCardSample(uuid)),
    settled ? packageUuid : null,
  );
  const myId = String(clientStore.get().userInfo?.user_id ?? '');

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
        rating={sectionOf(rating, (r) => ({
          average: r.average,
          count: r.count,
          goodRatio: r.good_ratio,
        }))}
        comments={sectionOf(comments, (page) => ({
          total: page.total,
          href: `/book-comments/${code}`,
          items: page.items.map(commentItem),
        }))}
        recommends={sectionOf(recommends, ({ items }) =>
          items.map(bookCard).map((c) => ({ href: c.href, title: c.title, cover: c.cover })),
        )}
        sampleSlot={
          sample.result && (
            <CardSample
              total={sample.result.total}
              sampleSize={sample.result.sample_size}
              owned={sample.result.owned}
              hrefOf={(n) => `/book-previewer/${code}?card=${n}`}
              onOpen={(href) => void navigate(href)}
            />
          )
        }
        rankSlot={
          rank.result && (
            <StudyRank
              rows={rank.result.items.map((r) => ({
                rank: r.rank,
                nickname: r.nickname,
                avatarUrl: r.avatar_url,
                cards: r.cards,
                mine: r.user_id === myId,
              }))}
              me={rank.result.me}
            />
          )
        }
        groupBuySlot={
          loaded.result.access === 'NONE' && !isFree(book) ? (
            <AfterPaint fallback={<GroupBuyBlockSkeleton />}>
              <BookGroupBuy
                bookId={book.library_book_id}
                onBuyAlone={() => (buyAlone.current ? buyAlone.current() : (buyAloneWaiting.current = true))}
              />
            </AfterPaint>
          ) : null
        }
        actions={
          <AfterPaint fallback={<BookActionsSkeleton />}>
            <ReaderActions
              key={`${book.library_book_id}:${sharerId}`}
              book={book}
              access={loaded.result.access}
              leaseEndsAt={loaded.result.leaseEndsAt}
              sharerId={sharerId}
              reload={loaded.retry}
              onBuyReady={(buy) => {
                buyAlone.current = buy;
                if (buyAloneWaiting.current) {
                  buyAloneWaiting.current = false;
                  buy();
                }
              }}
            />
          </AfterPaint>
        }
      />
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}

export default function BookDetail() {
  return <BookPage />;
}
