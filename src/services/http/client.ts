import { createEventSource } from '../events';
import { toast, NETWORK_TOAST_MS } from '../toast';
import { genericMessages, HttpError } from './errors';
import { HEADER, requestHeaders } from './headers';
import { parseJsonLossless, stringifyJson } from './json';
import { addressOf, type QueryValue } from './query';
import { takeOver } from './sentWithHtml';
import { createWarmedAnswers } from './warmedAnswers';
import type { RawAnswer } from './xhrExchange';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type { QueryValue } from './query';

/** Per-request opt-outs and controls (spec §8, DESIGN §5). */
export interface RequestControls {
  /** No toast of any kind for this request. */
  noToast?: boolean;
  /** No toast for a 400; the caller shows the message where it belongs (a form field, say). */
  noBadRequestToast?: boolean;
  /** A 401 here does not sign the user out. */
  skipUnauthorized?: boolean;
  /** Send no Authorization header. */
  noAuth?: boolean;
  /** Milliseconds: READ_TIMEOUT_MS for a GET, WRITE_TIMEOUT_MS otherwise (a payment's calls among them). */
  timeout?: number;
  signal?: AbortSignal;
  /** Told how much of the body has gone out (0 to 1): the request then goes by XMLHttpRequest, as fetch cannot tell. */
  onUploadProgress?: (fraction: number) => void;
}

export interface RequestOptions extends RequestControls {
  method: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** What the client reads from the app at the moment of each request. */
export interface HttpContext {
  baseURL(): string;
  /** 'Bearer <token>' or empty. */
  authorization(): string;
  deviceId(): string;
  inviterId(): string | undefined;
  viewPath(): string;
  /** Settles once requests may go out: in dev and demo builds, when the demo backend listens. */
  ready?(): Promise<void>;
}

export type HttpRequest = <T>(path: string, options: RequestOptions) => Promise<T>;
/**
 * What a GET sent ahead says besides its path: its query, whether it goes without the token, whether the request
 * that takes it shows its failures, and the page it is for when that page is not shown yet (a navigation's
 * destination, whose requests carry its path in X-View-Page).
 */
export type WarmOptions = Pick<RequestOptions, 'query' | 'noAuth' | 'noToast'> & { viewPath?: string };
export type WarmRequest = (path: string, options?: WarmOptions) => void;

export interface UnauthorizedEvent {
  url: string;
  /** The Authorization the request was sent with ('' without one): the session that the 401 is about. */
  authorization: string;
}

export interface HttpClient {
  request: HttpRequest;
  /** Fires on a 401 unless the request opted out; the composition root decides what it means. */
  onUnauthorized(listener: (event: UnauthorizedEvent) => void): () => void;
  /**
   * Fires when a request that shows its failures (no `noToast`), or a GET sent ahead for one, gets no response at
   * all: a 请检查网络连接 toast follows, at once or when the screen takes the failure.
   */
  onNoResponse(listener: (event: { url: string }) => void): () => void;
  /** Settles once no request has been in flight for `ms` milliseconds on end. */
  quiet(ms: number): Promise<void>;
  /**
   * Sends a GET now, ahead of the request that will want it: the first identical GET (same URL, query and headers)
   * within WARM_MS takes its answer instead of sending its own, and handles it as its own, toasts and 401 included.
   */
  warm: WarmRequest;
}

/** A read that has not answered by now will not: the screen shows its error and 重试 instead of skeletons. */
export const READ_TIMEOUT_MS = 10_000;
/** Writes, order creation and payment calls get longer: a slow answer there may still be a success. */
export const WRITE_TIMEOUT_MS = 30_000;

const SERVER_ERROR_TEXT = '服务器出错，请刷新重试';
const NETWORK_TEXT = '请检查网络连接';

function serverFields(body: unknown): { code?: string | number; message?: string } {
  if (typeof body !== 'object' || body === null || body instanceof UnreadableBody) return {};
  const b = body as Record<string, unknown>;
  const message = [b.message, b.msg, b.error].find((m): m is string => typeof m === 'string' && m !== '');
  const code = [b.code, b.bizCode].find((c): c is string | number => typeof c === 'string' || typeof c === 'number');
  return { code, message };
}

/** A body that is not JSON, such as a proxy's or captive portal's HTML page. */
class UnreadableBody {
  constructor(readonly text: string) {}
}

function parseBody(text: string): unknown {
  try {
    return parseJsonLossless(text);
  } catch {
    return new UnreadableBody(text);
  }
}

/** The query's present values: an absent one is left out of the address (addressOf), and tells no requests apart. */
function withoutEmpty(query: RequestOptions['query']): RequestOptions['query'] {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null && v !== undefined));
}

