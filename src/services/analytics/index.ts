import type { EventLogItem } from '../api/misc';
import { eventItem, type EventSource } from './events';
import { createPageTracker } from './pageTracker';
import { createUploadQueue, type UploadQueueDeps } from './queue';

export interface AnalyticsDeps extends UploadQueueDeps {
  source(): EventSource;
  now(): number;
}

/** Page analytics (spec §4, §9): events recorded as upload items, queued, persisted and uploaded in batches. */
export function createAnalytics({ source, now, ...queueDeps }: AnalyticsDeps) {
  const queue = createUploadQueue(queueDeps);
  const record = (key: string, data: Record<string, unknown>) => queue.add(eventItem(key, data, source(), now()));
  const pages = createPageTracker({ record, now });
  queue.start();
  return {
    record,
    pages,
    /** pagehide or hidden: end the stay and hand the queue to sendBeacon. */
    pageHidden() {
      pages.hide();
      queue.flushByBeacon();
    },
    queue,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The body of POST /event/v1/bulk_upload (spec §3). */
export const uploadBody = (items: EventLogItem[]) => ({ events_data: items });
