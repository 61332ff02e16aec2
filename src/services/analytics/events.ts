import type { Env } from '../env';
import type { EventLogItem } from '../api/misc';

/** Spec §9: analytics app ids. */
export const APP_ID_PROD = 232518;
export const APP_ID_OTHER = 234660;

export const appIdFor = (env: Env): number => (env === 'prod' ? APP_ID_PROD : APP_ID_OTHER);

/**
 * Spec §9: analytics is off locally. The debug panel's 埋点上报 switch turns it on for this browser,
 * and only outside the production build (which has no debug panel).
 */
export function analyticsEnabled({
  env,
  productionBuild,
  debugSwitch,
}: {
  env: Env;
  productionBuild: boolean;
  debugSwitch: boolean;
}): boolean {
  return env !== 'local' || (!productionBuild && debugSwitch);
}

export const EVENT_KEY = {
  pageView: 'page_view',
  stayDuration: 'stay_duration',
  /** A tapped search result: uploaded to its own endpoint (event/v1/search_click_event), not with the others. */
  searchClick: 'search_click',
} as const;

/** Who and where an event comes from, read when it is recorded. */
export interface EventSource {
  appId: number;
  /** The signed-in user's id, if any. */
  userId: string | number | undefined;
  /** The stored device uuid. */
  deviceId: string;
  /** One id per browser session. */
  ssid: string;
}

/** DESIGN §10: neither a token nor a phone number is ever sent; such keys are dropped from event data. */
const PRIVATE_KEY = /token|phone|authorization/i;

/** A view path without its query or hash (DESIGN §10). */
export const viewPath = (path: string): string => path.split(/[?#]/, 1)[0] || '/';

function scrub(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !PRIVATE_KEY.test(key))
      .map(([key, value]) => [key, key === 'path' && typeof value === 'string' ? viewPath(value) : value]),
  );
}

/** One upload item (spec §3 "Event log upload item"). */
export function eventItem(key: string, data: Record<string, unknown>, source: EventSource, now: number): EventLogItem {
  return {
    event_time: now,
    event_key: key,
    event_data: JSON.stringify(scrub(data)),
    user_unique_id: source.userId ?? source.deviceId,
    app_id: source.appId,
    ssid: source.ssid,
    device_id: source.deviceId,
  };
}
