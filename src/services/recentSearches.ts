const KEY = 'wap-recent-searches';
const MAX = 10;

/** The last 10 searches, newest first, kept on the device; anything unreadable counts as none. */
export const recentSearches = {
  read(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(value)
        ? value.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, MAX)
        : [];
    } catch {
      return [];
    }
  },
  save(list: string[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
    try {
      if (list.length === 0) storage.removeItem(KEY);
      else storage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
    } catch {
      // Blocked storage: the list lasts for this page only.
    }
  },
};
