import type { QueryValue } from './query';

/**
 * A GET that the boot module (src/routes/boot) sent with the HTML, before the app's scripts ran: the request as the
 * http client would have made it, and its answer on the way. The client takes it over (HttpClient.warm).
 */
export interface SentWithHtml {
  baseURL: string;
  path: string;
  query?: Record<string, QueryValue>;
  headers: Record<string, string>;
  noToast?: boolean;
  answer: Promise<Response>;
}

/**
 * The boot module and the app are two scripts: what one hands the other waits on the page's window. Once the app has
 * looked (null), it sends its own requests, and a boot module that runs only then (its script came late) sends none.
 */
const HANDOVER = '__sentWithHtml';
type Handover = { [HANDOVER]?: SentWithHtml[] | null };

/** Sends the GETs with `send` and hands them over, unless the app has already started without them. */
export function handOver(send: () => SentWithHtml[]): void {
  if ((window as Handover)[HANDOVER] === null) return;
  (window as Handover)[HANDOVER] = send();
}

/** The GETs sent with the HTML, once: whoever takes them owns them, and none are sent after. */
export function takeOver(): SentWithHtml[] {
  if (typeof window === 'undefined') return [];
  const gets = (window as Handover)[HANDOVER] ?? [];
  (window as Handover)[HANDOVER] = null;
  return gets;
}
