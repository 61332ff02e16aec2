import { EVENT_KEY, viewPath } from './events';

export type RecordEvent = (key: string, data: Record<string, unknown>) => void;

/**
 * Spec §4: a page view for the path entered and a stay duration (visible ms) for the path left on every
 * route change; hiding or closing the page ends the stay, showing it again counts a new view.
 */
export function createPageTracker({ record, now }: { record: RecordEvent; now: () => number }) {
  let path: string | undefined;
  /** When the current visible stretch began; undefined while hidden. */
  let since: number | undefined;

  const endStay = () => {
    if (path !== undefined && since !== undefined) record(EVENT_KEY.stayDuration, { path, duration_ms: now() - since });
    since = undefined;
  };
  const view = () => {
    since = now();
    record(EVENT_KEY.pageView, { path });
  };

  return {
    enter(next: string) {
      const nextPath = viewPath(next);
      if (nextPath === path && since !== undefined) return;
      endStay();
      path = nextPath;
      view();
    },
    hide: endStay,
    show() {
      if (path !== undefined && since === undefined) view();
    },
  };
}
