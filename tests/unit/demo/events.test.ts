import { describe, expect, test } from 'vitest';
import { RECENT_EVENTS } from '../../../src/demo/handlers/events';
import { eventItem } from '../../../src/services/analytics/events';
import { device, failure, state } from './harness';

const item = (n: number) =>
  eventItem('page_view', { path: `/p${n}` }, { appId: 234660, userId: undefined, deviceId: 'dev-1', ssid: 's' }, n);

describe('demo backend accepts analytics uploads (spec §7 /event/v1/bulk_upload)', () => {
  test('counts the events received and keeps the newest few for the debug panel', async () => {
    const { api } = device();
    await api.misc.uploadEvents({ body: { events_data: [item(1), item(2)] } });
    await api.misc.uploadEvents({ body: { events_data: Array.from({ length: 12 }, (_, i) => item(10 + i)) } });
    expect(state().analytics.received).toBe(14);
    expect(state().analytics.recent).toHaveLength(RECENT_EVENTS);
    expect(state().analytics.recent[0]).toMatchObject({ event_key: 'page_view', event_time: 21, app_id: 234660 });
  });

  test('a body without an events array is a 400', async () => {
    const { api } = device();
    const error = await failure(
      api.misc.uploadEvents({ body: { events_data: 'nope' as unknown as [] }, noToast: true }),
    );
    expect(error.status).toBe(400);
  });
});
