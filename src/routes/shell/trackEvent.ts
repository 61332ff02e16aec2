/**
 * Records an analytics event from any screen, through the upload queue once analytics has started (observability.ts);
 * before that, or when analytics is off, nothing is recorded. Apart from observability so a screen's chunk does not
 * carry the analytics with it.
 */
let sink: ((key: string, data: Record<string, unknown>) => void) | null = null;

export const trackEvent = (key: string, data: Record<string, unknown>) => sink?.(key, data);

export const setEventSink = (record: typeof sink) => {
  sink = record;
};
