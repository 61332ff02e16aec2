import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAnalytics } from '../../src/services/analytics';
import {
  analyticsEnabled,
  APP_ID_OTHER,
  APP_ID_PROD,
  appIdFor,
  eventItem,
  type EventSource,
} from '../../src/services/analytics/events';
import {
  BATCH_SIZE,
  createUploadQueue,
  FLUSH_MS,
  QUEUE_KEY,
  RETRY_DELAYS_MS,
} from '../../src/services/analytics/queue';
import type { EventLogItem } from '../../src/services/api/misc';

const DEVICE = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const source = (userId?: string | number): EventSource => ({
  appId: APP_ID_OTHER,
  userId,
  deviceId: DEVICE,
  ssid: 's-1',
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const item = (n: number) => eventItem('page_view', { path: `/p${n}` }, source(), 1000 + n);

/** An upload that records each batch and answers as told. */
function uploads(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const batches: EventLogItem[][] = [];
  return { batches, upload: (items: EventLogItem[]) => (batches.push(items), answer()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec §9 analytics app ids and switch', () => {
  test('app_id is 232518 in production and 234660 otherwise', () => {
    expect(appIdFor('prod')).toBe(APP_ID_PROD);
    expect(APP_ID_PROD).toBe(232518);
    expect(appIdFor('staging')).toBe(234660);
    expect(appIdFor('local')).toBe(234660);
  });

  test('analytics is off locally unless the 埋点上报 switch is on, and the switch does nothing in a production build', () => {
    expect(analyticsEnabled({ env: 'local', productionBuild: false, debugSwitch: false })).toBe(false);
    expect(analyticsEnabled({ env: 'local', productionBuild: false, debugSwitch: true })).toBe(true);
    expect(analyticsEnabled({ env: 'local', productionBuild: true, debugSwitch: true })).toBe(false);
    expect(analyticsEnabled({ env: 'staging', productionBuild: true, debugSwitch: false })).toBe(true);
    expect(analyticsEnabled({ env: 'prod', productionBuild: true, debugSwitch: false })).toBe(true);
  });
});

describe('spec §3 event log upload item', () => {
  test('an item carries event_time, event_key, event_data as JSON text, user_unique_id, app_id, ssid and device_id', () => {
    expect(eventItem('stay_duration', { path: '/vip-subscribe', duration_ms: 1200 }, source(42), 1700)).toEqual({
      event_time: 1700,
      event_key: 'stay_duration',
      event_data: '{"path":"/vip-subscribe","duration_ms":1200}',
      user_unique_id: 42,
      app_id: APP_ID_OTHER,
      ssid: 's-1',
      device_id: DEVICE,
    });
  });

  test('user_unique_id is the device uuid while anonymous', () => {
    expect(eventItem('page_view', { path: '/' }, source(), 1).user_unique_id).toBe(DEVICE);
  });

  test('DESIGN §10: no token, no phone number and no query string in an event', () => {
    const sent = eventItem(
      'page_view',
      { path: '/vip-order/9?code=abc#x', token: 'Bearer secret-token', phone_number: '13800000888' },
      source(7),
      1,
    );
    const text = JSON.stringify(sent);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('13800000888');
    expect(text).not.toContain('code=abc');
    expect(JSON.parse(sent.event_data)).toEqual({ path: '/vip-order/9' });
  });
});

describe('analytics upload queue', () => {
  test('flushes on the interval, in one batch', async () => {
    const { batches, upload } = uploads();
    const queue = createUploadQueue({ storage: memoryStorage(), upload, beacon: () => true });
    queue.add(item(1));
    queue.add(item(2));
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(batches).toEqual([[item(1), item(2)]]);
    expect(queue.pending()).toBe(0);
  });

  test('a full batch uploads at once, without waiting for the interval', async () => {
    const { batches, upload } = uploads();
    const queue = createUploadQueue({ storage: memoryStorage(), upload, beacon: () => true });
    for (let i = 0; i < BATCH_SIZE; i++) queue.add(item(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(BATCH_SIZE);
  });

  test('a failed upload is retried with backoff, then dropped, never thrown', async () => {
    const { batches, upload } = uploads(() => Promise.reject(new Error('Network Error')));
    const storage = memoryStorage();
    const queue = createUploadQueue({ storage, upload, beacon: () => true });
    queue.add(item(1));
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(batches).toHaveLength(1);
    for (const [i, wait] of RETRY_DELAYS_MS.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(batches).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toHaveLength(i + 2);
    }
    expect(queue.pending()).toBe(0);
    expect(storage.getItem(QUEUE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(RETRY_DELAYS_MS.length + 1);
  });

  test('a retry that succeeds sends the batch once and keeps later events', async () => {
    let fail = true;
    const { batches, upload } = uploads(() => (fail ? Promise.reject(new Error('500')) : Promise.resolve({})));
    const queue = createUploadQueue({ storage: memoryStorage(), upload, beacon: () => true });
    queue.add(item(1));
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    fail = false;
    queue.add(item(2));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    expect(batches.at(-1)).toEqual([item(1), item(2)]);
    expect(queue.pending()).toBe(0);
  });

  test('nothing is lost on a reload: the queue is persisted until sent', async () => {
    const storage = memoryStorage();
    const first = createUploadQueue({ storage, upload: () => new Promise(() => {}), beacon: () => false });
    first.add(item(1));
    first.add(item(2));
    first.stop();
    const { batches, upload } = uploads();
    const reloaded = createUploadQueue({ storage, upload, beacon: () => true });
    reloaded.start();
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(batches).toEqual([[item(1), item(2)]]);
    expect(storage.getItem(QUEUE_KEY)).toBeNull();
  });

  test('a corrupt stored queue is dropped, not thrown', () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, '{not json');
    expect(createUploadQueue({ storage, upload: async () => ({}), beacon: () => true }).pending()).toBe(0);
  });

  test('on pagehide the queue goes by sendBeacon; a refused beacon keeps it stored', () => {
    const storage = memoryStorage();
    const beacons: EventLogItem[][] = [];
    let accept = false;
    const queue = createUploadQueue({
      storage,
      upload: async () => ({}),
      beacon: (items) => (beacons.push(items), accept),
    });
    queue.add(item(1));
    queue.flushByBeacon();
    expect(queue.pending()).toBe(1);
    expect(storage.getItem(QUEUE_KEY)).not.toBeNull();
    accept = true;
    queue.flushByBeacon();
    expect(beacons.at(-1)).toEqual([item(1)]);
    expect(queue.pending()).toBe(0);
  });
});

describe('spec §4 page view and stay duration', () => {
  function analytics() {
    let now = 0;
    const beacons: EventLogItem[][] = [];
    const a = createAnalytics({
      storage: memoryStorage(),
      upload: async () => ({}),
      beacon: (items) => (beacons.push(items), true),
      source: () => source(),
      now: () => now,
    });
    const events = () => beacons.flat().map((i) => [i.event_key, JSON.parse(i.event_data) as unknown]);
    return { a, beacons, events, advance: (ms: number) => (now += ms) };
  }

  test('a route change sends a page view for the new path and the stay duration of the path left', () => {
    const { a, events, advance } = analytics();
    a.pages.enter('/');
    advance(1500);
    a.pages.enter('/vip-subscribe?from=share');
    a.pageHidden();
    expect(events()).toEqual([
      ['page_view', { path: '/' }],
      ['stay_duration', { path: '/', duration_ms: 1500 }],
      ['page_view', { path: '/vip-subscribe' }],
      ['stay_duration', { path: '/vip-subscribe', duration_ms: 0 }],
    ]);
  });

  test('hiding the page ends the stay once; showing it again counts a new view', () => {
    const { a, events, advance } = analytics();
    a.pages.enter('/buy-vip-gift');
    advance(3000);
    a.pageHidden();
    advance(60_000);
    a.pageHidden();
    a.pages.show();
    advance(500);
    a.pageHidden();
    expect(events()).toEqual([
      ['page_view', { path: '/buy-vip-gift' }],
      ['stay_duration', { path: '/buy-vip-gift', duration_ms: 3000 }],
      ['page_view', { path: '/buy-vip-gift' }],
      ['stay_duration', { path: '/buy-vip-gift', duration_ms: 500 }],
    ]);
  });

  test('a state change on the same path is not a new view', () => {
    const { a, events } = analytics();
    a.pages.enter('/');
    a.pages.enter('/?tab=2');
    a.pageHidden();
    expect(events().filter(([key]) => key === 'page_view')).toHaveLength(1);
  });
});
