import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { createApi } from '../../src/services/api';
import { HttpError, RequiredParameterError } from '../../src/services/http/errors';
import { resolveUserId } from '../../src/services/userId';
import { createHttpClient, READ_TIMEOUT_MS, WRITE_TIMEOUT_MS, type HttpContext } from '../../src/services/http/client';
import { createWarmedAnswers, WARM_MS } from '../../src/services/http/warmedAnswers';
import { requestHeaders } from '../../src/services/http/headers';
import { handOver } from '../../src/services/http/sentWithHtml';
import { connectToastSink, type Toast } from '../../src/services/toast';

const BASE = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let toasts: Toast[];
let unauthorized: string[];
let viewPath: string;
let inviter: string | undefined;
beforeEach(() => {
  toasts = [];
  unauthorized = [];
  viewPath = '/';
  inviter = undefined;
  connectToastSink((t) => toasts.push(t));
});

function makeClient(token = 'Bearer tk') {
  const ctx: HttpContext = {
    baseURL: () => BASE,
    authorization: () => token,
    deviceId: () => 'dev-uuid',
    inviterId: () => inviter,
    viewPath: () => viewPath,
  };
  const client = createHttpClient(ctx);
  client.onUnauthorized((e) => unauthorized.push(e.url));
  return client;
}

/** Records the headers of every request that reaches the server. */
function captureHeaders(path: string, method: 'get' | 'post' = 'get') {
  const seen: Headers[] = [];
  server.use(
    http[method](BASE + path, ({ request }) => {
      seen.push(request.headers);
      // A body every captured call decodes, my_info's user included.
      return HttpResponse.json({ ok: true, user_id: 1 });
    }),
  );
  return seen;
}

