import type { DemoEvent } from '../state';
import { badRequest, type RouteFn } from './kit';

/** How many received events the debug panel lists. */
export const RECENT_EVENTS = 10;

const isItem = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { event_key?: unknown }).event_key === 'string';

/** POST /event/v1/bulk_upload: counts the events and keeps the newest few, as a collector would. */
export const bulkUpload: RouteFn = ({ state, body }) => {
  const items = body.events_data;
  if (!Array.isArray(items) || !items.every(isItem)) throw badRequest('events_data 必须是事件数组');
  const received: DemoEvent[] = items.map((item) => ({
    event_key: String(item.event_key),
    event_data: typeof item.event_data === 'string' ? item.event_data : JSON.stringify(item.event_data ?? {}),
    event_time: Number(item.event_time) || 0,
    app_id: typeof item.app_id === 'number' ? item.app_id : String(item.app_id),
    device_id: String(item.device_id ?? ''),
  }));
  const analytics = state.analytics ?? { received: 0, recent: [] };
  state.analytics = {
    received: analytics.received + received.length,
    recent: [...received.reverse(), ...analytics.recent].slice(0, RECENT_EVENTS),
  };
  return { accepted: received.length };
};
