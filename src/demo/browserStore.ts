import { readSettings, writeSettings, type DemoSettings } from './settings';
import { createDemoStore } from './store';

/** The page's demo backend data and tester settings, both in localStorage. */
export const demoStore = createDemoStore({ storage: window.localStorage });
export const demoSettings = {
  get: () => readSettings(window.localStorage),
  set: (patch: Partial<DemoSettings>) => writeSettings(window.localStorage, patch),
};