function respond(status: number, body: unknown = { message: '服务端说明' }) {
  server.use(http.get(`${BASE}/x`, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('spec §7 headers on every request', () => {
  test.each([
    ['/vip-order/12', 'c202307'],
    ['/buy-vip-gift', 'c202307'],
    ['/invite/abc', 'pvt_invite'],
    ['/squad/XYZ', 'squad_invite'],
    ['/book/1/groupbuy/2', 'groupbuy'],
    ['/', 'groupbuy'],
  ])('on %s: X-H5-Source %s, X-View-Page, X-Device-Id and Authorization', async (path, source) => {
    viewPath = path;
    const seen = captureHeaders('/auth/v1/my_info');
    await createApi(makeClient().request).auth.getMyInfo();
    const h = seen[0]!;
    expect(h.get('X-H5-Source')).toBe(source);
    expect(h.get('X-View-Page')).toBe(path);
    expect(h.get('X-Device-Id')).toBe('dev-uuid');
    expect(h.get('Authorization')).toBe('Bearer tk');
    expect(h.has('X-Inviter-Id')).toBe(false);
  });

  test('X-Inviter-Id is sent when an inviter is stored', async () => {
    inviter = '10086';
    const seen = captureHeaders('/auth/v1/my_info');
    await createApi(makeClient().request).auth.getMyInfo();
    expect(seen[0]!.get('X-Inviter-Id')).toBe('10086');
  });

  test('no Authorization on send_sms_code and signin/phone', async () => {
    const sms = captureHeaders('/auth/v1/signin/send_sms_code', 'post');
    const phone = captureHeaders('/auth/v1/signin/phone', 'post');
    const api = createApi(makeClient().request);
    await api.auth.sendSmsCode({ body: { purpose: 'SIGNIN', country_code: 86, phone_number: '13800000000' } });
    await api.auth.signinPhone({
      body: { country_code: 86, phone_number: '13800000000', code: '1234', method_name: 'sms_code' },
    });
    expect(sms[0]!.has('Authorization')).toBe(false);
    expect(phone[0]!.has('Authorization')).toBe(false);
  });

  test('no Authorization when signed out', async () => {
    const seen = captureHeaders('/auth/v1/my_info');
    await createApi(makeClient('').request).auth.getMyInfo();
    expect(seen[0]!.has('Authorization')).toBe(false);
  });
});

describe('spec §7 lossless bodies', () => {
  test('a big int (9007199254740993) in a response stays an exact string', async () => {
    server.use(
      http.get(
        `${BASE}/x`,
        () =>
          new HttpResponse('{"order_id":9007199254740993,"amount":1990}', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    expect(await makeClient().request('/x', { method: 'GET' })).toEqual({ order_id: '9007199254740993', amount: 1990 });
  });
});

describe('spec §8 error catalogue, row by row', () => {
  test('no response: toast 请检查网络连接 with the message and url, for 5 s', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.error()));
    const error = await failure(makeClient().request('/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error', url: `${BASE}/x` });
    expect(toasts).toEqual([
      expect.objectContaining({ title: '请检查网络连接', message: `Network Error ${BASE}/x`, durationMs: 5000 }),
    ]);
  });

  test('400: toast the server message', async () => {
    respond(400, { code: 4001, message: '手机号已绑定' });
    const error = await failure(makeClient().request('/x', { method: 'GET' }));
    expect(error).toMatchObject({
      status: 400,
      code: 4001,
      serverMessage: '手机号已绑定',
      message: 'Request failed with status code 400',
      skipReport: false,
    });
    expect(toasts.map((t) => [t.message, t.durationMs])).toEqual([['手机号已绑定', 2000]]);
  });

  test('400: no toast when the request suppresses it', async () => {
    respond(400);
    await failure(makeClient().request('/x', { method: 'GET', noBadRequestToast: true }));
    expect(toasts).toEqual([]);
  });

  test('401: emits unauthorized, no toast, not reported', async () => {
    respond(401);
    const error = await failure(makeClient().request('/x', { method: 'GET' }));
    expect(unauthorized).toEqual([`${BASE}/x`]);
    expect(toasts).toEqual([]);
    expect(error.skipReport).toBe(true);
  });

  test('401: the event names the Authorization the request was sent with, and none for a request sent without', async () => {
    respond(401);
    const client = makeClient('Bearer sent');
    const events: unknown[] = [];
    client.onUnauthorized((e) => events.push(e));
    await failure(client.request('/x', { method: 'GET' }));
    await failure(client.request('/x', { method: 'GET', noAuth: true }));
    expect(events).toEqual([
      { url: `${BASE}/x`, authorization: 'Bearer sent' },
      { url: `${BASE}/x`, authorization: '' },
    ]);
  });

  test('401: no unauthorized event when the request skips it', async () => {
    respond(401);
    await failure(makeClient().request('/x', { method: 'GET', skipUnauthorized: true }));
    expect(unauthorized).toEqual([]);
  });

  test('404: silent and not reported', async () => {
    respond(404);
    const error = await failure(makeClient().request('/x', { method: 'GET' }));
    expect(toasts).toEqual([]);
    expect(error.skipReport).toBe(true);
  });

  test('500: toast 服务器出错，请刷新重试', async () => {
    respond(500, { message: 'NullPointerException' });
    await failure(makeClient().request('/x', { method: 'GET' }));
    expect(toasts.map((t) => t.message)).toEqual(['服务器出错，请刷新重试']);
  });

  test('any other status: toast the server message, or the generic text when there is none', async () => {
    respond(403, { msg: '无权访问' });
    await failure(makeClient().request('/x', { method: 'GET' }));
    respond(502, 'Bad Gateway');
    await failure(makeClient().request('/x', { method: 'GET' }));
    expect(toasts.map((t) => t.message)).toEqual(['无权访问', 'Request failed with status code 502']);
  });

  test('noToast opts out of every toast', async () => {
    for (const status of [400, 500, 403]) {
      respond(status);
      await failure(makeClient().request('/x', { method: 'GET', noToast: true }));
    }
    server.use(http.get(`${BASE}/x`, () => HttpResponse.error()));
    await failure(makeClient().request('/x', { method: 'GET', noToast: true }));
    expect(toasts).toEqual([]);
  });

  test('noAuth sends no Authorization header', async () => {
    const seen = captureHeaders('/x');
    await makeClient().request('/x', { method: 'GET', noAuth: true });
    expect(seen[0]!.has('Authorization')).toBe(false);
  });

  test('a timeout rejects with the timeout message; within it the answer is taken', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({ ok: true });
      }),
    );
    const error = await failure(makeClient().request('/slow', { method: 'GET', timeout: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 50ms exceeded' });
    expect(await makeClient().request('/slow', { method: 'GET' })).toEqual({ ok: true });
  });

  test('issue 52 §6 every request has a timeout: a hanging read fails after READ_TIMEOUT_MS, a hanging write after WRITE_TIMEOUT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    server.use(
      http.get(`${BASE}/hang`, () => new Promise<Response>(() => {})),
      http.post(`${BASE}/hang`, () => new Promise<Response>(() => {})),
    );
    const read = failure(makeClient().request('/hang', { method: 'GET' }));
    const write = failure(makeClient().request('/hang', { method: 'POST', body: {} }));
    const writeSettled = vi.fn();
    void write.then(writeSettled);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(await read).toMatchObject({ kind: 'timeout', message: `timeout of ${READ_TIMEOUT_MS}ms exceeded` });
    expect(writeSettled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - READ_TIMEOUT_MS);
    expect((await write).kind).toBe('timeout');
    expect(toasts.map((t) => t.title)).toEqual(['请检查网络连接', '请检查网络连接']);
  });

  test('issue 52 §6 a read whose connection failed is sent once more, and its answer taken; a write is sent once', async () => {
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(`${BASE}/flaky`, () => ((reads += 1) === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }))),
      http.post(`${BASE}/flaky`, () => {
        writes += 1;
        return HttpResponse.error();
      }),
    );
    expect(await makeClient().request('/flaky', { method: 'GET' })).toEqual({ ok: true });
    expect([reads, toasts]).toEqual([2, []]);
    expect((await failure(makeClient().request('/flaky', { method: 'POST', body: {} }))).kind).toBe('network');
    expect(writes).toBe(1);
  });

  test('issue 53 §3 DESIGN §11 a client whose backend is not ready (a demo build’s in-page backend that failed to load) sends nothing and says why', async () => {
    const ctx: HttpContext = {
      baseURL: () => BASE,
      authorization: () => '',
      deviceId: () => 'dev-uuid',
      inviterId: () => undefined,
      viewPath: () => '/',
      ready: () => Promise.reject(new Error('演示后端未能加载，请联网后重试')),
    };
    const client = createHttpClient(ctx);
    // msw refuses any request that reaches it: none may be sent.
    const error = await failure(client.request('/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', serverMessage: '演示后端未能加载，请联网后重试' });
    client.warm('/x');
    await client.quiet(20);
    expect(toasts.map((t) => t.title)).toEqual(['请检查网络连接']);
  });

  test('issue 52 §6 a read that failed twice shows one 请检查网络连接 toast; a read that timed out is not sent again', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/down`, () => {
        reads += 1;
        return HttpResponse.error();
      }),
      http.get(`${BASE}/slow`, async () => {
        reads += 1;
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    await failure(makeClient().request('/down', { method: 'GET' }));
    expect([reads, toasts.length]).toEqual([2, 1]);
    await failure(makeClient().request('/slow', { method: 'GET', timeout: 30 }));
    expect(reads).toBe(3);
  });

  test('a timeout still applies when the caller also passes a signal', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      makeClient().request('/slow', { method: 'GET', timeout: 50, signal: new AbortController().signal }),
    );
    expect(error.kind).toBe('timeout');
  });

  test('a 2xx body that is not JSON (a captive portal page) rejects instead of resolving as text', async () => {
    server.use(
      http.get(
        `${BASE}/x`,
        () => new HttpResponse('<html>登录WiFi</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(makeClient().request('/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'invalid-body', status: 200 });
    expect(toasts.map((t) => t.message)).toEqual(['服务器出错，请刷新重试']);
  });

  test('null and undefined query values are left out', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE}/x`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({});
      }),
    );
    await makeClient().request('/x', { method: 'GET', query: { a: 1, b: null, c: undefined, d: '' } });
    const params = new URLSearchParams(urls[0]);
    expect([...params.keys()]).toEqual(['a', 'd']);
    expect(params.get('a')).toBe('1');
  });

  test('an aborted request rejects with Request aborted and no toast', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = makeClient().request('/slow', { method: 'GET', signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'aborted', message: 'Request aborted', skipReport: true });
    expect(toasts).toEqual([]);
  });
});

