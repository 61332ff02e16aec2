import type { AddressInfo } from 'node:net';
import { createWebSocketInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { WebSocketServer, type WebSocket } from 'ws';
import { scrubbed } from '../../src/services/privacy';

/** Events kept for a viewer that connects late (the size of @statelyai/inspect's own server buffer). */
const KEPT = 200;

export interface WatchRelay {
  /** `ws://127.0.0.1:<port>`, for `/__flows?ws=…`. */
  url: string;
  /** The inspector to pass to the driven actor: the package's WebSocket inspector, sending to this relay. */
  inspect: Observer<InspectionEvent>;
  /** Resolves when a viewer (a browser page: it sends an Origin header) is connected. */
  viewer: Promise<void>;
  /** Sends what the inspector still holds, then closes the inspector and the relay. */
  close(): Promise<void>;
}

/**
 * `npm run drive -- … --watch`: a WebSocket relay on 127.0.0.1 at `port` (0: a free one) between the run's
 * `createWebSocketInspector` and the viewers' `createWebSocketReceiver` (/__flows?ws=…), which are both clients,
 * as with @statelyai/inspect's own server; unlike it, nothing listens beyond this machine and no browser is opened.
 */
export async function startWatchRelay(port = 0): Promise<WatchRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kept: string[] = [];
  let viewerJoined: () => void = () => {};
  const viewer = new Promise<void>((resolve) => (viewerJoined = resolve));

  server.on('connection', (socket: WebSocket, request) => {
    if (request.headers.origin) viewerJoined();
    for (const message of kept) socket.send(message);
    socket.on('message', (data) => {
      const message = String(data);
      kept.push(message);
      if (kept.length > KEPT) kept.shift();
      for (const client of server.clients)
        if (client !== socket && client.readyState === client.OPEN) client.send(message);
    });
  });

  // Tokens, phone numbers, SMS codes and query strings stay out of the stream, as out of an error report's trail.
  const inspector = createWebSocketInspector({ url, sanitizeContext: scrubbed, sanitizeEvent: scrubbed });

  return {
    url,
    inspect: inspector.inspect,
    viewer,
    async close() {
      // The inspector converts each event on a later timer and sends it on its socket: let both drain.
      await new Promise((resolve) => setTimeout(resolve, 100));
      inspector.stop();
      for (const client of server.clients) client.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
