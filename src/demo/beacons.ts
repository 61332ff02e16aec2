/** The demo backend's answer to a request, or none when it is switched off (requests then go to the real backend). */
export type DemoAnswer = ((request: Request) => Promise<unknown>) | undefined;

/** Why a request of the demo build was not sent: its in-page backend could not load, and no real host stands in. */
export const DEMO_BACKEND_MISSING = '演示后端未能加载，请联网后重试';

/**
 * A beacon is not a fetch, so the demo's interceptor never sees it: those for the API base (say, the stay duration
 * sent as the page is hidden) go to the demo backend instead, once it has started. The backend loads with the first
 * API request, so this hold is set up at once and costs no download.
 */
export function holdApiBeacons(apiBase: string, backend: () => Promise<DemoAnswer>): void {
  const send = navigator.sendBeacon?.bind(navigator);
  if (!send) return;
  navigator.sendBeacon = (url, data) => {
    const target = new URL(url, window.location.href);
    if (!target.href.startsWith(apiBase)) return send(url, data);
    void backend()
      .then((answer) => (answer ? answer(new Request(target, { method: 'POST', body: data })) : send(url, data)))
      // The backend could not load (offline): the beacon is dropped, never sent to a real host.
      .catch(() => {});
    return true;
  };
}
