import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import { MEDIA_ZIP_MAX_BYTES } from '../../domain/cardPackage';
import type { OAuthProvider } from '../../domain/signin';
import { createDemoHandlers } from '../handlers';
import { confirmCharge } from '../handlers/settle';
import { issueOAuthCode, oauthReturnUrl } from '../handlers/wechat';
import { DEFAULT_SETTINGS } from '../settings';
import type { DemoSms } from '../state';
import { createDemoStore, type DemoStore } from '../store';
import { fileStorage } from './fileStorage';
import { authorizePage, cashierPage, maskPhone, problemPage, smsInboxPage, storePage } from './pages';

const MB = 1024 * 1024;
export const BODY_LIMIT_BYTES = MB;
/** An upload (multipart) may carry a media zip as large as the app sends, and the form's own parts. */
export const UPLOAD_LIMIT_BYTES = MEDIA_ZIP_MAX_BYTES + MB;
/** Handler sets kept for the addresses the server was last reached at: a Host header must not grow the server. */
export const MAX_HANDLER_SETS = 8;
/** Where the server answers as the media base (env ossURL) of the topology's build. */
export const MEDIA_PATH = '/oss';
/** From this size, a text answer goes gzipped to a client that takes gzip, as an API gateway sends it. */
const GZIP_FROM_BYTES = 1024;
const TEXT_TYPES = /json|text|svg/;
/** Spec §7's headers, and the JSON body's type: what a preflight may ask for. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-View-Page', 'X-Device-Id', 'X-H5-Source', 'X-Inviter-Id'];
const PROVIDERS: Record<OAuthProvider, { name: string; colour: string }> = {
  wechat: { name: '微信', colour: 'wechat' },
  qq: { name: 'QQ', colour: 'qq' },
};
const STORES: Record<string, string> = { ios: 'App Store', android: '应用商店' };

export interface DemoApiOptions {
  /** The store file; it survives restarts. */
  storeFile: string;
  /** The app origins that may call it (CORS) and that its pages may send the browser back to. */
  origins: () => string[];
  log?: (line: string) => void;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
/** Spec §8's error shape: the status again as `code`, and a message a person can read. */
const failure = (status: number, message: string) => json(status, { code: status, message });
const htmlPage = (status: number, body: string): Answer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  body,
});
const redirect = (location: string): Answer => ({ status: 303, headers: { Location: location } });

class TooLarge extends Error {
  constructor(readonly limit: number) {
    super();
  }
}

