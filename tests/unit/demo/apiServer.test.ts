import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PAYMENT_SETTLE_MS } from '../../../src/demo/handlers/settle';
import { AUTHOR_PHONES } from '../../../src/demo/personas';
import { encodePng } from '../../../src/demo/png';
import { createDemoApiServer, MAX_HANDLER_SETS, type DemoApiServer } from '../../../src/demo/server/apiServer';

const APP = 'http://127.0.0.1:5999';
let dir = '';
let storeFile = '';
let api: DemoApiServer;
let base = '';

async function start() {
  api = createDemoApiServer({ storeFile, origins: () => [APP], log: () => {} });
  base = await api.listen(0);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-api-'));
  storeFile = join(dir, 'store.json');
  await start();
});
afterEach(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const res = await fetch(`${base}${path}`, { ...init, headers });
  // Ids beyond 2^53 are read as the digit strings they are.
  const body = JSON.parse((await res.text()).replace(/:(\d{16,})\b/g, ':"$1"')) as Record<string, unknown>;
  return { status: res.status, headers: res.headers, body };
};
const post = (path: string, body: unknown, token?: string) =>
  call(path, { method: 'POST', body: JSON.stringify(body), token });

/** A new user signs in with the code the server's SMS inbox shows for the phone. */
async function signIn(phone: string): Promise<string> {
  await post('/auth/v1/signin/send_sms_code', { purpose: 'SIGNIN', country_code: 86, phone_number: phone });
  const inbox = await call(`/__demo/sms?phone=${phone}`);
  const [latest] = inbox.body.messages as { code: string }[];
  const signed = await post('/auth/v1/signin/phone', {
    country_code: 86,
    phone_number: phone,
    code: latest!.code,
    method_name: 'sms_code',
  });
  expect(signed.status).toBe(200);
  return signed.body.token as string;
}

const phones = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => `139${String(from + i).padStart(8, '0')}`);
const storeIsJson = () => expect(() => JSON.parse(readFileSync(storeFile, 'utf8'))).not.toThrow();

