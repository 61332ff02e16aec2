/** Storage as the app's stores use it. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage that survives refused writes (Safari's private mode, a full phone): a value the browser will not keep
 * lives on for this tab, in memory and in sessionStorage where that works, so a cashier trip in the same tab still
 * finds the session and the pending order. Reads prefer this tab's newer value. `onRefused` hears each refusal.
 */
export function createTabStorage(
  primary: () => KeyValueStorage | undefined,
  fallback: () => KeyValueStorage | undefined,
  onRefused: () => void = () => {},
): KeyValueStorage {
  const memory = new Map<string, string>();
  const attempt = <T>(work: () => T): T | undefined => {
    try {
      return work();
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (key) =>
      memory.get(key) ?? attempt(() => fallback()?.getItem(key)) ?? attempt(() => primary()?.getItem(key)) ?? null,
    setItem(key, value) {
      try {
        const storage = primary();
        if (!storage) throw new Error('no localStorage');
        storage.setItem(key, value);
        memory.delete(key);
        attempt(() => fallback()?.removeItem(key));
      } catch {
        memory.set(key, value);
        attempt(() => fallback()?.setItem(key, value));
        onRefused();
      }
    },
    removeItem(key) {
      memory.delete(key);
      attempt(() => fallback()?.removeItem(key));
      attempt(() => primary()?.removeItem(key));
    },
  };
}
