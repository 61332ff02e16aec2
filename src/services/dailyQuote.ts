import { quoteSchema, type Quote } from '../domain/discover';
import { chinaDate } from '../lib/studyDates';
import * as v from 'valibot';

const KEY = 'wap-daily-quote';

/** 每日一句, kept on the device for its day (China time): one request a day. Unreadable storage counts as none. */
export const dailyQuote = {
  read(now: number, storage: Pick<Storage, 'getItem'> = localStorage): Quote | null {
    try {
      const value = JSON.parse(storage.getItem(KEY) ?? 'null') as { day?: unknown; quote?: unknown } | null;
      const quote = v.safeParse(quoteSchema, value?.quote);
      return value?.day === chinaDate(now) && quote.success ? quote.output : null;
    } catch {
      return null;
    }
  },
  save(quote: Quote, now: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
    try {
      storage.setItem(KEY, JSON.stringify({ day: chinaDate(now), quote }));
    } catch {
      // Blocked storage: asked again on the next visit.
    }
  },
  clear(storage: Pick<Storage, 'removeItem'> = localStorage): void {
    try {
      storage.removeItem(KEY);
    } catch {
      // Blocked storage: nothing was kept.
    }
  },
};