describe('issue 37 §1 the demo backend as an HTTP server: the same handlers, over a store file', () => {
  test('a new user signs in with a code read from GET /__demo/sms?phone=…, whose inbox page masks the phone, newest first', async () => {
    const token = await signIn('13912340001');
    await signIn('13912340002');
    const me = await call('/auth/v1/my_info', { token });
    expect(me.body).toMatchObject({ nickname: '花友0001' });
    const page = await (await fetch(`${base}/__demo/sms`)).text();
    expect(page.indexOf('139****0002')).toBeGreaterThan(0);
    expect(page.indexOf('139****0002')).toBeLessThan(page.indexOf('139****0001'));
    expect(page).not.toContain('13912340001');
  });

  test('issue 55 on npm run demo:api too: a top-up order, a follow and its 上新, a search and a rank list', async () => {
    const token = await signIn('13912340009');
    const order = await post('/user/v1/wallet/deposit/buy', { sku_id: 'coins_600' }, token);
    expect(order.body).toMatchObject({ status: 'PENDING', amount: 600 });
    expect((await post('/user/v1/follower/900003/follow', {}, token)).body).toMatchObject({ followed: true });
    const books = await post('/books/v1/follower/list', {}, token);
    expect((books.body.items as { author: { user_id: string } }[]).every((b) => b.author.user_id === '900003')).toBe(
      true,
    );
    const found = await call(`/app/v1/search?q=${encodeURIComponent('词汇')}`);
    expect((found.body.creators as { nickname: string }[]).map((c) => c.nickname)).toContain('林老师');
    expect((await call('/books/v1/package/pkg-1/study/rank_list', { token })).body.me).toEqual({
      rank: null,
      cards: 0,
    });
  });

  test('issue 56 on npm run demo:api too: the cards, their media at the media base, TTS, settings, reports, flags and short links', async () => {
    const page = await call('/usercard/v1/package/pkg-1/query?type=preview&page_size=2');
    expect(page.body).toMatchObject({ sample_size: 5, owned: false });
    const cardId = String((page.body.items as { card_id: string }[])[0]!.card_id);
    const card = await call(`/hpkg/v1/package/pkg-1/card/${cardId}/preview?html=true`);
    expect(card.body.front_html).toContain('figure-1.svg');
    const media = await fetch(`${base}/oss/pkg-1/figure-1.svg`, { headers: { Origin: APP } });
    expect(media.headers.get('content-type')).toBe('image/svg+xml');
    // One allowed origin, as for the API: two values would make the browser refuse it.
    expect(media.headers.get('access-control-allow-origin')).toBe(APP);
    expect((await fetch(`${base}/oss/pkg-1/nope.svg`)).status).toBe(404);
    expect((await post('/tts/v1/audio', { text: 'abandon' })).body.audio_url).toMatch(/^data:audio\/wav/);
    const token = await signIn('13912340010');
    expect((await post('/user/v1/preference/auto_speak', { value: true }, token)).status).toBe(200);
    expect((await call('/user/v1/preference/auto_speak', { token })).body.value).toBe(true);
    const report = {
      content: '发音按钮点了没有任何声音',
      contact: '',
      images: [],
      page: '/me',
      app_version: 'x',
      user_agent: 'UA',
    };
    expect((await post('/app/v1/problem/feedback', report)).status).toBe(200);
    expect((await call('/flag/v1/app/group_buy')).body).toEqual({ key: 'group_buy', enabled: true });
    const short = await post('/short_link/v1/create', { url: `${APP}/book/BK1` });
    expect((await call(`/short_link/v1/${String(short.body.key)}`)).body.url).toBe(`${APP}/book/BK1`);
  });

  test('issue 57 on npm run demo:api too: an image uploaded as real multipart is stored and served at the media base', async () => {
    const token = await signIn(AUTHOR_PHONES['900001']!);
    const png = encodePng(2, 2, new Uint8Array(16).fill(90));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' }));
    const res = await fetch(`${base}/hpkg/v1/package/pkg-1/media`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}`, Origin: APP },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(await res.json()).toMatchObject({ items: [{ name: 'cover.png', size: png.length }] });
    const media = await fetch(`${base}/oss/pkg-1/cover.png`);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(png);
  });

  test('the store survives a restart: the token and the order made before it still work', async () => {
    const token = await signIn('13912340003');
    const order = await post('/vip/v1/create_order', { sku_id: 'vip_month' }, token);
    await api.close();
    await start();
    const after = await call(`/order/v1/${String(order.body.order_id)}/query`, { token });
    expect(after.status).toBe(200);
    expect(after.body.status).toBe('PENDING');
  });

  test('a corrupt store file is set aside, not overwritten, and the server starts from the seed', async () => {
    await api.close();
    writeFileSync(storeFile, '{"version":1,');
    await start();
    expect((await call('/groupbuy/v1/group/9001/query')).body).toMatchObject({ group_size: 3 });
    storeIsJson();
  });
});

describe('issue 37 §1 bad input gets a spec §8 JSON error, and the server keeps serving', () => {
  test('not JSON 400, over 1 MB 413, unknown path 404, wrong method 405; then a valid sign-in works', async () => {
    const bad = await fetch(`${base}/auth/v1/signin/phone`, {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect([bad.status, await bad.json()]).toEqual([400, { code: 400, message: '请求体不是合法的 JSON' }]);
    const big = await fetch(`${base}/auth/v1/signin/phone`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect([big.status, await big.json()]).toEqual([413, { code: 413, message: '请求体超过 1 MB' }]);
    expect(await call('/no/such/path')).toMatchObject({ status: 404, body: { code: 404 } });
    expect(await call('/vip/v1/create_order', { method: 'DELETE' })).toMatchObject({
      status: 405,
      body: { code: 405 },
    });
    expect(await call('/__demo/nothing')).toMatchObject({ status: 404, body: { code: 404 } });
    for (const res of [bad, big]) expect(res.headers.get('content-type')).toContain('application/json');
    expect(await signIn('13912340004')).toMatch(/\w+/);
  });
});

/** A request written byte for byte, as a hostile client sends it: its status line and body as answered. */
function rawRequest(lines: string[]): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('issue 52 §8 the error contract holds for what a hostile client sends', () => {
  test('a bad percent-encoding in the path is a 400 in the spec §8 shape, not a 500', async () => {
    const res = await rawRequest(['GET /vip/v1/sku/%E0%A4%A HTTP/1.0', 'Host: 127.0.0.1']);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 400, message: '请求地址的编码有误' });
  });

  test('a 20 KB header is a 431 with a JSON body, and the server keeps serving', async () => {
    const res = await rawRequest([
      'GET /library/v1/category HTTP/1.0',
      'Host: 127.0.0.1',
      `X-Big: ${'a'.repeat(20_000)}`,
    ]);
    expect([res.status, res.type]).toEqual([431, 'application/json; charset=utf-8']);
    expect(JSON.parse(res.body)).toEqual({ code: 431, message: '请求头过大' });
    expect((await call('/library/v1/category')).status).toBe(200);
  });

  test('a text/plain body is refused with 415, not read as JSON; the analytics beacon, sent as text/plain, is taken', async () => {
    const res = await fetch(`${base}/auth/v1/signin/send_sms_code`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ purpose: 'SIGNIN', country_code: 86, phone_number: '13912340005' }),
    });
    expect([res.status, await res.json()]).toEqual([
      415,
      { code: 415, message: '请求体必须是 JSON（Content-Type: application/json）' },
    ]);
    const beacon = await fetch(`${base}/event/v1/bulk_upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events_data: [] }),
    });
    expect(beacon.status).toBe(200);
  });
});

