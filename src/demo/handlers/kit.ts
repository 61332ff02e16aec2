import { parseJsonLossless } from '../../services/http/json';
import { LosslessNumber, stringify } from 'lossless-json';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoStore } from '../store';
import type { DemoState, DemoUser } from '../state';

/** A refusal with the backend's JSON shape: { code, message }, or a whole body of its own. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's body when it says more than a message (a backup's version conflict). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new DemoError(400, message);

export interface RouteContext {
  state: DemoState;
  now: number;
  random: () => number;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The signed-in user; throws a 401 for a missing, bad or expired token. */
  user(): DemoUser;
  /** The signed-in user when a valid token came with the request. */
  maybeUser(): DemoUser | undefined;
  /** The bearer token of the request, if any. */
  token: string | undefined;
  /** Where the demo's cashier and authorize pages are served: the app's own origin in the page, else the API server. */
  pagesOrigin: string | undefined;
  /** The app's origin as a cross-origin request states it; empty in the page, where the app's paths are relative. */
  appOrigin: string;
  /** Where package media are served (env ossURL); empty when this demo serves none. */
  mediaBase: string;
}

/** A file of a multipart body, read whole before the route runs: routes are synchronous. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

/** A route answers a body (sent as JSON with 200) or throws a DemoError. Changes to state must be synchronous. */
export type RouteFn = (ctx: RouteContext) => unknown;

/** Ids beyond 2^53, written as bare JSON numbers as the real backend does. */
export const bigId = (id: string) => new LosslessNumber(id);

export const jsonResponse = (body: unknown, status = 200) =>
  new HttpResponse(stringify(body) ?? 'null', { status, headers: { 'Content-Type': 'application/json' } });

const errorResponse = (error: DemoError) =>
  jsonResponse(error.body ?? { code: error.status, message: error.message }, error.status);
const respond = (answer: unknown) => (answer instanceof Response ? answer : jsonResponse(answer ?? {}));

const bodyTypeOf = (request: Request) => request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';

/** A body is JSON, said so by its type; `text/plain` only where the rule takes a beacon's body. */
function bodyTypeAccepted(request: Request, rule: DemoRule): boolean {
  const type = bodyTypeOf(request);
  return type === 'application/json' || (rule.takesBeacon === true && type === 'text/plain');
}

/** A multipart body's fields, the first of each name: text as it is, a file as an UploadedFile. */
async function readForm(request: Request): Promise<Record<string, unknown> | DemoError> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return badRequest('表单无法读取');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (name in fields) continue;
    fields[name] =
      typeof value === 'string'
        ? value
        : ({
            name: value.name,
            type: value.type,
            size: value.size,
            bytes: new Uint8Array(await value.arrayBuffer()),
          } satisfies UploadedFile);
  }
  return fields;
}

