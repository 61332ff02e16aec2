import { useCallback, useEffect, useState } from 'react';
import type { ListFooterState } from '../../ui/library/ListFooter';
import { useRequest } from '../useRequest';

interface Page<T> {
  items: T[];
  total: number;
  page_number: number;
  has_more: boolean;
}

interface Loaded<P extends Page<unknown>> {
  /** The first page as answered: its figures stand for the list. */
  first: P;
  items: P['items'];
  page: number;
  hasMore: boolean;
}

/** A list that grows page by page from 1, as the reader reaches its end; the first page loads at once. */
export function usePages<P extends Page<unknown>>(load: (page: number) => Promise<P>) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  const request = useRequest(load, (answer) =>
    setLoaded((before) =>
      answer.page_number > 1 && before
        ? { ...before, items: [...before.items, ...answer.items], page: answer.page_number, hasMore: answer.has_more }
        : { first: answer, items: answer.items, page: answer.page_number, hasMore: answer.has_more },
    ),
  );
  const { run } = request;
  useEffect(() => run(1), [run]);
  const next = () => run(loaded ? loaded.page + 1 : 1);
  const footer: ListFooterState = request.busy
    ? { kind: 'loading' }
    : request.error
      ? { kind: 'failed', message: request.error }
      : loaded?.hasMore
        ? { kind: 'more' }
        : { kind: 'end' };
  /** Changes the loaded items in place (a book moved, changed or deleted) without reading them again. */
  const update = useCallback(
    (change: (items: P['items']) => P['items']) =>
      setLoaded((before) => before && { ...before, items: change(before.items) }),
    [],
  );
  return { loaded, error: request.error, footer, next, reload: () => run(1), update };
}