describe('issue 52 §7 nothing in the server grows with a value from the request', () => {
  test('600 requests with 600 different Host headers leave the server keeping handlers for at most a few', async () => {
    for (let batch = 0; batch < 6; batch += 1)
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          rawRequest(['GET /library/v1/category HTTP/1.0', `Host: h${batch}-${i}.example`]),
        ),
      );
    expect(api.addressesKept()).toBeLessThanOrEqual(MAX_HANDLER_SETS);
    expect((await call('/library/v1/category')).status).toBe(200);
  });
});

describe('issue 52 §2 the demo pays as real payment channels do', () => {
  async function orderWithCharge(token: string) {
    const order = await post('/vip/v1/create_order', { sku_id: 'vip_month' }, token);
    const orderId = String(order.body.order_id);
    const pay = () =>
      post(`/payment/v1/orders/${orderId}`, { channel: 'ALIPAY', success_url: `${APP}/go/pingppCallback` }, token);
    const chargeOf = (answer: Awaited<ReturnType<typeof pay>>) =>
      (answer.body.charge as { id: string; credential: { alipay_wap: { channel_url: string } } }).id;
    return { orderId, pay, chargeOf };
  }
  const confirmAtCashier = (chargeId: string) =>
    fetch(`${base}/__demo/cashier`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ action: 'confirm', charge_id: chargeId, return_url: `${APP}/go/pingppCallback` }),
    });

  test('the pay call is idempotent per order: 20 concurrent calls answer one charge, and the order has one open charge', async () => {
    const token = await signIn('13912340006');
    const { orderId, pay, chargeOf } = await orderWithCharge(token);
    const answers = await Promise.all(Array.from({ length: 20 }, pay));
    expect(new Set(answers.map(chargeOf)).size).toBe(1);
    const order = api.store.read().orders.find((o) => o.order_id === orderId)!;
    expect(order.old_charges ?? []).toEqual([]);
  });

  test('a payment on an older charge of the order pays it; a second payment on another charge is refunded', async () => {
    const token = await signIn('13912340007');
    const { orderId, pay, chargeOf } = await orderWithCharge(token);
    const chargeA = chargeOf(await pay());
    // Another channel opens another charge (the WeChat-like pay sheet, say): A is no longer the open one.
    await post(`/payment/v1/orders/${orderId}`, { channel: 'WXPAY', open_id: 'o_demo' }, token);
    const chargeB = api.store.read().orders.find((o) => o.order_id === orderId)!.charge_id!;
    expect(chargeB).not.toBe(chargeA);
    await confirmAtCashier(chargeA);
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_SETTLE_MS + 100));
    expect((await call(`/order/v1/${orderId}/query`, { token })).body.status).toBe('PAID');
    await confirmAtCashier(chargeB);
    await confirmAtCashier(chargeA);
    const order = api.store.read().orders.find((o) => o.order_id === orderId)!;
    expect([order.paid_charge, order.refunded_charges]).toEqual([chargeA, [chargeB]]);
    expect((await pay()).status).toBe(400);
  });
});

