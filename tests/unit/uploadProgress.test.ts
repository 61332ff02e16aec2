// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHttpClient, type RequestOptions } from '../../src/services/http/client';
import { HttpError } from '../../src/services/http/errors';
import { connectToastSink, type Toast } from '../../src/services/toast';

// jsdom's XMLHttpRequest goes through msw/node's interceptors, as fetch does.
const BASE = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let toasts: Toast[];
let unauthorized: string[];
beforeEach(() => {
  toasts = [];
  unauthorized = [];
  connectToastSink((t) => toasts.push(t));
});

function makeClient() {
  const client = createHttpClient({
    baseURL: () => BASE,
    authorization: () => 'Bearer tk',
    deviceId: () => 'dev-uuid',
    inviterId: () => undefined,
    viewPath: () => '/creator/packages/pkg-1',
  });
  client.onUnauthorized((event) => unauthorized.push(event.url));
  return client;
}

const form = () => {
  const body = new FormData();
  body.append('file', new File(['x'.repeat(4096)], 'photo.jpg', { type: 'image/jpeg' }));
  return body;
};

describe('issue 57 媒体: an upload reports its progress (XMLHttpRequest, as fetch cannot)', () => {
  test('the fraction sent reaches 1, the request carries the headers and query, and the answer is read', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(`${BASE}/up`, ({ request }) => {
        seen.push(request);
        return HttpResponse.text('{"id": 12345678901234567890}');
      }),
    );
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const progress: number[] = [];
    const answer = await makeClient().request<{ id: string }>('/up', {
      method: 'POST',
      query: { kind: 'media', skipped: undefined },
      body: form(),
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(open).toHaveBeenCalledWith('POST', `${BASE}/up?kind=media`);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
    // Parsed by the client's one reader: a big integer stays exact.
    expect(answer.id).toBe('12345678901234567890');
    const headers = seen[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer tk');
    expect(headers.get('X-Device-Id')).toBe('dev-uuid');
    expect(headers.get('X-View-Page')).toBe('/creator/packages/pkg-1');
    expect(headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  test('without progress asked, the request goes by fetch', async () => {
    server.use(http.post(`${BASE}/up`, () => HttpResponse.json({ ok: true })));
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await makeClient().request('/up', { method: 'POST', body: form() });
    expect(open).not.toHaveBeenCalled();
  });
});

type Failure = Pick<HttpError, 'kind' | 'status' | 'code' | 'serverMessage'>;

/** The request's failure, and the toasts and sign-outs it caused. */
async function failureOf(options: Partial<RequestOptions>) {
  toasts = [];
  unauthorized = [];
  const error = await makeClient()
    .request('/up', { method: 'POST', body: form(), noBadRequestToast: false, ...options })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(HttpError);
  const { kind, status, code, serverMessage } = error as HttpError;
  const failure: Failure = { kind, status, code, serverMessage };
  return { failure, toasts: toasts.map((t) => t.message), unauthorized };
}

describe('issue 57 媒体: an upload with progress fails as every request does (one error path)', () => {
  const cases: [string, Failure['kind'], () => void, Partial<RequestOptions>?][] = [
    [
      'a refusal, with the server’s reason and its toast',
      'status',
      () =>
        server.use(
          http.post(`${BASE}/up`, () => HttpResponse.json({ code: 4001, message: '只能上传图片' }, { status: 400 })),
        ),
    ],
    [
      'a 401, which signs the user out',
      'status',
      () => server.use(http.post(`${BASE}/up`, () => HttpResponse.json({ message: 'expired' }, { status: 401 }))),
    ],
    [
      'a server error',
      'status',
      () => server.use(http.post(`${BASE}/up`, () => HttpResponse.json({}, { status: 500 }))),
    ],
    ['no answer at all', 'network', () => server.use(http.post(`${BASE}/up`, () => HttpResponse.error()))],
    [
      'an answer that is not JSON',
      'invalid-body',
      () => server.use(http.post(`${BASE}/up`, () => HttpResponse.text('<html>portal</html>'))),
    ],
    [
      'an answer later than the timeout',
      'timeout',
      () => server.use(http.post(`${BASE}/up`, async () => (await delay(500), HttpResponse.json({})))),
      { timeout: 50 },
    ],
  ];

  test.each(cases)('%s: the same HttpError, toasts and sign-out as by fetch', async (_, kind, answer, extra = {}) => {
    answer();
    const byFetch = await failureOf(extra);
    const byXhr = await failureOf({ ...extra, onUploadProgress: () => {} });
    expect(byXhr.failure.kind).toBe(kind);
    expect(byXhr).toEqual(byFetch);
  });

  test('the caller’s abort: an aborted HttpError, no toast', async () => {
    server.use(http.post(`${BASE}/up`, async () => (await delay(500), HttpResponse.json({}))));
    const controller = new AbortController();
    const progress = vi.fn();
    const pending = failureOf({ signal: controller.signal, onUploadProgress: progress });
    setTimeout(() => controller.abort(), 20);
    const { failure, toasts: shown } = await pending;
    expect(failure.kind).toBe('aborted');
    expect(shown).toEqual([]);
  });
});