function headersFor(ctx: HttpContext, noAuth: boolean, viewPath = ctx.viewPath()): Record<string, string> {
  const facts = { viewPath, deviceId: ctx.deviceId(), authorization: ctx.authorization(), inviterId: ctx.inviterId() };
  return requestHeaders(facts, noAuth);
}

const timeoutOf = (options: RequestOptions) =>
  options.timeout ?? (options.method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);

/** One signal for the caller's abort and the request's own timeout, telling them apart afterwards. */
function abortSignals(options: RequestOptions) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutOf(options));
  const forward = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forward);
    },
  };
}

function failureWithoutResponse(url: string, options: RequestOptions, timedOut: boolean): HttpError {
  if (timedOut) return new HttpError({ kind: 'timeout', url, message: genericMessages.timeout(timeoutOf(options)) });
  if (options.signal?.aborted) return new HttpError({ kind: 'aborted', url, message: genericMessages.aborted });
  return new HttpError({ kind: 'network', url, message: genericMessages.network });
}

/** Applies the error catalogue of spec §8 and returns the error to reject with. */
function handleFailure(error: HttpError, options: RequestOptions, unauthorized: () => void): HttpError {
  const quiet = options.noToast === true;
  if (error.kind === 'network' || error.kind === 'timeout') {
    if (!quiet)
      toast(`${error.message} ${error.url}`, { title: NETWORK_TEXT, tone: 'error', durationMs: NETWORK_TOAST_MS });
    return error;
  }
  if (error.kind === 'aborted') return error;
  if (error.kind === 'invalid-body') {
    if (!quiet) toast(SERVER_ERROR_TEXT, { tone: 'error' });
    return error;
  }
  const shown = error.serverMessage ?? error.message;
  switch (error.status) {
    case 401:
      if (!options.skipUnauthorized) unauthorized();
      break;
    case 404:
      break;
    case 400:
      if (!quiet && !options.noBadRequestToast) toast(shown, { tone: 'error' });
      break;
    case 500:
      if (!quiet) toast(SERVER_ERROR_TEXT, { tone: 'error' });
      break;
    default:
      if (!quiet) toast(shown, { tone: 'error' });
  }
  return error;
}

