import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDemoHandlers } from '../../../src/demo/handlers';
import { DEFAULT_SETTINGS, type DemoSettings } from '../../../src/demo/settings';
import type { DemoState } from '../../../src/demo/state';
import { createDemoStore, memoryStorage } from '../../../src/demo/store';
import { createApi } from '../../../src/services/api';
import { confirmCharge, PAYMENT_SETTLE_MS } from '../../../src/demo/handlers/settle';
import type { PaymentResponse } from '../../../src/services/api/payment';
import { HttpError } from '../../../src/services/http/errors';
import { createHttpClient } from '../../../src/services/http/client';

export const BASE = 'https://api.demo.test';
/** Where the demo serves package media (env ossURL). */
export const MEDIA_BASE = `${BASE}/oss`;

/** One demo backend per test file, on a clock the tests move, reset before every test. */
export const clock = { now: Date.parse('2026-11-21T08:00:00Z') };
export const settings: DemoSettings = { ...DEFAULT_SETTINGS, latencyMs: 0 };
export const storage = memoryStorage();
export const store = createDemoStore({ storage, now: () => clock.now });
export const sent: { phone: string; code: string; text: string }[] = [];

const server = setupServer(
  ...createDemoHandlers({
    store,
    base: BASE,
    mediaBase: MEDIA_BASE,
    settings: () => settings,
    onSms: (sms) => sent.push(sms),
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store.reset();
  sent.length = 0;
  clock.now = Date.parse('2026-11-21T08:00:00Z');
  Object.assign(settings, DEFAULT_SETTINGS, { latencyMs: 0 });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

/** A device talking to the demo: its own token, through the app's real http client and catalogue. */
export function device() {
  let token = '';
  const http = createHttpClient({
    baseURL: () => BASE,
    authorization: () => (token ? `Bearer ${token}` : ''),
    deviceId: () => 'test-device',
    inviterId: () => undefined,
    viewPath: () => '/',
  });
  const api = createApi(http.request);
  return {
    api,
    setToken: (t: string) => (token = t),
    async login(phone: string, extra: { pvt_inviter?: bigint } = {}) {
      await api.auth.sendSmsCode({ body: { purpose: 'SIGNIN', country_code: 86, phone_number: phone } });
      const code = sent.filter((s) => s.phone === phone).pop()!.code;
      const { token: t } = await api.auth.signinPhone({
        body: { country_code: 86, phone_number: phone, code, method_name: 'sms_code', ...extra },
      });
      token = t;
      return t;
    },
  };
}

export const state = (): DemoState => store.read();

/** The error a call rejected with. */
export async function failure(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

export const minutes = (n: number) => (clock.now += n * 60_000);

const CASHIER_RETURN = 'https://h5.demo.test/go/pingppCallback?order_id=1';

/** Pays an order at the demo cashier and lets the payment notification arrive. */
export async function payAtCashier(d: ReturnType<typeof device>, orderId: string) {
  const res = (await d.api.payment.payOrder({
    path: { order_id: orderId },
    body: { channel: 'PING_PP', success_url: CASHIER_RETURN },
  })) as Extract<PaymentResponse, { charge: unknown }>;
  store.change((s) => confirmCharge(s, res.charge.id, clock.now));
  clock.now += PAYMENT_SETTLE_MS;
  return res;
}
