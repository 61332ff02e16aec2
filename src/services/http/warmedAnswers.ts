/** How long an answer started ahead waits for the request that takes it. */
export const WARM_MS = 10_000;

/**
 * Answers started ahead of the request that will want them (HttpClient.warm): the first request with the same key
 * takes one, once; one that no request took within WARM_MS is dropped.
 */
export function createWarmedAnswers<T>(now: () => number = Date.now) {
  const answers = new Map<string, { answer: Promise<T>; until: number }>();
  return {
    put(key: string, answer: Promise<T>): void {
      for (const [k, { until }] of answers) if (until < now()) answers.delete(k);
      answers.set(key, { answer, until: now() + WARM_MS });
    },
    /** Whether an answer for this key waits to be taken. */
    has(key: string): boolean {
      const entry = answers.get(key);
      return entry !== undefined && entry.until >= now();
    },
    take(key: string): Promise<T> | undefined {
      const entry = answers.get(key);
      answers.delete(key);
      return entry && entry.until >= now() ? entry.answer : undefined;
    },
  };
}
