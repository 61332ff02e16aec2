import { readPreferences, type Preferences } from '../domain/preferences';

const KEY = 'wap-preferences';

/**
 * The learner's settings as last read from or saved to the server, kept on the device so the next start (its colour
 * scheme, 自动发音) has them before any request; anything unreadable is the default.
 */
export const preferenceCache = {
  read(storage: Pick<Storage, 'getItem'> = localStorage): Preferences {
    try {
      return readPreferences(JSON.parse(storage.getItem(KEY) ?? '{}'));
    } catch {
      return readPreferences({});
    }
  },
  save(preferences: Preferences, storage: Pick<Storage, 'setItem'> = localStorage): void {
    try {
      storage.setItem(KEY, JSON.stringify(preferences));
    } catch {
      // Blocked storage: the settings last for this page.
    }
  },
};
