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
  // The last state this page parsed or saved, with its text: parsed again only when another tab or a reload wrote.
  let last: { text: string | null; state: DemoState } | undefined;
  const current = () => {
    const text = storage.getItem(STORE_KEY);
    if (last?.text !== text) last = { text, state: parse(text) };
    return last.state;
  };
  return {
    read,
    change(fn) {
      const state = current();
      let result;
      try {
        result = fn(state);
      } catch (error) {
        // A failed change is not saved, and its half-made edits must not outlive it here either.
        last = undefined;
        throw error;
      }
      const text = JSON.stringify(state);
      if (text !== last?.text) {
        try {
          storage.setItem(STORE_KEY, text);
          last = { text, state };
        } catch {
          // Storage full or blocked: the change still answers this request.
          last = undefined;
        }
      }
      return result;
    },
    reset: () => storage.removeItem(STORE_KEY),
    /** The device's clock moved on by 时间快进 (the debug panel). */
    now: () => now() + (current().clock_offset_ms || 0),
    random,
  };
}
