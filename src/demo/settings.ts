/** Tester controls of the demo backend, kept apart from its data so a data reset keeps them. */
export interface DemoSettings {
  enabled: boolean;
  latencyMs: number;
  fault: 'none' | 'network' | 'server';
}

export const SETTINGS_KEY = 'demo-backend-settings';
export const DEFAULT_SETTINGS: DemoSettings = { enabled: true, latencyMs: 300, fault: 'none' };
const FAULTS: DemoSettings['fault'][] = ['none', 'network', 'server'];

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readSettings(storage: KeyValueStorage): DemoSettings {
  try {
    const raw = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}') as Partial<DemoSettings>;
    return {
      enabled: typeof raw.enabled === 'boolean' ? raw.enabled : DEFAULT_SETTINGS.enabled,
      latencyMs: typeof raw.latencyMs === 'number' && raw.latencyMs >= 0 ? raw.latencyMs : DEFAULT_SETTINGS.latencyMs,
      fault: FAULTS.includes(raw.fault as DemoSettings['fault']) ? (raw.fault as DemoSettings['fault']) : 'none',
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeSettings(storage: KeyValueStorage, patch: Partial<DemoSettings>): DemoSettings {
  const next = { ...readSettings(storage), ...patch };
  storage.setItem(SETTINGS_KEY, JSON.stringify(next));
  return next;
}