describe('spec §5 required parameters', () => {
  test('a missing path, body or query parameter throws RequiredParameterError and sends nothing', async () => {
    const api = createApi(makeClient().request);
    // onUnhandledRequest: 'error' would fail the test if anything went out.
    await expect(api.auth.exchangeCodeToken({ path: { code: undefined } })).rejects.toThrow(RequiredParameterError);
    await expect(api.auth.exchangeCodeToken({ path: { code: null } })).rejects.toMatchObject({ parameter: 'code' });
    await expect(
      api.auth.signinPhone({
        body: { country_code: 86, phone_number: '1', code: undefined as unknown as string, method_name: 'sms_code' },
      }),
    ).rejects.toMatchObject({ name: 'RequiredParameterError', parameter: 'code' });
    await expect(api.auth.getUserToken({ query: { user_id: undefined as unknown as string } })).rejects.toMatchObject({
      parameter: 'user_id',
    });
  });

  test('path parameters are encoded', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/auth/v1/code_token/:code`, ({ params }) => {
        seen.push(String(params.code));
        return HttpResponse.json({});
      }),
    );
    await createApi(makeClient().request).auth.exchangeCodeToken({ path: { code: 'a/b c' } });
    expect(seen).toEqual(['a/b c']);
  });
});

describe('spec §5 hua id resolution', () => {
  test('h/H input drops the letter and resolves through basic_info?hua_id=', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/user/v1/basic_info`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('hua_id')!);
        return new HttpResponse('{"user_id":9007199254740993}');
      }),
    );
    const api = createApi(makeClient().request);
    expect(await resolveUserId(api, 'H123')).toBe('9007199254740993');
    expect(await resolveUserId(api, 'h77')).toBe('9007199254740993');
    expect(asked).toEqual(['123', '77']);
  });

  test('any other input is used as it is, with no request', async () => {
    expect(await resolveUserId(createApi(makeClient().request), '4567')).toBe('4567');
  });
});

