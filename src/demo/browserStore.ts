import { createTabStorage } from '../services/tabStorage';
import { readSettings, writeSettings, type DemoSettings } from './settings';
import { createDemoStore } from './store';

/**
 * The page's demo backend data and tester settings, both in localStorage. A storage that refuses writes keeps the
 * data for this tab, as the app's own record does: a code sent is still there when it is typed in.
 */
export const demoStore = createDemoStore({
  storage: createTabStorage(
    () => window.localStorage,
    () => window.sessionStorage,
  ),
});
export const demoSettings = {
  get: () => readSettings(window.localStorage),
  set: (patch: Partial<DemoSettings>) => writeSettings(window.localStorage, patch),
};
