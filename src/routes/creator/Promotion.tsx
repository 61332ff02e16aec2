import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { encodeBookCode } from '../../lib/bookCode';
import {
  NoPromotionOrders,
  PROMOTION_COPY,
  PromotionSkeleton,
  PromotionView,
  type PromotableBookRow,
} from '../../ui/creator/PromotionView';
import { bookShareDesc } from '../../ui/library/bookCopy';
import { SoldOrderList } from '../../ui/creator/SoldOrderList';
import { ListFooter } from '../../ui/library/ListFooter';
import { LoadFailed, SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { clientStore } from '../app';
import { shareImage, useShare } from '../share';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { signedIn, signInCancelled, soldOrderRow } from './soldOrders';
import { usePages } from './usePages';

const PAGE_SIZE = 10;

/** /me/promotion, 推广订单: the book orders that came through my sharer links, my commission, and books to share. */
export default function Promotion() {
  const navigate = useNavigate();
  const pages = usePages(async (page: number) => {
    await signedIn();
    return api.order.listMarketingOrders({ body: { page_number: page, page_size: PAGE_SIZE }, noToast: true });
  });
  const books = useRequest(() => api.books.listMarketingBooks({ body: {}, noToast: true }));
  const { run: loadBooks } = books;
  const ready = pages.loaded !== null;
  useEffect(() => {
    if (ready) loadBooks(undefined);
  }, [ready, loadBooks]);
  const { share, guide } = useShare();
  const shareBook = (book: PromotableBookRow) => {
    const uid = clientStore.get().userInfo?.user_id;
    const code = encodeBookCode(book.id);
    share({
      title: book.title,
      desc: bookShareDesc(book.author),
      link: `${window.location.origin}/book/${code}${uid ? `/u/${uid}` : ''}`,
      imgUrl: shareImage(),
    });
  };

  let body;
  if (!pages.loaded && signInCancelled(pages.error))
    body = <SignInNeeded {...PROMOTION_COPY.signIn} onLogin={pages.reload} onHome={() => void navigate('/')} />;
  else if (!pages.loaded && pages.error)
    body = <LoadFailed title={PROMOTION_COPY.loadFailed} error={pages.error} onRetry={pages.reload} />;
  else if (!pages.loaded) body = <PromotionSkeleton />;
  else {
    const { first, items } = pages.loaded;
    body = (
      <PromotionView
        totalCommission={first.summary.total_commission}
        orderCount={first.summary.order_count}
        orders={
          items.length === 0 ? (
            <NoPromotionOrders />
          ) : (
            <Stack gap="xs">
              <SoldOrderList
                rows={items.map(soldOrderRow)}
                shareLabel={PROMOTION_COPY.commission}
                label={PROMOTION_COPY.label}
              />
              <ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />
            </Stack>
          )
        }
        books={
          books.result?.items.map((book) => ({
            id: book.library_book_id,
            title: book.title,
            author: book.author,
            cover: book.cover_url,
            price: book.price,
            commission: book.commission,
          })) ?? null
        }
        booksError={books.error}
        onShare={shareBook}
        onRetryBooks={() => loadBooks(undefined)}
      />
    );
  }
  return (
    <TitledScreen>
      {body}
      {guide}
    </TitledScreen>
  );
}
