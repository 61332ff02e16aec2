import { emptyState, type DemoState } from './state';

export const STORE_KEY = 'demo-backend';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DemoStore {
  /** Runs a change against the latest stored state and saves it, so tabs and reloads agree. */
  change<T>(fn: (state: DemoState) => T): T;
  read(): DemoState;
  reset(): void;
  now(): number;
  random(): number;
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

function parse(text: string | null): DemoState {
  if (!text) return emptyState();
  try {
    const value = JSON.parse(text) as Partial<DemoState>;
    return value && value.version === 1 ? { ...emptyState(), ...value } : emptyState();
  } catch {
    return emptyState();
  }
}

export interface StoreOptions {
  storage?: KeyValueStorage;
  now?: () => number;
  random?: () => number;
}

export function createDemoStore({
  storage = memoryStorage(),
  now = Date.now,
  random = Math.random,
}: StoreOptions = {}): DemoStore {
  const read = () => parse(storage.getItem(STORE_KEY));
  return {
    read,
    change(fn) {
      const state = read();
      const result = fn(state);
      try {
        storage.setItem(STORE_KEY, JSON.stringify(state));
      } catch {
        // Storage full or blocked: the change still answers this request.
      }
      return result;
    },
    reset: () => storage.removeItem(STORE_KEY),
    /** The device's clock moved on by 时间快进 (the debug panel). */
    now: () => now() + (read().clock_offset_ms || 0),
    random,
  };
}
