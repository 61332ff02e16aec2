/** A part of a page that loads on its own: loading, failed with 重试, or ready with its value. */
export type LoadedSection<T> =
  { kind: 'loading' } | { kind: 'failed'; onRetry: () => void } | { kind: 'ready'; value: T };