describe('spec §7 multipart uploads carry their field names', () => {
  async function capture(path: string, send: (api: ReturnType<typeof createApi>) => Promise<unknown>) {
    const received: { type: string; fields: Record<string, string> }[] = [];
    server.use(
      http.post(BASE + path, async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        form.forEach(
          (value, key) => (fields[key] = typeof value === 'string' ? value : `file:${(value as File).size}`),
        );
        received.push({ type: request.headers.get('Content-Type') ?? '', fields });
        // The files stored, as the media uploads answer.
        return HttpResponse.json({ items: [] });
      }),
    );
    await send(createApi(makeClient().request));
    return received[0]!;
  }
  const file = new Blob(['abc']);

  test('sketch upload: file', async () => {
    const got = await capture('/hpkg/v1/sketch/p1/png/upload', (api) =>
      api.hpkg.uploadSketch({ path: { package_uuid: 'p1', file_type: 'png' }, body: { file } }),
    );
    expect(got.type).toMatch(/^multipart\/form-data/);
    expect(got.fields).toEqual({ file: 'file:3' });
  });

  test('media: file', async () => {
    const got = await capture('/hpkg/v1/package/p1/media', (api) =>
      api.hpkg.uploadMedia({ path: { package_uuid: 'p1' }, body: { file } }),
    );
    expect(got.fields).toEqual({ file: 'file:3' });
  });

  test('media_zip: file and card_user_data', async () => {
    const got = await capture('/hpkg/v1/package/p1/media_zip', (api) =>
      api.hpkg.uploadMediaZip({ path: { package_uuid: 'p1' }, body: { file, card_user_data: '{"a":1}' } }),
    );
    expect(got.type).toMatch(/^multipart\/form-data/);
    expect(got.fields).toEqual({ file: 'file:3', card_user_data: '{"a":1}' });
  });

  test('a missing file sends nothing', async () => {
    await expect(
      createApi(makeClient().request).hpkg.uploadMedia({ path: { package_uuid: 'p1' }, body: {} as { file: Blob } }),
    ).rejects.toMatchObject({ parameter: 'file' });
  });
});

describe('spec §5 hua id resolution rejects what it cannot resolve', () => {
  test('a bare h, or an empty input, sends nothing', async () => {
    const api = createApi(makeClient().request);
    await expect(resolveUserId(api, 'h')).rejects.toMatchObject({ parameter: 'hua_id' });
    await expect(resolveUserId(api, '  ')).rejects.toMatchObject({ parameter: 'user_id' });
  });

  test('an answer without a user_id is a clear error, not an undefined id', async () => {
    server.use(http.get(`${BASE}/user/v1/basic_info`, () => HttpResponse.json({})));
    await expect(resolveUserId(createApi(makeClient().request), 'h5')).rejects.toThrow('找不到花号 5 对应的用户');
  });
});

