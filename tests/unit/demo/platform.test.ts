import { describe, expect, test } from 'vitest';
import { issueOAuthCode } from '../../../src/demo/handlers/wechat';
import { createDemoHandlers, demoRules } from '../../../src/demo/handlers';
import { lazyRoute } from '../../../src/demo/handlers/kit';
import { createDemoStore, memoryStorage } from '../../../src/demo/store';
import { catalogue } from '../../../src/services/api';
import { BASE, clock, device, failure, minutes, settings, state, storage, store } from './harness';

describe('demo WeChat-like sign-in', () => {
  const code = (scope: string, provider: 'wechat' | 'qq' = 'wechat') =>
    store.change((s) => issueOAuthCode(s, provider, scope, clock.now, Math.random));

  test('code_authorize exchanges a code once for the openid, within 5 minutes', async () => {
    const { api } = device();
    const c = code('snsapi_base');
    const { open_id } = await api.weixin.authorizeCode({ body: { code: c } });
    expect(open_id).toBe(state().open_ids.wechat);
    expect((await failure(api.weixin.authorizeCode({ body: { code: c }, noToast: true }))).status).toBe(400);
    const late = code('snsapi_base');
    minutes(6);
    expect((await failure(api.weixin.authorizeCode({ body: { code: late }, noToast: true }))).status).toBe(400);
  });

  test('signin/wechat needs a user-info code and returns the same account each time', async () => {
    const d = device();
    expect(
      (await failure(d.api.auth.signinWechat({ body: { code: code('snsapi_base') }, noToast: true }))).status,
    ).toBe(400);
    d.setToken((await d.api.auth.signinWechat({ body: { code: code('snsapi_userinfo') } })).token);
    const me = await d.api.auth.getMyInfo();
    d.setToken((await d.api.auth.signinWechat({ body: { code: code('snsapi_userinfo') } })).token);
    expect((await d.api.auth.getMyInfo()).user_id).toBe(me.user_id);
    expect(me.nickname).toMatch(/^微信用户/);
  });

  test('signin/qq takes the access token of the token-type redirect', async () => {
    const d = device();
    d.setToken((await d.api.auth.signinQQ({ body: { access_token: code('get_user_info', 'qq') } })).token);
    expect((await d.api.auth.getMyInfo()).nickname).toMatch(/^QQ用户/);
  });

  test('create_js_api_signature signs a URL without its hash', async () => {
    const { api } = device();
    const sig = await api.weixin.createJsApiSignature({ body: { url: 'https://h5.demo.test/vip-subscribe' } });
    expect(sig.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(sig.nonceStr).toMatch(/^\w{16}$/);
    expect(
      (await failure(api.weixin.createJsApiSignature({ body: { url: 'https://h5.demo.test/#/x' }, noToast: true })))
        .status,
    ).toBe(400);
  });
});

describe('demo: everything else answers 501 with a clear message', () => {
  test('every catalogue endpoint without a demo rule answers 501 naming it, never an empty 200', async () => {
    const unhandled = [
      ['GET', '/flag/v1/{entity_type}/{entity_id}/{key}'],
      ['POST', '/groupbuy/v1/book/{library_book_id}/config'],
      ['POST', '/hpkg/v1/sync'],
      ['POST', '/ugc/v1/books'],
    ];
    for (const [method, path] of unhandled) {
      const res = await fetch(`${BASE}${path!.replace(/\{\w+\}/g, '1')}`, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(res.status).toBe(501);
      expect(await res.json()).toEqual({ code: 501, message: `演示后端尚未实现 ${method} ${path}` });
    }
  });

  test('all 242 catalogue endpoints (235 of spec §7 and seven assumed calls: the book order, the creator application and its status, cancelling an order, and 管理后台’s books in review, their decision and the code lookup log) answer JSON from the demo; the ones without a rule answer 501 naming themselves', async () => {
    const endpoints = Object.values(catalogue).flatMap((area) => Object.values(area));
    expect(endpoints).toHaveLength(242);
    let notImplemented = 0;
    for (const e of endpoints) {
      const res = await fetch(`${BASE}${e.path.replace(/\{\w+\}/g, '1')}`, {
        method: e.method,
        body: e.method === 'GET' || e.method === 'DELETE' ? undefined : '{}',
      });
      const body = (await res.json()) as { message?: string };
      expect(body, `${e.method} ${e.path}`).toBeTypeOf('object');
      if (res.status === 501) {
        notImplemented += 1;
        expect(body.message).toBe(`演示后端尚未实现 ${e.id}`);
      }
    }
    expect(notImplemented).toBe(242 - 196);
  });
});

describe('demo: one catch-all for the endpoints without a rule (the demo build stays fast)', () => {
  test('the demo registers the fault switch, one handler for its 196 rules (order cancellation, the redeem log, my orders and refunds, the letters, the creators’ own books, the lease terms, my bookshelf, 管理后台’s calls, top-ups, follows, search, the cards, settings, flags, short links, and the card packages with their releases, media and ratings among them) and one catch-all: msw compiles the path of every handler it tests, on every request', () => {
    const handlers = createDemoHandlers({ store, base: BASE, settings: () => settings });
    expect(demoRules()).toHaveLength(196);
    expect(handlers).toHaveLength(3);
    // With the media base, one more: the packages' media.
    expect(createDemoHandlers({ store, base: BASE, settings: () => settings, mediaBase: `${BASE}/oss` })).toHaveLength(
      4,
    );
  });

  test('the captcha routes load their code once, with the first request; a failed load fails that request only', async () => {
    let loads = 0;
    const route = lazyRoute(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk not loaded')) : Promise.resolve(() => ({ ok: true }));
    });
    await expect(route.load()).rejects.toThrow('chunk not loaded');
    const fn = await route.load();
    expect(await route.load()).toBe(fn);
    expect(loads).toBe(2);
  });

  test('a path that is not in the catalogue is a 404 naming the path; a catalogue path with another method a 405', async () => {
    const res = await fetch(`${BASE}/nowhere/v1/thing`, { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: '接口不存在 PATCH /nowhere/v1/thing' });
    const wrong = await fetch(`${BASE}/vip/v1/create_order`, { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toEqual({ code: 405, message: '接口不支持 GET /vip/v1/create_order' });
  });
});

describe('demo triggers and persistence', () => {
  test('the network-fault switch fails every request without a response', async () => {
    settings.fault = 'network';
    const error = await failure(device().api.vip.getSkus({ path: { ios_system: 'false' }, noToast: true }));
    expect(error.kind).toBe('network');
  });

  test('the server-fault switch answers 500', async () => {
    settings.fault = 'server';
    expect((await failure(device().api.vip.getSkus({ path: { ios_system: 'false' }, noToast: true }))).status).toBe(
      500,
    );
  });

  test('the latency setting delays every answer', async () => {
    settings.latencyMs = 120;
    const started = performance.now();
    await device().api.vip.getSkus({ path: { ios_system: 'false' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  test('the data survives a reload (a new store on the same storage) until it is reset', async () => {
    await device().login('13912345678');
    const reloaded = createDemoStore({ storage });
    expect(reloaded.read().users.map((u) => u.phone)).toContain('13912345678');
    reloaded.reset();
    expect(state().users).toEqual([]);
  });

  test('DESIGN §6 demo speed: a page parses the stored data again only when another tab wrote it, and writes only what changed', () => {
    const writes: string[] = [];
    const backing = memoryStorage();
    const counted = { ...backing, setItem: (k: string, v: string) => (writes.push(v), backing.setItem(k, v)) };
    const tab = createDemoStore({ storage: memoryStorage() });
    tab.change((s) => void (s.seq = 1));
    expect(tab.change((s) => s.seq)).toBe(1);
    // Another tab on the same storage writes; this page sees it at its next request.
    const shared = memoryStorage();
    const mine = createDemoStore({ storage: shared });
    const other = createDemoStore({ storage: shared });
    mine.change((s) => void (s.seq = 1));
    other.change((s) => void (s.seq = 7));
    expect(mine.change((s) => s.seq)).toBe(7);
    // A request that only reads leaves the storage alone.
    const quiet = createDemoStore({ storage: counted });
    quiet.change((s) => void (s.seq = 2));
    quiet.change((s) => s.seq);
    expect(writes).toHaveLength(1);
  });

  test('DESIGN §6 demo: a request that fails leaves none of its half-made edits behind', () => {
    const failing = createDemoStore({ storage: memoryStorage() });
    expect(() =>
      failing.change((s) => {
        s.seq = 99;
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(failing.change((s) => s.seq)).toBe(0);
  });

  test('corrupt stored data falls back to an empty backend instead of failing', () => {
    storage.setItem('demo-backend', '{not json');
    expect(state().users).toEqual([]);
  });
});
