import { useEffect, useState } from 'react';
import { books } from '../../services/api/books';
import { callApi } from '../callApi';
import { useRequest } from '../useRequest';

const HINT_DELAY_MS = 250;

/** Hints for what is typed, asked for once typing pauses; a failure leaves no hints, never an error. */
export function useSearchHints(typed: string) {
  const [hints, setHints] = useState<string[]>([]);
  const request = useRequest(
    (keyword: string) => callApi(books.getSearchHints, { query: { keyword }, noToast: true }),
    (answer) => setHints(answer.hints),
  );
  const { run } = request;
  const keyword = typed.trim();
  useEffect(() => {
    if (!keyword) return;
    const timer = setTimeout(() => run(keyword), HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword, run]);
  return keyword ? hints : [];
}