const decodable = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** Node answers a request it cannot parse itself, before any handler: with this, it is the spec §8 JSON shape too. */
function rawFailure(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ code: status, message });
  const head = [`HTTP/1.1 ${status} ${reason}`, 'Content-Type: application/json; charset=utf-8', 'Connection: close'];
  return `${head.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

function gzipped(req: IncomingMessage, answer: Answer): Answer {
  const { body, headers = {} } = answer;
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const takesGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!takesGzip || !body || Buffer.byteLength(body) < GZIP_FROM_BYTES || !TEXT_TYPES.test(type)) return answer;
  const unsized = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  return { ...answer, headers: { ...unsized, 'Content-Encoding': 'gzip' }, body: gzipSync(body) };
}

async function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new TooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new TooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The demo backend as an HTTP server: the same msw handlers as the page's demo (src/demo/handlers), answered through
 * msw's getResponse, over a store file; its own cashier, authorize, store and SMS inbox pages under /__demo.
 */
export function createDemoApiServer({ storeFile, origins, log = console.log }: DemoApiOptions) {
  const store: DemoStore = createDemoStore({ storage: fileStorage(storeFile, log) });
  const onSms = (sms: DemoSms) => log(`【演示短信】${maskPhone(sms.phone)} 验证码 ${sms.code}`);
  /**
   * One handler set per address the server is reached at, so the cashier links back to that address; only the most
   * recent few are kept, as the Host header is the client's to choose.
   */
  const handlerSets = new Map<string, HttpHandler[]>();
  const handlersFor = (origin: string) => {
    let handlers = handlerSets.get(origin);
    if (handlers) handlerSets.delete(origin);
    else {
      const settings = () => ({ ...DEFAULT_SETTINGS, latencyMs: 0 });
      handlers = createDemoHandlers({
        store,
        base: origin,
        mediaBase: `${origin}${MEDIA_PATH}`,
        settings,
        onSms,
        pagesOrigin: origin,
      });
    }
    handlerSets.set(origin, handlers);
    if (handlerSets.size > MAX_HANDLER_SETS) handlerSets.delete(handlerSets.keys().next().value!);
    return handlers;
  };

  /** An address in one of the app's origins, or nothing: the pages never send the browser elsewhere. */
  const appUrl = (value: string | null) => {
    try {
      const url = new URL(value ?? '');
      return origins().includes(url.origin) ? url : undefined;
    } catch {
      return undefined;
    }
  };
  const appHome = () => `${origins()[0] ?? ''}/`;

  function cashier(url: URL, form: URLSearchParams | undefined): Answer {
    const query = form ?? url.searchParams;
    const chargeId = query.get('charge_id') ?? '';
    const success = appUrl(query.get('return_url'));
    const cancel = query.get('cancel_url') ? appUrl(query.get('cancel_url')) : success;
    if (!chargeId || !success || !cancel)
      return htmlPage(400, problemPage('支付链接无效', '缺少支付单号或返回地址，请回到应用重新发起支付。', appHome()));
    if (!form) {
      const fields = { charge_id: chargeId, return_url: success.href, cancel_url: cancel.href };
      return htmlPage(200, cashierPage(fields, query.get('subject') ?? '', query.get('total_fee') ?? '0.00'));
    }
    if (form.get('action') !== 'confirm') return redirect(cancel.href);
    store.change((state) => confirmCharge(state, chargeId, store.now()));
    return redirect(success.href);
  }

  function authorize(url: URL, form: URLSearchParams | undefined): Answer {
    const provider = url.pathname.split('/').pop() as OAuthProvider;
    const query = form ?? url.searchParams;
    const target = appUrl(query.get('redirect_uri'));
    if (!(provider in PROVIDERS) || !target)
      return htmlPage(400, problemPage('授权参数错误', 'redirect_uri 必须是应用的地址。请回到应用重试。', appHome()));
    const state = query.get('state') ?? '';
    const scope = query.get('scope') ?? 'get_user_info';
    const answer = (allow: boolean) => {
      const code = allow
        ? store.change((s) => issueOAuthCode(s, provider, scope, store.now(), store.random))
        : undefined;
      return redirect(oauthReturnUrl(target, provider, state, code));
    };
    // Silent authorization returns at once; a login asks the user first.
    if (form) return answer(form.get('action') === 'allow');
    if (provider === 'wechat' && scope === 'snsapi_base') return answer(true);
    const { name, colour } = PROVIDERS[provider];
    return htmlPage(200, authorizePage({ redirect_uri: target.href, state, scope }, name, colour));
  }

  function smsInbox(url: URL): Answer {
    const inbox = store.read().inbox;
    const phone = url.searchParams.get('phone');
    if (phone === null) return htmlPage(200, smsInboxPage(inbox));
    const messages = inbox
      .filter((sms) => sms.phone === phone)
      .map(({ code, text, sent_at }) => ({ code, text, sent_at }));
    return json(200, { phone: maskPhone(phone), messages });
  }

  async function demoPage(req: IncomingMessage, url: URL): Promise<Answer> {
    const form = req.method === 'POST' ? new URLSearchParams((await readBody(req)).toString('utf8')) : undefined;
    if (req.method !== 'GET' && req.method !== 'POST') return failure(405, `不支持 ${req.method} ${url.pathname}`);
    const [, , page, platform] = url.pathname.split('/');
    if (page === 'cashier') return cashier(url, form);
    if (page === 'oauth') return authorize(url, form);
    if (page === 'sms' && !form) return smsInbox(url);
    if (page === 'store' && !form) return htmlPage(200, storePage(STORES[platform ?? ''] ?? '应用商店', appHome()));
    return failure(404, `页面不存在 ${url.pathname}`);
  }

  async function api(req: IncomingMessage, url: URL): Promise<Answer> {
    const upload = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
    const body =
      req.method === 'GET' || req.method === 'HEAD'
        ? undefined
        : await readBody(req, upload ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body?.length ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlersFor(url.origin), request);
    if (!response) return failure(404, `接口不存在 ${req.method} ${url.pathname}`);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    const vary = { Vary: 'Origin, Accept-Encoding' };
    if (!origin || !origins().includes(origin)) return vary;
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', ...vary };
  }

  async function answer(req: IncomingMessage): Promise<Answer> {
    const host = req.headers.host ?? '';
    if (!/^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host)) return failure(400, '请求缺少合法的 Host');
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (!decodable(url.pathname)) return failure(400, '请求地址的编码有误');
    if (req.method === 'OPTIONS') {
      const cors = corsHeaders(req);
      if (!cors['Access-Control-Allow-Origin']) return failure(403, '这个来源不能访问演示后端');
      return {
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
          'Access-Control-Max-Age': '600',
        },
      };
    }
    return url.pathname.startsWith('/__demo/') ? demoPage(req, url) : api(req, url);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let result: Answer;
    try {
      result = await answer(req);
    } catch (error) {
      if (error instanceof TooLarge) {
        result = failure(413, `请求体超过 ${error.limit / MB} MB`);
        res.shouldKeepAlive = false;
      } else {
        log(
          `演示后端出错 ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        result = failure(500, '服务器出错，请刷新重试');
      }
    }
    result = gzipped(req, result);
    res.writeHead(result.status, { ...result.headers, ...corsHeaders(req) });
    res.end(result.body);
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    socket.end(
      error.code === 'HPE_HEADER_OVERFLOW'
        ? rawFailure(431, 'Request Header Fields Too Large', '请求头过大')
        : rawFailure(400, 'Bad Request', '请求格式有误'),
    );
  });
  return {
    server,
    store,
    /** How many addresses the server keeps handlers for: bounded, whatever Host headers arrive. */
    addressesKept: () => handlerSets.size,
    /** Listens on host:port (0: a free port) and resolves with the server's address. */
    listen(port: number, host = '127.0.0.1'): Promise<string> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          if (!address || typeof address === 'string') return reject(new Error('no address'));
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export type DemoApiServer = ReturnType<typeof createDemoApiServer>;
