/** The debug panel's 埋点上报 switch, per browser (DESIGN §10). */
const SWITCH_KEY = 'wap-analytics-debug';

export const analyticsDebugSwitch = {
  get(): boolean {
    try {
      return localStorage.getItem(SWITCH_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(on: boolean): void {
    try {
      if (on) localStorage.setItem(SWITCH_KEY, '1');
      else localStorage.removeItem(SWITCH_KEY);
    } catch {
      // Private mode: the switch lasts for this page only.
    }
  },
};
