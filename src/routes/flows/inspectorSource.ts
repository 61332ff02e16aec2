/**
 * Where a /__flows page receives an @statelyai/inspect stream from, through the package's own receivers:
 * `?inspector` — it is the window an app tab's inspector opened (实时检查器 → 本地), which posts to it;
 * `?ws=ws://127.0.0.1:<port>` — a `npm run drive -- … --watch` run's relay.
 */
export type StreamSource = { kind: 'opener' } | { kind: 'ws'; url: string };

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

export const BAD_WS_TEXT =
  'ws 参数须是本机的 WebSocket 地址，例如 ws://127.0.0.1:54321（npm run drive -- … --watch 会打印它）';

/** The source a page's query names, an error for a `ws` that is not a WebSocket on this machine, or none. */
export function streamSourceOf(params: URLSearchParams): StreamSource | { error: string } | undefined {
  const ws = params.get('ws');
  if (ws !== null) {
    try {
      const url = new URL(ws);
      if (url.protocol === 'ws:' && LOOPBACK.includes(url.hostname))
        return { kind: 'ws', url: url.href.replace(/\/$/, '') };
    } catch {
      // Not a URL: the same message.
    }
    return { error: BAD_WS_TEXT };
  }
  return params.has('inspector') ? { kind: 'opener' } : undefined;
}

/**
 * This window as the browser receiver sees it, except that it hears only messages from its own origin: the
 * package's receiver takes any message with a `_version`, and the inspector posts to any origin.
 */
function sameOriginWindow(): Window {
  const listen = (type: string, listener: (event: MessageEvent) => void) =>
    window.addEventListener(type, (event) => {
      if (event instanceof MessageEvent && event.origin === window.location.origin) listener(event);
    });
  return {
    self: window.self,
    top: window.top,
    opener: window.opener as Window | null,
    parent: window.parent,
    addEventListener: listen,
  } as unknown as Window;
}

/** Whether a window opened this page or frames it: without one, `?inspector` has no one to hear from. */
export const hasInspectingWindow = () => Boolean(window.opener) || window.parent !== window.self;

/** Subscribes `receive` to the source; resolves with the way to stop. Loads @statelyai/inspect on demand. */
export async function connectStream(source: StreamSource, receive: (message: unknown) => void): Promise<() => void> {
  const { createBrowserReceiver, createWebSocketReceiver } = await import('@statelyai/inspect');
  const receiver =
    source.kind === 'ws'
      ? createWebSocketReceiver({ server: source.url })
      : createBrowserReceiver({ window: sameOriginWindow() });
  const subscription = receiver.subscribe((message) => receive(message));
  return () => subscription.unsubscribe();
}
