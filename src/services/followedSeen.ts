const KEY = 'wap-followed-books-seen';

/**
 * When the reader last looked at 关注的作者上新 (ms), kept on the device so /me can mark what is new since. Unreadable
 * or blocked storage counts as never.
 */
export const followedSeen = {
  get(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
    try {
      const value = Number(storage.getItem(KEY));
      return storage.getItem(KEY) !== null && Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  set(at: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
    try {
      storage.setItem(KEY, String(at));
    } catch {
      // Blocked storage: the dot shows again next time.
    }
  },
};
