import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Category } from '../../domain/book';
import type { LibraryCategories, LibraryList } from '../../ui/library/LibraryView';
import { LibraryView } from '../../ui/library/LibraryView';
import { books } from '../../services/api/books';
import { callApi } from '../callApi';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { bookCard } from './bookCards';
import { filtersFrom, type BookFilters } from './libraryFilters';
import { useBookPages } from './useBookPages';
import { useSearchHints } from './useSearchHints';
import { clientStore } from '../app';
import { useSettled } from '../usePainted';

/** The filters live in the address, so Back from a book returns to the same list. Garbage falls back to defaults. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const change = (patch: Partial<BookFilters>) => {
    const next = { ...filters, ...patch };
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.orderBy !== 'hot') query.set('order_by', next.orderBy);
    if (next.keyword) query.set('q', next.keyword);
    setParams(query, { replace: true });
  };
  return { filters, change };
}

function useCategories(selected: string): LibraryCategories {
  const request = useRequest(() => callApi(books.listCategories, { noToast: true }));
  const { run } = request;
  useEffect(() => run(undefined), [run]);
  const items: Category[] | undefined = request.result?.categories;
  if (items) return { kind: 'ready', items: items.map((c) => ({ id: c.category_id, name: c.name })), selected };
  if (request.error) return { kind: 'failed', onRetry: () => run(undefined) };
  return { kind: 'loading' };
}

/** 为你推荐 (library/v1/category/recommend) for the signed-in reader, once the list has painted; none otherwise. */
function useForYou(enabled: boolean) {
  const request = useRequest((user_id: string) =>
    callApi(books.getRecommendedCategories, { query: { user_id }, noToast: true }),
  );
  const { run } = request;
  const userId = String(clientStore.get().userInfo?.user_id ?? '');
  useEffect(() => {
    if (enabled && userId) run(userId);
  }, [enabled, userId, run]);
  return (request.result?.categories ?? []).map((c) => ({ id: c.category_id, name: c.name }));
}

/** /sale/cm (and /page/libraryBook): categories, sorted and searchable books, growing as the reader scrolls. */
export default function Library() {
  const navigate = useNavigate();
  const { filters, change } = useFilters();
  const [typed, setTyped] = useState(filters.keyword);
  const hints = useSearchHints(typed);
  const categories = useCategories(filters.category);
  const { pages, busy, error, nextPage, retry } = useBookPages(filters);
  const forYou = useForYou(useSettled());

  const clear = () => {
    setTyped('');
    change({ category: '', keyword: '' });
  };
  let list: LibraryList;
  if (!pages) list = error ? { kind: 'failed', message: error, onRetry: retry } : { kind: 'loading' };
  else if (pages.books.length === 0) list = { kind: 'empty', keyword: filters.keyword, onClear: clear };
  else
    list = {
      kind: 'ready',
      cards: pages.books.map(bookCard),
      footer: busy
        ? { kind: 'loading' }
        : error
          ? { kind: 'failed', message: error }
          : { kind: pages.hasMore ? 'more' : 'end' },
      onReachEnd: nextPage,
      onRetry: retry,
    };

  return (
    <TitledScreen>
      <LibraryView
        search={{
          value: typed,
          hints,
          onChange: setTyped,
          onSubmit: (keyword) => {
            setTyped(keyword);
            change({ keyword: keyword.trim() });
          },
        }}
        categories={categories}
        onCategory={(category) => change({ category })}
        orderBy={filters.orderBy}
        onOrderBy={(orderBy) => change({ orderBy })}
        list={list}
        onOpenBook={(href) => void navigate(href)}
        forYou={forYou}
        onSearchAll={(keyword) => void navigate(`/search?${new URLSearchParams({ q: keyword, tab: 'all' })}`)}
      />
    </TitledScreen>
  );
}