describe('issue 38: the demo API compresses as an API gateway does', () => {
  test('a JSON answer of 1 KB or more goes gzipped to a client that takes gzip, and as it is to one that does not; a small one never', async () => {
    const list = '/books/v1/library?page_number=1&page_size=6&order_by=hot';
    const zipped = await fetch(`${base}${list}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await fetch(`${base}${list}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await zipped.json()).toEqual(await plain.json());
    const small = await fetch(`${base}/vip/v1/sku/h5`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect((await small.text()).length).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('issue 37 §1 CORS: exactly the app origins it is told about', () => {
  test('a preflight from the app for the spec §7 headers is answered; another origin gets no CORS headers', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/vip/v1/my`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,x-view-page,x-device-id,x-h5-source,x-inviter-id',
        },
      });
    const ok = await preflight(APP);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    const allowed = ok.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const name of ['authorization', 'x-view-page', 'x-device-id', 'x-h5-source', 'x-inviter-id'])
      expect(allowed).toContain(name);
    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${base}/vip/v1/sku`, { headers: { Origin: 'http://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('issue 37 §1 concurrency: one process, one change at a time', () => {
  test('20 concurrent joins of group 9001 (2 seats left) fill exactly 2 seats', async () => {
    const tokens = await Promise.all(phones(20, 100).map(signIn));
    const joins = await Promise.all(tokens.map((token) => post('/groupbuy/v1/group/9001/join', {}, token)));
    expect(joins.filter((j) => j.status === 200)).toHaveLength(2);
    expect(joins.filter((j) => j.status === 400).every((j) => j.body.message === '这个团已满员，可以发起新团')).toBe(
      true,
    );
    storeIsJson();
  });

  test('20 concurrent claims of one gift give it to exactly one account', async () => {
    const buyer = await signIn('13800000888');
    const order = await post('/vip/v1/create_order', { sku_id: 'vip_month', is_gift: true }, buyer);
    const orderId = String(order.body.order_id);
    const success = `${APP}/vip-order/${orderId}`;
    const pay = await post(`/payment/v1/orders/${orderId}`, { channel: 'ALIPAY', success_url: success }, buyer);
    const credential = (pay.body.charge as { credential: { alipay_wap: Record<string, string> } }).credential
      .alipay_wap;
    expect(credential.channel_url).toBe(`${base}/__demo/cashier`);
    const confirm = await fetch(credential.channel_url!, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ action: 'confirm', charge_id: credential.charge_id!, return_url: success }),
    });
    expect([confirm.status, confirm.headers.get('location')]).toEqual([303, success]);
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_SETTLE_MS + 100));
    const paid = await call(`/order/v1/${orderId}/query`, { token: buyer });
    const code = (paid.body.gift as { code: string }).code;
    const tokens = await Promise.all(phones(20, 200).map(signIn));
    const claims = await Promise.all(tokens.map((token) => post('/redeem/v1/consume', { code }, token)));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.body.message === '这份礼物已被领取')).toHaveLength(19);
    storeIsJson();
  });
});

describe('issue 37 §1 the cashier and authorize pages send the browser back to the app only', () => {
  test('a return address outside the app origins is refused with a page, never followed', async () => {
    const res = await fetch(`${base}/__demo/cashier?charge_id=ch_1&return_url=https://evil.example/`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('支付链接无效');
    const oauth = await fetch(`${base}/__demo/oauth/wechat?scope=snsapi_base&redirect_uri=https://evil.example/`, {
      redirect: 'manual',
    });
    expect(oauth.status).toBe(400);
  });

  test('silent WeChat-like authorization returns to the app at once with a code; a login asks first', async () => {
    const back = `${APP}/wx-oauth-cb?r=%2F`;
    const silent = await fetch(
      `${base}/__demo/oauth/wechat?scope=snsapi_base&state=s1&redirect_uri=${encodeURIComponent(back)}`,
      { redirect: 'manual' },
    );
    const location = new URL(silent.headers.get('location')!);
    expect(location.origin).toBe(APP);
    expect(location.searchParams.get('code')).toMatch(/\w{32}/);
    const login = await fetch(`${base}/__demo/oauth/qq?state=s2&redirect_uri=${encodeURIComponent(back)}`);
    expect(await login.text()).toContain('允许');
  });
});
