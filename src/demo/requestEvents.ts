/**
 * Each API request the demo backend answers is announced on window as this event: the requests never reach the
 * network, so DevTools' network panel and a test's network listener no longer see them (tests/e2e, demoRequests).
 */
export const DEMO_REQUEST_EVENT = 'demo-backend:request';

export interface DemoRequest {
  method: string;
  url: string;
  /** Lower-case names, as the Fetch API gives them. */
  headers: Record<string, string>;
  body: string;
}

export async function announceRequest(request: Request): Promise<void> {
  const detail: DemoRequest = {
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: request.body ? await request.clone().text() : '',
  };
  window.dispatchEvent(new CustomEvent(DEMO_REQUEST_EVENT, { detail }));
}