describe('quiet: when the first screen’s requests have finished (error reporting waits for it)', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  function watch(promise: Promise<void>) {
    const state = { settled: false };
    void promise.then(() => (state.settled = true));
    return state;
  }

  test('settles only after the last request in flight has finished and the window has passed', async () => {
    let answer!: () => void;
    const called = new Promise<void>((handlerCalled) =>
      server.use(
        http.get(`${BASE}/slow`, async () => {
          handlerCalled();
          await new Promise<void>((release) => (answer = release));
          return HttpResponse.json({ ok: true });
        }),
      ),
    );
    const client = makeClient();
    const pending = client.request('/slow', { method: 'GET' });
    const quiet = watch(client.quiet(30));
    await called;
    await wait(60);
    expect(quiet.settled).toBe(false);
    answer();
    await pending;
    expect(quiet.settled).toBe(false);
    await wait(60);
    expect(quiet.settled).toBe(true);
  });

  test('a failed request counts as finished too', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.error()));
    const client = makeClient();
    const quiet = watch(client.quiet(30));
    await client.request('/x', { method: 'GET', noToast: true }).catch(() => {});
    await wait(60);
    expect(quiet.settled).toBe(true);
  });

  test('a request that starts inside the window starts the window again', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ ok: true })));
    const client = makeClient();
    const quiet = watch(client.quiet(80));
    await wait(50);
    await client.request('/x', { method: 'GET' });
    await wait(50);
    expect(quiet.settled).toBe(false);
    await wait(60);
    expect(quiet.settled).toBe(true);
  });
});