async function readBody(request: Request, rule: DemoRule): Promise<Record<string, unknown> | DemoError> {
  if (request.method === 'GET' || request.method === 'DELETE') return {};
  if (rule.takesForm && bodyTypeOf(request) === 'multipart/form-data') return readForm(request);
  const text = await request.text();
  if (!text) return {};
  if (!bodyTypeAccepted(request, rule))
    return new DemoError(415, '请求体必须是 JSON（Content-Type: application/json）');
  try {
    // Ids beyond the safe range (pvt_inviter) stay exact, as digit strings.
    const value: unknown = parseJsonLossless(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : badRequest('请求体必须是 JSON 对象');
  } catch {
    return badRequest('请求体不是合法的 JSON');
  }
}

function tokenUser(state: DemoState, token: string | undefined, now: number): DemoUser | undefined {
  const entry = token ? state.tokens[token] : undefined;
  if (!entry || entry.expires_at <= now) return undefined;
  return state.users.find((u) => u.user_id === entry.user_id);
}

/** A route whose code loads with its first request, before the state is read: see lazyRoute. */
export interface LazyRoute {
  load: () => Promise<RouteFn>;
}

/**
 * A route whose code is left out of the demo backend's start, and loads once, when a request first needs it. A load
 * that fails fails that request only: the next one tries again.
 */
export function lazyRoute(load: () => Promise<RouteFn>): LazyRoute {
  let loading: Promise<RouteFn> | undefined;
  const retryable = () =>
    load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return { load: () => (loading ??= retryable()) };
}

/** A rule of the demo backend: a method, a path template under the API base with {param}s, and its answer. */
export interface DemoRule {
  method: string;
  path: string;
  fn: RouteFn | LazyRoute;
  /** navigator.sendBeacon sends its JSON as text/plain: this rule takes that too. */
  takesBeacon?: boolean;
  /** An upload: this rule takes a multipart/form-data body (its files arrive in ctx.body as UploadedFile). */
  takesForm?: boolean;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const decodeParam = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * One msw handler for every rule, matched in order against patterns compiled once: msw compiles a handler's path
 * on every request it tests, which for 87 handlers was most of the demo's cost per request. A request no rule
 * matches gets no answer here and goes on to the catch-all. `prepare` runs on the stored state before each rule,
 * e.g. to put the fixed seed data in place and settle the payments due.
 */
export function createRouter(
  store: DemoStore,
  base: string,
  rules: DemoRule[],
  prepare: (state: DemoState, now: number, random: () => number) => void = () => {},
  pagesOrigin?: string,
  mediaBase = '',
): HttpHandler {
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  const compiled = rules.map((rule) => ({
    ...rule,
    pattern: new RegExp(`^${escapeRegExp(rule.path).replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`),
  }));
  const run = async (request: Request, rule: DemoRule, params: Record<string, string>) => {
    const route = rule.fn;
    const fn = typeof route === 'function' ? route : await route.load();
    const body = await readBody(request, rule);
    if (body instanceof DemoError) return errorResponse(body);
    try {
      const result = store.change((state) => {
        const now = store.now();
        prepare(state, now, store.random);
        const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') || undefined;
        const maybeUser = () => tokenUser(state, token, now);
        // Answered inside the change: the store keeps its state between requests, so the body is this moment's
        // (an answer that waits, such as a signature, reads nothing of the state once it has started).
        const answer = fn({
          state,
          now,
          random: store.random,
          params,
          query: new URL(request.url).searchParams,
          body,
          maybeUser,
          token,
          pagesOrigin,
          appOrigin: request.headers.get('Origin') ?? '',
          mediaBase,
          user: () => maybeUser() ?? throwError(new DemoError(401, '登录已失效，请重新登录')),
        });
        return answer instanceof Promise ? answer.then(respond) : respond(answer);
      });
      return await result;
    } catch (error) {
      if (error instanceof DemoError) return errorResponse(error);
      throw error;
    }
  };
  return http.all(`${base}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice(basePath.length);
    for (const rule of compiled) {
      const match = rule.method === request.method ? rule.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeParam(v)]));
      return run(request, rule, params);
    }
    return undefined;
  });
}

function throwError(error: Error): never {
  throw error;
}

export const requireString = (value: unknown, message: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  return value.trim();
};

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function nextId(state: DemoState, base: bigint): string {
  state.seq += 1;
  return String(base + BigInt(state.seq));
}

export function randomToken(
  random: () => number,
  length = 24,
  alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789',
): string {
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

function pageNumberOf(value: unknown, fallback: number, max: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw badRequest(`${name} 不正确`);
  return value;
}

/** One page of `all` by the body's page_number and page_size (10 by default, at most `maxPageSize`). */
export function pageOf<T>(all: T[], body: RouteContext['body'], maxPageSize = 50) {
  const pageNumber = pageNumberOf(body.page_number, 1, 10_000, 'page_number');
  const pageSize = pageNumberOf(body.page_size, 10, maxPageSize, 'page_size');
  const start = (pageNumber - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    total: all.length,
    page_number: pageNumber,
    has_more: start + pageSize < all.length,
  };
}
