import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * WebKitWebDriver has no BiDi, so the page's console never comes back. This proxy stands in front of the demo build:
 * it puts one script at the top of every HTML page, which records what must not happen (an uncaught error, an
 * unhandled rejection, a console.error, a request to another host) into sessionStorage for the test to read. It also
 * keeps the order of the documents the browser asked for (a reload shows there) and can answer some paths late, as a
 * slow authorize page does.
 */
export const WATCH_KEY = '__engine-watch';
const WATCH_PATH = '/__engine-watch.js';

const watchScript = `(() => {
  const key = ${JSON.stringify(WATCH_KEY)};
  const note = (line) => {
    try {
      const lines = JSON.parse(sessionStorage.getItem(key) || '[]');
      lines.push(line);
      sessionStorage.setItem(key, JSON.stringify(lines));
    } catch (_) {}
  };
  const text = (value) => (value && value.stack ? String(value) : typeof value === 'object' ? JSON.stringify(value) : String(value));
  addEventListener('error', (event) => { if (event instanceof ErrorEvent) note('uncaught ' + event.message); });
  addEventListener('unhandledrejection', (event) => note('unhandled rejection ' + text(event.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { note('console.error ' + args.map(text).join(' ')); error(...args); };
  // Resource timing misses a request that failed (WebKit makes no entry), so the request calls are watched too.
  const elsewhere = new Set();
  const seen = (address) => {
    const url = new URL(String(address), location.href);
    if (url.origin === location.origin || !/^https?:$/.test(url.protocol) || elsewhere.has(url.href)) return;
    elsewhere.add(url.href);
    note('request to ' + url.href);
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => { seen(input instanceof Request ? input.url : input); return fetch(input, init); };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, address, ...rest) { seen(address); return open.call(this, method, address, ...rest); };
  const beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (address, data) => { seen(address); return beacon(address, data); };
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen(entry.name))).observe({ type: 'resource', buffered: true });
})();`;

export interface WatchProxy {
  url: string;
  /** The path and query of each document asked for, in order. */
  documents: string[];
  /** Answers a document whose path starts with `prefix` `ms` late. */
  delay(prefix: string, ms: number): void;
  close(): Promise<void>;
}

export async function startWatchProxy(target: string): Promise<WatchProxy> {
  const upstream = new URL(target);
  const documents: string[] = [];
  const delays = new Map<string, number>();
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path === WATCH_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(watchScript);
      return;
    }
    const isDocument = (incoming.headers.accept ?? '').includes('text/html');
    if (isDocument) documents.push(path);
    const wait = isDocument ? ([...delays].find(([prefix]) => path.startsWith(prefix))?.[1] ?? 0) : 0;
    setTimeout(() => {
      // Plain bodies, and a whole HTML page each time, so the script can go in.
      const headers = { ...incoming.headers };
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      const forward = request(
        { host: upstream.hostname, port: upstream.port, path, method: incoming.method, headers },
        (answer) => {
          if (!(answer.headers['content-type'] ?? '').includes('text/html')) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace('<head>', `<head><script src="${WATCH_PATH}"></script>`);
            const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) };
            delete headers.etag;
            outgoing.writeHead(answer.statusCode ?? 200, headers);
            outgoing.end(html);
          });
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    }, wait);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    documents,
    delay: (prefix, ms) => void delays.set(prefix, ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
