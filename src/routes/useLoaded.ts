import { useEffect, useState } from 'react';
import type { LoadedSection } from '../ui/shell/loadedSection';
import { useRequest } from './useRequest';

/**
 * Loads once per key, and again when the key changes (once a load under way has ended); nothing while the key is
 * null. Its result is the current key's only: while another key's answer is all there is, it is loading. A reload
 * of the same key keeps the answer on screen until the new one comes.
 */
export function useLoaded<R>(perform: (key: string) => Promise<R>, key: string | null) {
  const request = useRequest((wanted: string) => perform(wanted).then((value) => ({ key: wanted, value })));
  const { run, busy } = request;
  const [ranFor, setRanFor] = useState<string | null>(null);
  useEffect(() => {
    if (!key || busy || ranFor === key) return;
    setRanFor(key);
    run(key);
  }, [key, busy, ranFor, run]);
  return {
    busy,
    result: request.result?.key === key ? request.result.value : undefined,
    error: ranFor === key ? request.error : '',
    retry: () => key && run(key),
  };
}

/** A loaded answer as a page's section: loading, failed with 重试, or ready. */
export function sectionOf<R, T>(
  request: { result: R | undefined; error: string; retry: () => void },
  map: (r: R) => T,
): LoadedSection<T> {
  if (request.result !== undefined) return { kind: 'ready', value: map(request.result) };
  return request.error ? { kind: 'failed', onRetry: request.retry } : { kind: 'loading' };
}
