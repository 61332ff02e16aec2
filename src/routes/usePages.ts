import { useCallback, useEffect, useState } from 'react';
import { useRequest } from './useRequest';

interface Page<T> {
  items: T[];
  page_number: number;
  has_more: boolean;
}

/**
 * A paged list read page by page (spec §3: pages from 1): page 1 when `enabled` turns true and on `reload`, the next
 * page appended on `more`. `replace` swaps one loaded item for its newer self (after an action on it), made from the item as loaded.
 */
export function usePages<T>(load: (pageNumber: number) => Promise<Page<T>>, enabled: boolean) {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const request = useRequest(load, (result) => {
    setItems((before) => (result.page_number === 1 ? result.items : [...before, ...result.items]));
    setPage(result.page_number);
    setHasMore(result.has_more);
  });
  const { run } = request;
  useEffect(() => {
    if (enabled) run(1);
  }, [run, enabled]);
  const replace = useCallback(
    (same: (item: T) => boolean, next: (item: T) => T) =>
      setItems((before) => before.map((item) => (same(item) ? next(item) : item))),
    [],
  );
  return {
    items,
    loading: request.busy,
    /** A page has arrived (or failed) since the list was first asked for. */
    settled: page > 0 || request.error !== '',
    error: request.error,
    hasMore,
    /** Page 1 has come in once; before that an empty list is not yet known to be empty. */
    loaded: page > 0,
    /** Page 1 again. */
    reload: () => run(1),
    /** The next page; after a failed one, that page again. */
    more: () => run(page + 1),
    replace,
  };
}
