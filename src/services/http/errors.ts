import { page } from '../platform';

export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'aborted' | 'invalid-body';

export interface HttpErrorInit {
  kind: HttpErrorKind;
  url: string;
  status?: number;
  code?: string | number;
  serverMessage?: string;
  /** The refusal's whole body, for the calls whose refusal says more than a message (a backup's conflict). */
  body?: unknown;
  message: string;
}

/** Every failed request rejects with this: what happened, where, and whether to report it. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  readonly code: string | number | undefined;
  readonly serverMessage: string | undefined;
  readonly body: unknown;
  /** 401 and 404 are expected and never sent to the error reporter (spec §8). */
  readonly skipReport: boolean;

  constructor(init: HttpErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.skipReport = init.kind === 'aborted' || init.status === 401 || init.status === 404;
  }
}

/** A catalogue call missing a mandatory path, query or body parameter; nothing was sent. */
export class RequiredParameterError extends Error {
  override name = 'RequiredParameterError';
  readonly parameter: string;

  constructor(parameter: string, endpoint: string) {
    super(`缺少必填参数 ${parameter}（${endpoint}）`);
    this.parameter = parameter;
  }
}

export const genericMessages = {
  status: (status: number) => `Request failed with status code ${status}`,
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  invalidBody: 'Invalid response body',
};

const HAS_CHINESE = /[\u4e00-\u9fff]/;
export const OFFLINE_MESSAGE = '网络已断开，请联网后重试';
/** Chromium, WebKit and Firefox word a module that could not be fetched each their own way. */
const MODULE_NOT_LOADED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** What to tell the user about a failed call, in Chinese: the server's reason when it gave one. */
export function userMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.serverMessage && HAS_CHINESE.test(error.serverMessage)) return error.serverMessage;
    if (error.kind === 'network' && page.offline()) return OFFLINE_MESSAGE;
    if (error.kind === 'network' || error.kind === 'timeout') return '请检查网络连接';
    if (error.kind === 'aborted') return '请求已取消';
    return error.serverMessage ?? '服务器出错，请刷新重试';
  }
  const message = error instanceof Error ? error.message : '';
  if (HAS_CHINESE.test(message)) return message;
  // The code for the step (a payment channel's, say) could not be fetched: the network, not the step, failed.
  if (page.offline() || MODULE_NOT_LOADED.test(message)) return OFFLINE_MESSAGE;
  return '操作失败，请稍后重试';
}

/** Rejects with the user's message (the server's reason, when there is one): it is what a screen shows. */
export async function withServerMessage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(userMessage(error), { cause: error });
  }
}