interface Exchange {
  baseURL: string;
  method: HttpMethod;
  query: RequestOptions['query'];
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * One request and its raw answer; a status of any kind is an answer, and only a failed connection rejects. One that
 * reports its upload goes by XMLHttpRequest where there is one (not in node, the headless driver's, which sends it
 * without progress); that transport loads with the first such upload, not with the page.
 */
const exchange = (path: string, { query, onUploadProgress, ...init }: Exchange): Promise<RawAnswer> =>
  onUploadProgress && typeof XMLHttpRequest !== 'undefined'
    ? import('./xhrExchange').then(({ xhrExchange }) =>
        xhrExchange({
          ...init,
          path,
          query,
          // The client sends JSON text or FormData, both of which XMLHttpRequest takes.
          body: init.body as XMLHttpRequestBodyInit | undefined,
          onUploadProgress,
        }),
      )
    : fetch(addressOf(init.baseURL, path, query), init).then(withText);

/** The request as the server sees it: an answer started ahead serves only a request identical in all of it. */
const exchangeKey = (path: string, { baseURL, query, headers }: Exchange) =>
  JSON.stringify([baseURL, path, withoutEmpty(query) ?? {}, headers]);

/** An answer started ahead, given up when this request is aborted or times out, as its own fetch would be. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A fetch's own response, read as the client's exchanges read theirs. */
const withText = async (response: Response): Promise<RawAnswer> =>
  Object.assign(response, { _data: await response.text() });

const urlOf = (baseURL: string, path: string) => baseURL.replace(/\/$/, '') + path;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

export function createHttpClient(ctx: HttpContext): HttpClient {
  const unauthorized = createEventSource<UnauthorizedEvent>();
  const noResponse = createEventSource<{ url: string }>();
  const traffic = createEventSource<void>();
  let inFlight = 0;

  function quiet(ms: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const rearm = () => {
        clearTimeout(timer);
        if (inFlight === 0) timer = setTimeout(settle, ms);
      };
      const stop = traffic.subscribe(rearm);
      const settle = () => {
        stop();
        resolve();
      };
      rearm();
    });
  }

  /** Runs one request or warmed GET, counted as in flight for `quiet`. */
  async function tracked<T>(run: () => Promise<T>): Promise<T> {
    inFlight += 1;
    traffic.emit();
    try {
      return await run();
    } finally {
      inFlight -= 1;
      traffic.emit();
    }
  }

  const warmed = createWarmedAnswers<RawAnswer>();

  /**
   * Keeps an answer started ahead for the identical request to take. That request handles its failure; the toast it
   * will show may get ready now.
   */
  function keepAhead(path: string, get: Exchange, noToast: boolean | undefined, answer: Promise<RawAnswer>) {
    warmed.put(exchangeKey(path, get), answer);
    return answer.then(
      () => {},
      () => {
        if (!noToast) noResponse.emit({ url: urlOf(get.baseURL, path) });
      },
    );
  }

  /** Keys of the GETs sent with the HTML, until the route loader's warm of the same GET meets them. */
  const sentWithHtml = new Set<string>();

  /** The GETs the boot module sent with the HTML are taken over as if this client had sent them ahead. */
  function takeOverSentWithHtml() {
    for (const { path, answer, noToast, baseURL, query, headers } of takeOver()) {
      const get: Exchange = { baseURL, method: 'GET', query, headers };
      sentWithHtml.add(exchangeKey(path, get));
      void tracked(() => keepAhead(path, get, noToast, answer.then(withText)));
    }
  }

  function warm(path: string, options: WarmOptions = {}): void {
    takeOverSentWithHtml();
    // The request as it would be sent now; one sent later with other headers (a new token) does not match it.
    const get: Exchange = {
      baseURL: ctx.baseURL(),
      method: 'GET',
      query: options.query,
      headers: headersFor(ctx, options.noAuth === true, options.viewPath),
    };
    // Already on its way, sent with the HTML for the route being entered; a later warm sends anew.
    const key = exchangeKey(path, get);
    if (sentWithHtml.delete(key) && warmed.has(key)) return;
    void tracked(async () => {
      // Not ready (a demo build's backend that could not load): the request that wants it will say so itself.
      if (
        await ctx.ready?.().then(
          () => false,
          () => true,
        )
      )
        return;
      await keepAhead(path, get, options.noToast, exchange(path, get));
    });
  }

  function request<T>(path: string, options: RequestOptions): Promise<T> {
    return tracked(() => send<T>(path, options));
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    takeOverSentWithHtml();
    const baseURL = ctx.baseURL();
    const url = urlOf(baseURL, path);
    try {
      await ctx.ready?.();
    } catch (cause) {
      // Nothing was sent: to the screen it is a request without an answer, with the reason it was not sent.
      const reason = cause instanceof Error ? cause.message : undefined;
      const notSent = new HttpError({ kind: 'network', url, message: genericMessages.network, serverMessage: reason });
      throw handleFailure(notSent, options, () => {});
    }
    const headers = headersFor(ctx, options.noAuth === true);
    const authorization = headers[HEADER.authorization] ?? '';
    const fail = (error: HttpError) => handleFailure(error, options, () => unauthorized.emit({ url, authorization }));
    const jsonBody = isPlainObject(options.body) ? stringifyJson(options.body) : undefined;
    const sent: Exchange = {
      baseURL,
      method: options.method,
      query: options.query,
      body: jsonBody ?? (options.body as BodyInit | undefined),
      headers: jsonBody === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      onUploadProgress: options.onUploadProgress,
    };
    const early = options.method === 'GET' ? warmed.take(exchangeKey(path, sent)) : undefined;
    /**
     * One try, within the timeout. A read whose connection failed is tried once more: it changes nothing, and a
     * server restarting or a network switching answers the second time. One that timed out is not: that would double
     * the wait before the screen can offer 重试.
     */
    const attempt = async (early: Promise<RawAnswer> | undefined, triesLeft: number): Promise<RawAnswer> => {
      const abort = abortSignals(options);
      try {
        return await (early ? untilAborted(early, abort.signal) : exchange(path, { ...sent, signal: abort.signal }));
      } catch {
        const failure = failureWithoutResponse(url, options, abort.timedOut());
        if (failure.kind === 'network' && options.method === 'GET' && triesLeft > 0)
          return attempt(undefined, triesLeft - 1);
        if (failure.kind === 'network' && !options.noToast) noResponse.emit({ url });
        throw fail(failure);
      } finally {
        abort.done();
      }
    };
    const response = await attempt(early, 1);
    const data = await parseBody(response._data ?? '');
    if (response.ok) {
      if (data instanceof UnreadableBody) {
        throw fail(
          new HttpError({ kind: 'invalid-body', url, status: response.status, message: genericMessages.invalidBody }),
        );
      }
      return data as T;
    }
    const { code, message } = serverFields(data);
    throw fail(
      new HttpError({
        kind: 'status',
        url,
        status: response.status,
        code,
        serverMessage: message,
        body: data instanceof UnreadableBody ? undefined : data,
        message: genericMessages.status(response.status),
      }),
    );
  }

  return { request, onUnauthorized: unauthorized.subscribe, onNoResponse: noResponse.subscribe, quiet, warm };
}
