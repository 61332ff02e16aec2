import { startTransition, useEffect, useState } from 'react';
import type { Book } from '../../domain/book';
import { books } from '../../services/api/books';
import { callApi } from '../callApi';
import { useRequest } from '../useRequest';
import { useLatest } from '../useScreenActor';
import { pageQuery, type BookFilters } from './libraryFilters';

interface PageRequest {
  key: string;
  filters: BookFilters;
  page: number;
}

const keyOf = (f: BookFilters) => JSON.stringify([f.category, f.orderBy, f.keyword]);

async function loadPage({ key, filters, page }: PageRequest) {
  const answer = await callApi(books.listLibrary, { query: pageQuery(filters, page), noToast: true });
  return { key, page, ...answer };
}

/**
 * The library list for the filters, growing a page at a time. A page that answers for filters the reader has
 * left is dropped and the current filters are loaded instead, so the list always matches what is chosen.
 */
export function useBookPages(filters: BookFilters) {
  const key = keyOf(filters);
  const current = useLatest({ key, filters });
  const [pages, setPages] = useState<{ key: string; books: Book[]; page: number; hasMore: boolean } | null>(null);
  const request = useRequest(loadPage, (answer) => {
    const now = current.current;
    if (answer.key !== now.key) return request.run({ ...now, page: 1 });
    // A page arriving renders in slices, as every request's result does (useArrivingView).
    startTransition(() =>
      setPages((before) => ({
        key: answer.key,
        books: answer.page === 1 || before?.key !== answer.key ? answer.items : [...before.books, ...answer.items],
        page: answer.page,
        hasMore: answer.has_more,
      })),
    );
  });
  const { run } = request;
  useEffect(() => {
    run({ key, filters: current.current.filters, page: 1 });
  }, [key, run, current]);

  const shown = pages?.key === key ? pages : null;
  const nextPage = () => {
    if (shown?.hasMore && !request.busy) run({ key, filters, page: shown.page + 1 });
  };
  const retry = () => run({ key, filters, page: shown ? shown.page + 1 : 1 });
  return { pages: shown, busy: request.busy, error: request.error, nextPage, retry };
}