describe('warm: a GET started ahead of the request that will want it (a route’s first requests)', () => {
  function countRequests(answer: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true })) {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/x`, ({ request }) => {
        seen.push(request.url);
        return answer();
      }),
    );
    return seen;
  }

  test('the identical request takes the warmed answer, so the server sees one request', async () => {
    const seen = countRequests();
    const client = makeClient();
    client.warm('/x', { query: { page: 1 } });
    await expect(client.request('/x', { method: 'GET', query: { page: 1 } })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });

  test('a warmed answer serves one request only; the next identical request sends its own', async () => {
    const seen = countRequests();
    const client = makeClient();
    client.warm('/x');
    await client.request('/x', { method: 'GET' });
    await client.request('/x', { method: 'GET' });
    expect(seen).toHaveLength(2);
  });

  test('a request that differs in its query or its headers (another page) sends its own', async () => {
    const seen = countRequests();
    const client = makeClient();
    client.warm('/x', { query: { page: 1 } });
    await client.request('/x', { method: 'GET', query: { page: 2 } });
    viewPath = '/elsewhere';
    client.warm('/x');
    viewPath = '/';
    await client.request('/x', { method: 'GET' });
    expect(seen).toHaveLength(4);
  });

  test('a GET sent ahead for the page being entered is taken by the request that page makes once it shows', async () => {
    const seen = countRequests();
    const client = makeClient();
    viewPath = '/sale/cm';
    client.warm('/x', { viewPath: '/book/1' });
    viewPath = '/book/1';
    await client.request('/x', { method: 'GET' });
    expect(seen).toHaveLength(1);
  });

  test('spec §8 the request that takes a warmed failure handles it as its own: one 请检查网络连接 toast, and the error', async () => {
    countRequests(() => HttpResponse.error());
    const client = makeClient();
    client.warm('/x');
    const error = await failure(client.request('/x', { method: 'GET' }));
    expect(error.kind).toBe('network');
    expect(toasts.map((t) => t.title)).toEqual(['请检查网络连接']);
  });

  test('spec §8 a warmed 401 signs out once, through the request that takes it', async () => {
    countRequests(() => HttpResponse.json({}, { status: 401 }));
    const client = makeClient();
    client.warm('/x');
    expect((await failure(client.request('/x', { method: 'GET' }))).status).toBe(401);
    expect(unauthorized).toEqual([`${BASE}/x`]);
  });

  test('the request that takes a warmed answer still times out on its own timeout', async () => {
    countRequests(() => new Promise<Response>(() => {}));
    const client = makeClient();
    client.warm('/x');
    expect((await failure(client.request('/x', { method: 'GET', timeout: 30 }))).kind).toBe('timeout');
  });

  test('a GET sent ahead that gets no response says so at once, before any request takes it (the toast host gets ready)', async () => {
    countRequests(() => HttpResponse.error());
    const client = makeClient();
    const said: string[] = [];
    client.onNoResponse(({ url }) => said.push(url));
    client.warm('/x');
    await client.quiet(20);
    expect(said).toEqual([`${BASE}/x`]);
  });

  test('a request that gets no response says so too; one that times out, or shows no toast, does not', async () => {
    const client = makeClient();
    const said: string[] = [];
    client.onNoResponse(({ url }) => said.push(url));
    countRequests(() => new Promise<Response>(() => {}));
    await failure(client.request('/x', { method: 'GET', timeout: 20 }));
    expect(said).toEqual([]);
    countRequests(() => HttpResponse.error());
    await failure(client.request('/x', { method: 'GET', noToast: true }));
    expect(said).toEqual([]);
    await failure(client.request('/x', { method: 'GET' }));
    expect(said).toEqual([`${BASE}/x`]);
  });

  test('a GET sent ahead for a request that shows no toast says nothing when it gets no response', async () => {
    countRequests(() => HttpResponse.error());
    const client = makeClient();
    const said: string[] = [];
    client.onNoResponse(({ url }) => said.push(url));
    client.warm('/x', { noToast: true });
    await client.quiet(20);
    expect(said).toEqual([]);
  });

  test('a warmed answer no request took within WARM_MS is dropped', () => {
    let now = 0;
    const answers = createWarmedAnswers<string>(() => now);
    answers.put('k', Promise.resolve('old'));
    now = WARM_MS + 1;
    expect(answers.take('k')).toBeUndefined();
    answers.put('k', Promise.resolve('fresh'));
    now += WARM_MS;
    expect(answers.take('k')).toBeDefined();
  });
});

describe('issue 38: a GET the boot module sent with the HTML is taken over by the client, never sent twice', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
    onTestFinished(() => void vi.unstubAllGlobals());
  });

  function countGets() {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/x`, ({ request }) => {
        seen.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ ok: true });
      }),
    );
    return seen;
  }

  /** What the boot module does for `/x?page=1` on page `/`, signed in with `token`. */
  function sendWithHtml(token: string) {
    const facts = { viewPath: '/', deviceId: 'dev-uuid', authorization: token, inviterId: undefined };
    const headers = requestHeaders(facts, false);
    handOver(() => [
      { baseURL: BASE, path: '/x', query: { page: 1 }, headers, answer: fetch(`${BASE}/x?page=1`, { headers }) },
    ]);
  }

  test('the route’s warm and the screen’s identical request take its answer: the server sees one GET', async () => {
    const seen = countGets();
    sendWithHtml('Bearer tk');
    const client = makeClient('Bearer tk');
    client.warm('/x', { query: { page: 1 }, viewPath: '/' });
    await expect(client.request('/x', { method: 'GET', query: { page: 1 } })).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer tk']);
  });

  test('a request that differs in its headers (another token) sends its own and never gets that answer', async () => {
    const seen = countGets();
    sendWithHtml('Bearer old');
    const client = makeClient('Bearer new');
    await client.request('/x', { method: 'GET', query: { page: 1 } });
    expect(seen.sort()).toEqual(['Bearer new', 'Bearer old']);
  });

  test('a boot module that runs only after the app has started (its script came late) sends nothing: the server sees one GET', async () => {
    const seen = countGets();
    const client = makeClient('Bearer tk');
    client.warm('/x', { query: { page: 1 }, viewPath: '/' });
    sendWithHtml('Bearer tk');
    await client.request('/x', { method: 'GET', query: { page: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['Bearer tk']);
  });

  test('a later warm of the same GET, once the page has loaded, sends anew', async () => {
    const seen = countGets();
    sendWithHtml('Bearer tk');
    const client = makeClient('Bearer tk');
    client.warm('/x', { query: { page: 1 }, viewPath: '/' });
    await client.request('/x', { method: 'GET', query: { page: 1 } });
    client.warm('/x', { query: { page: 1 }, viewPath: '/' });
    await client.request('/x', { method: 'GET', query: { page: 1 } });
    expect(seen).toHaveLength(2);
  });
});
