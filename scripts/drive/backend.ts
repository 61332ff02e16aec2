import { setupServer } from 'msw/node';
import { createDemoHandlers } from '../../src/demo/handlers';
import { DEFAULT_SETTINGS, type DemoSettings } from '../../src/demo/settings';
import type { DemoSms } from '../../src/demo/state';
import { createDemoStore, memoryStorage, type DemoStore } from '../../src/demo/store';
import { createApi, type Api } from '../../src/services/api';
import { createHttpClient } from '../../src/services/http/client';

/** Any URL will do: msw/node answers it in-process, nothing leaves the machine. */
export const DRIVE_BASE = 'https://api.drive.local';
/** The origin the H5 pages would be served from (payment return URLs, OAuth landing URL). */
export const DRIVE_ORIGIN = 'https://h5.drive.local';

export interface DemoBackend {
  store: DemoStore;
  /** Every SMS the demo sent, oldest first. */
  sms: DemoSms[];
  close(): void;
}

/** The embedded demo backend (DESIGN §6) on msw/node, on the driver's clock, with no latency. */
export function startDemoBackend(now: () => number, onSms: (sms: DemoSms) => void = () => {}): DemoBackend {
  const store = createDemoStore({ storage: memoryStorage(), now });
  const settings: DemoSettings = { ...DEFAULT_SETTINGS, latencyMs: 0 };
  const sms: DemoSms[] = [];
  const server = setupServer(
    ...createDemoHandlers({
      store,
      base: DRIVE_BASE,
      settings: () => settings,
      onSms: (message) => {
        sms.push(message);
        onSms(message);
      },
    }),
  );
  server.listen({ onUnhandledRequest: 'error' });
  return { store, sms, close: () => server.close() };
}

export interface Device {
  api: Api;
  /** The raw server token, or empty. */
  token(): string;
  setToken(token: string): void;
  onUnauthorized(listener: () => void): () => void;
}

/** One device talking to the demo through the app's real http client and api catalogue, its token in memory. */
export function createDevice(deviceId = 'drive-device'): Device {
  let token = '';
  const http = createHttpClient({
    baseURL: () => DRIVE_BASE,
    authorization: () => (token ? `Bearer ${token}` : ''),
    deviceId: () => deviceId,
    inviterId: () => undefined,
    viewPath: () => '/',
  });
  return {
    api: createApi(http.request),
    token: () => token,
    setToken: (next) => {
      token = next.replace(/^bearer\s*/i, '');
    },
    onUnauthorized: (listener) => http.onUnauthorized(() => listener()),
  };
}
