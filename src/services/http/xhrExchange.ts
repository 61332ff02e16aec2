import { addressOf, type QueryValue } from './query';

/** What one exchange answers, whichever transport carried it: the status, and the body as text. */
export interface RawAnswer {
  ok: boolean;
  status: number;
  _data?: string;
}

export interface XhrInit {
  baseURL: string;
  path: string;
  /** Absent values are left out. */
  query?: Record<string, QueryValue>;
  method: string;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit;
  signal?: AbortSignal;
  /** How much of the body has gone out, 0 to 1. */
  onUploadProgress: (fraction: number) => void;
}

/**
 * One request through XMLHttpRequest, the only browser transport that tells how much of a body has gone out (fetch
 * does not). It behaves as the client's fetch exchange: any status is an answer, and only a failed connection or the
 * signal rejects; the client tells a timeout from an abort by its own signal, so the reason here is not read.
 */
export function xhrExchange({ method, headers, body, signal, onUploadProgress, ...to }: XhrInit): Promise<RawAnswer> {
  const url = addressOf(to.baseURL, to.path, to.query);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const failed = () => {
      signal?.removeEventListener('abort', abort);
      reject(new Error(`${method} ${url}: no answer`));
    };
    // Rejected here, not on the request's abort event: a request intercepted before it went out fires none.
    const abort = () => {
      xhr.abort();
      failed();
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, _data: xhr.responseText });
    });
    xhr.addEventListener('error', failed);
    // The browser's own abort (the page going away) is a request without an answer too.
    xhr.addEventListener('abort', failed);
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body ?? null);
  });
}
