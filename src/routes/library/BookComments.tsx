import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookIdFromParam } from '../../lib/bookCode';
import { HttpError } from '../../services/http/errors';
import { CommentList, type CommentItem } from '../../ui/library/CommentList';
import { ListFooter, type ListFooterState } from '../../ui/library/ListFooter';
import {
  CommentsBookMissing,
  CommentsHeader,
  CommentsLoadFailed,
  CommentsSkeleton,
  NoComments,
} from '../../ui/library/BookCommentsStates';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { bookHref, commentItem } from './bookCards';

const PAGE_SIZE = 10;

interface Loaded {
  title: string;
  total: number;
  items: CommentItem[];
  page: number;
  hasMore: boolean;
}

/** One page of the book's public comments; the first also reads the book's title. An unknown book is 'not-found'. */
async function loadPage(bookId: string, page: number) {
  const path = { library_book_id: bookId };
  try {
    const [book, comments] = await Promise.all([
      page === 1 ? api.books.getLibraryBook({ path, noToast: true }) : undefined,
      api.feedback.listPublicBookFeedback({ path, query: { page_number: page, page_size: PAGE_SIZE }, noToast: true }),
    ]);
    return { page, title: book?.title, comments };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'not-found' as const;
    throw error;
  }
}

function Comments({ bookId }: { bookId: string }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded | 'not-found' | null>(null);
  const request = useRequest(
    (page: number) => loadPage(bookId, page),
    (answer) =>
      setLoaded((before) =>
        answer === 'not-found'
          ? answer
          : {
              title: answer.title ?? (before && before !== 'not-found' ? before.title : ''),
              total: answer.comments.total,
              page: answer.page,
              hasMore: answer.comments.has_more,
              items: [
                ...(answer.page > 1 && before && before !== 'not-found' ? before.items : []),
                ...answer.comments.items.map(commentItem),
              ],
            },
      ),
  );
  const { run } = request;
  useEffect(() => run(1), [run]);

  if (loaded === 'not-found') return <CommentsBookMissing reason="gone" onLibrary={() => void navigate('/sale/cm')} />;
  if (!loaded && request.error) return <CommentsLoadFailed error={request.error} onRetry={() => run(1)} />;
  if (!loaded) return <CommentsSkeleton />;
  const footer: ListFooterState = request.busy
    ? { kind: 'loading' }
    : request.error
      ? { kind: 'failed', message: request.error }
      : loaded.hasMore
        ? { kind: 'more' }
        : { kind: 'end' };
  return (
    <Stack gap="sm">
      <CommentsHeader title={loaded.title} total={loaded.total} />
      {loaded.items.length === 0 ? (
        <NoComments onBook={() => void navigate(bookHref(bookId))} />
      ) : (
        <>
          <CommentList items={loaded.items} />
          <ListFooter state={footer} onReachEnd={() => run(loaded.page + 1)} onRetry={() => run(loaded.page + 1)} />
        </>
      )}
    </Stack>
  );
}

/** /book-comments/:id (spec §2): every reader's thanks on a book, page by page. */
export default function BookComments() {
  const bookId = bookIdFromParam(useParams().id);
  const navigate = useNavigate();
  return (
    <TitledScreen>
      {bookId ? (
        <Comments key={bookId} bookId={bookId} />
      ) : (
        <CommentsBookMissing reason="badLink" onLibrary={() => void navigate('/sale/cm')} />
      )}
    </TitledScreen>
  );
}
