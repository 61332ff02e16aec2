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

/** The boot module and the app are two scripts: what one hands the other waits on the page's window. */
const HANDOVER = '__sentWithHtml';
type Handover = { [HANDOVER]?: SentWithHtml[] };

export function handOver(gets: SentWithHtml[]): void {
  (window as Handover)[HANDOVER] = gets;
}

/** The GETs sent with the HTML, once: whoever takes them owns them. */
export function takeOver(): SentWithHtml[] {
  if (typeof window === 'undefined') return [];
  const gets = (window as Handover)[HANDOVER] ?? [];
  delete (window as Handover)[HANDOVER];
  return gets;
}
