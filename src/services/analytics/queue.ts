import type { EventLogItem } from '../api/misc';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const QUEUE_KEY = 'wap-analytics-queue';
/** Flush every few seconds, or as soon as a batch is full. */
export const FLUSH_MS = 5_000;
export const BATCH_SIZE = 20;
/** A failed batch is retried after 2, 4 and 8 s, then dropped (spec §7: errors silently skipped). */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000];
/** Events beyond this many waiting are dropped oldest first, so a dead backend cannot fill the storage. */
export const MAX_QUEUED = 500;

export interface UploadQueueDeps {
  storage: KeyValueStorage;
  upload(items: EventLogItem[]): Promise<unknown>;
  /** navigator.sendBeacon with the upload body; false when the browser refused it. */
  beacon(items: EventLogItem[]): boolean;
}

function load(storage: KeyValueStorage): EventLogItem[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is EventLogItem => typeof item === 'object' && item !== null && 'event_key' in item)
      : [];
  } catch {
    return [];
  }
}

/**
 * The analytics upload queue: persisted until sent (a reload loses nothing), flushed on a timer and on a
 * full batch, one upload at a time, a failed batch retried with backoff and then dropped.
 */
export function createUploadQueue({ storage, upload, beacon }: UploadQueueDeps) {
  let items = load(storage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let attempt = 0;

  const save = () => {
    try {
      if (items.length === 0) storage.removeItem(QUEUE_KEY);
      else storage.setItem(QUEUE_KEY, JSON.stringify(items));
    } catch {
      // A full or blocked storage keeps the queue for this page only.
    }
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), ms);
  };
  const settle = (sent: number) => {
    items = items.slice(sent);
    attempt = 0;
    save();
  };

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (sending || items.length === 0) return;
    sending = true;
    const batch = items.slice(0, BATCH_SIZE);
    try {
      await upload(batch);
      settle(batch.length);
    } catch {
      const wait = RETRY_DELAYS_MS[attempt];
      if (wait === undefined) settle(batch.length);
      else attempt += 1;
      sending = false;
      schedule(wait ?? FLUSH_MS);
      return;
    }
    sending = false;
    if (items.length > 0) schedule(items.length >= BATCH_SIZE ? 0 : FLUSH_MS);
  }

  return {
    add(item: EventLogItem) {
      items = [...items, item].slice(-MAX_QUEUED);
      save();
      if (items.length >= BATCH_SIZE && attempt === 0) void flush();
      else if (timer === undefined && !sending) schedule(FLUSH_MS);
    },
    flush,
    /** The page is going away: hand what waits to sendBeacon; refused items stay stored for the next visit. */
    flushByBeacon() {
      if (sending || items.length === 0) return;
      const batch = items.slice(0, BATCH_SIZE * 3);
      if (beacon(batch)) settle(batch.length);
    },
    /** Resumes a queue left by an earlier page. */
    start() {
      if (items.length > 0) schedule(FLUSH_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
    pending: () => items.length,
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
