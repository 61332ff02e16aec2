import type { EventLogItem, SearchClickBody } from '../api/misc';
import { EVENT_KEY, eventItem, type EventSource } from './events';
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

/** A queued batch split by where it goes: bulk_upload for most, search_click_event for each tapped search result. */
export function splitSearchClicks(items: EventLogItem[]): { events: EventLogItem[]; clicks: SearchClickBody[] } {
  const events: EventLogItem[] = [];
  const clicks: SearchClickBody[] = [];
  for (const item of items) {
    if (item.event_key !== EVENT_KEY.searchClick) events.push(item);
    else {
      try {
        clicks.push({
          ...(JSON.parse(item.event_data) as Omit<SearchClickBody, 'event_time'>),
          event_time: item.event_time,
        });
      } catch {
        // An unreadable click is dropped, as a failed batch is.
      }
    }
  }
  return { events, clicks };
}
