import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookIdFromParam } from '../../lib/bookCode';
import { HttpError } from '../../services/http/errors';
import { CommentList, type CommentItem } from '../../ui/library/BookDetailView';
import { ListFooter, type ListFooterState } from '../../ui/library/ListFooter';
import { StatusView } from '../../ui/shell/StatusView';
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

  if (loaded === 'not-found')
    return (
      <StatusView
        mark="?"
        title="书籍不存在"
        description="这本书可能已下架，或链接有误。"
        actions={[{ label: '去书库看看', primary: true, onClick: () => void navigate('/sale/cm') }]}
      />
    );
  if (!loaded && request.error)
    return (
      <StatusView
        mark="!"
        title="致谢加载失败"
        description={request.error}
        actions={[{ label: '重试', primary: true, onClick: () => run(1) }]}
      />
    );
  if (!loaded)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="致谢加载中">
        <Skeleton height={28} width="60%" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} />
        ))}
      </Stack>
    );
  const footer: ListFooterState = request.busy
    ? { kind: 'loading' }
    : request.error
      ? { kind: 'failed', message: request.error }
      : loaded.hasMore
        ? { kind: 'more' }
        : { kind: 'end' };
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          《{loaded.title}》
        </Title>
        <Text size="sm" c="dimmed">
          {`共 ${loaded.total} 条读者致谢`}
        </Text>
      </div>
      {loaded.items.length === 0 ? (
        <StatusView
          mark="✎"
          title="还没有读者致谢"
          description="学完这本书后，来写第一条致谢吧"
          actions={[{ label: '返回书籍', primary: true, onClick: () => void navigate(bookHref(bookId)) }]}
        />
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
        <StatusView
          mark="?"
          title="书籍不存在"
          description="链接中的书籍编号不正确。"
          actions={[{ label: '去书库看看', primary: true, onClick: () => void navigate('/sale/cm') }]}
        />
      )}
    </TitledScreen>
  );
}
