import { RequiredParameterError } from '../http/errors';
import type { HttpMethod, HttpRequest, QueryValue, RequestControls, RequestOptions, WarmOptions } from '../http/client';

export type Scalar = string | number;

/** Names in a path template: '/vip/v1/squad/{squad_id}/exit' gives 'squad_id'. */
export type PathParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | PathParamNames<Rest>
  : never;

type PathPart<S extends string> = [PathParamNames<S>] extends [never]
  ? { path?: undefined }
  : { path: Record<PathParamNames<S>, Scalar | null | undefined> };
type OptionalUnlessRequired<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallArgs<S extends string, Q, B> = PathPart<S> &
  OptionalUnlessRequired<'query', Q> &
  OptionalUnlessRequired<'body', B> &
  RequestControls;

export type QueryShape = Record<string, QueryValue>;
export type BodyShape = Record<string, unknown>;
export type MultipartShape = Record<string, Blob | string | undefined>;

/**
 * One backend endpoint, as data: method, path template, the mandatory parameters, and (as
 * phantom types) its query, body and response. `bindCatalogue` turns these into functions.
 */
export class Endpoint<S extends string, Q = undefined, B = undefined, R = unknown> {
  declare readonly types: { query: Q; body: B; response: R };

  constructor(
    readonly method: HttpMethod,
    readonly path: S,
    readonly requiredQuery: readonly string[] = [],
    readonly requiredBody: readonly string[] = [],
    readonly multipart = false,
    readonly noAuth = false,
    /** Turns the parsed JSON into the domain type, or throws a DecodeError (src/domain). */
    readonly decode: ((json: unknown) => R | Promise<R>) | undefined = undefined,
  ) {}

  /** Query parameters; the names listed must be present. */
  query<NQ extends QueryShape>(required: readonly (keyof NQ & string)[] = []): Endpoint<S, NQ, B, R> {
    return new Endpoint(this.method, this.path, required, this.requiredBody, this.multipart, this.noAuth, this.decode);
  }

  /** JSON body; the fields listed must be present. */
  body<NB extends BodyShape>(required: readonly (keyof NB & string)[] = []): Endpoint<S, Q, NB, R> {
    return new Endpoint(this.method, this.path, this.requiredQuery, required, false, this.noAuth, this.decode);
  }

  /** multipart/form-data body; the fields listed must be present. */
  form<NB extends MultipartShape>(required: readonly (keyof NB & string)[]): Endpoint<S, Q, NB, R> {
    return new Endpoint(this.method, this.path, this.requiredQuery, required, true, this.noAuth, this.decode);
  }

  /** The response type, as the spec leaves it unchecked. */
  returns<NR>(): Endpoint<S, Q, B, NR> {
    return this as unknown as Endpoint<S, Q, B, NR>;
  }

  /** The response, decoded into a domain type: a malformed answer fails with a clear message (or, loaded late, rejects). */
  decodes<NR>(decode: (json: unknown) => NR | Promise<NR>): Endpoint<S, Q, B, NR> {
    return new Endpoint(
      this.method,
      this.path,
      this.requiredQuery,
      this.requiredBody,
      this.multipart,
      this.noAuth,
      decode,
    );
  }

  /** Sent without the Authorization header (the two sign-in calls). */
  withoutAuth(): Endpoint<S, Q, B, R> {
    return new Endpoint(
      this.method,
      this.path,
      this.requiredQuery,
      this.requiredBody,
      this.multipart,
      true,
      this.decode,
    );
  }

  get id(): string {
    return `${this.method} ${this.path}`;
  }
}

export const GET = <S extends string>(path: S) => new Endpoint(`GET`, path);
export const POST = <S extends string>(path: S) => new Endpoint(`POST`, path);
export const PUT = <S extends string>(path: S) => new Endpoint(`PUT`, path);
export const DELETE = <S extends string>(path: S) => new Endpoint(`DELETE`, path);

const isMissing = (v: unknown) => v === null || v === undefined;

function requireAll(values: Record<string, unknown> | undefined, names: readonly string[], endpoint: string) {
  for (const name of names) if (isMissing(values?.[name])) throw new RequiredParameterError(name, endpoint);
}

export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (isMissing(value) || value === '') throw new RequiredParameterError(name, template);
    return encodeURIComponent(String(value));
  });
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (!isMissing(value)) form.append(name, String(value));
  }
  return form;
}

export type AnyEndpoint = Endpoint<string, unknown, unknown, unknown>;

export type Bound<E> =
  E extends Endpoint<infer S, infer Q, infer B, infer R>
    ? Record<string, never> extends CallArgs<S, Q, B>
      ? (args?: CallArgs<S, Q, B>) => Promise<R>
      : (args: CallArgs<S, Q, B>) => Promise<R>
    : never;

export type BoundCatalogue<C> = { [K in keyof C]: Bound<C[K]> };

type CallInput = RequestControls & {
  path?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
};

type PathAndQueryEndpoint = Pick<AnyEndpoint, 'path' | 'requiredQuery'>;

/** The path a call of `endpoint` goes to, with its query checked; throws RequiredParameterError for a missing one. */
function pathFor(endpoint: PathAndQueryEndpoint, { path: params, query }: CallInput): string {
  const path = buildPath(endpoint.path, params);
  requireAll(query, endpoint.requiredQuery, endpoint.path);
  return path;
}

/** The path and options one call of `endpoint` sends; throws RequiredParameterError for a missing parameter. */
function requestFor(endpoint: AnyEndpoint, args: CallInput = {}): { path: string; options: RequestOptions } {
  const { path: params, query, body, ...controls } = args;
  const path = pathFor(endpoint, { path: params, query });
  requireAll(body, endpoint.requiredBody, endpoint.path);
  return {
    path,
    options: {
      ...controls,
      method: endpoint.method,
      query,
      body: endpoint.multipart && body ? toFormData(body) : body,
      noAuth: endpoint.noAuth || controls.noAuth,
    },
  };
}

export async function callEndpoint(
  request: HttpRequest,
  endpoint: AnyEndpoint,
  args: CallInput = {},
): Promise<unknown> {
  const { path, options } = requestFor(endpoint, args);
  const json = await request(path, options);
  return endpoint.decode ? endpoint.decode(json) : json;
}

/** A GET to send ahead of the identical call that will take its answer (HttpClient.warm): its path and options. */
export type AheadGet = Omit<WarmOptions, 'viewPath'> & {
  path: string;
  /**
   * The field of the answer that names the page's largest image (a book's cover): the boot module preloads it at high
   * priority as soon as the answer comes, so it downloads beside the screen's chunk rather than after the first render.
   */
  largestImage?: string;
};

/**
 * What one call of a GET endpoint sends, to send it ahead; throws RequiredParameterError for a missing parameter.
 * Only GETs are sent ahead: the build refuses a route's first request of another method (scripts/bootModule.ts).
 */
export function getAhead<S extends string, Q, R>(
  endpoint: Endpoint<S, Q, undefined, R>,
  args: CallArgs<S, Q, undefined>,
): AheadGet {
  const { query, noAuth, noToast } = args as CallInput;
  return { path: pathFor(endpoint, args as CallInput), query, noAuth: endpoint.noAuth || noAuth, noToast };
}

/** Turns a record of endpoints into a record of functions that send them through `request`. */
export function bindCatalogue<C extends Record<string, AnyEndpoint>>(
  request: HttpRequest,
  catalogue: C,
): BoundCatalogue<C> {
  const bound: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(catalogue)) {
    bound[name] = (args?: CallInput) => callEndpoint(request, endpoint, args);
  }
  return bound as BoundCatalogue<C>;
}
