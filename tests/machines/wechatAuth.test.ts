import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { isValidOAuthState, wechatAuthMachine, type WechatAuthInput } from '../../src/machines/wechatAuth.machine';
import type { SigninCredential } from '../../src/domain/signin';
import { WECHAT_SAMPLES } from '../../src/machines/wechatAuth.model';
import { expectRegistryModelCovered } from './modelPaths';

const STATE = 'Abc123XYZ9';
const PAGE = { path: '/vip-subscribe', url: 'https://h5.example.com/vip-subscribe?x=1#plans' };
const { WECHAT_ANDROID } = WECHAT_SAMPLES;

interface Fakes {
  signJsApi?: (input: { url: string }) => Promise<void>;
  exchangeCode?: (input: { code: string }) => Promise<{ openId: string }>;
  signinWechat?: (input: { code: string }) => Promise<{ token: string }>;
  signinQQ?: (input: { accessToken: string }) => Promise<{ token: string }>;
}

function startWechatAuth(input: Partial<WechatAuthInput> = {}, fakes: Fakes = {}) {
  const signJsApi = vi.fn(fakes.signJsApi ?? (async () => {}));
  const exchangeCode = vi.fn(fakes.exchangeCode ?? (async () => ({ openId: 'open-1' })));
  const signinWechat = vi.fn(fakes.signinWechat ?? (async () => ({ token: 'wx-token' })));
  const signinQQ = vi.fn(fakes.signinQQ ?? (async () => ({ token: 'qq-token' })));
  const effects: Array<[string, unknown]> = [];
  const machine = wechatAuthMachine.provide({
    actors: {
      signJsApi: fromPromise<void, { url: string }>(({ input }) => signJsApi(input)),
      exchangeCode: fromPromise<{ openId: string }, { code: string }>(({ input }) => exchangeCode(input)),
      signin: fromPromise<{ token: string }, SigninCredential>(({ input }) =>
        input.provider === 'qq'
          ? signinQQ({ accessToken: input.credential })
          : signinWechat({ code: input.credential }),
      ),
    },
    actions: {
      makeState: assign({ oauthState: STATE }),
      rememberState: (_, { state }) => effects.push(['rememberState', state]),
      redirectToAuthorize: (_, params) => effects.push(['redirectToAuthorize', params]),
      storeOpenId: (_, { openId }) => effects.push(['storeOpenId', openId]),
      navigate: (_, { to }) => effects.push(['navigate', to]),
      notify: (_, { message }) => effects.push(['notify', message]),
    },
  });
  const actor = createActor(machine, { input: { ...WECHAT_ANDROID, ...input } });
  const tokens: string[] = [];
  actor.on('login.success', (event) => tokens.push(event.token));
  actor.start();
  return { actor, effects, tokens, signJsApi, exchangeCode, signinWechat, signinQQ };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §4: silent authorization in the WeChat-like browser', () => {
  test('spec §4: without an openID a route change signs the JS API, then redirects to base-scope authorization', async () => {
    const { actor, effects, signJsApi } = startWechatAuth();
    actor.send({ type: 'route.changed', ...PAGE });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects).toEqual([]);
    await settle();

    expect(signJsApi).toHaveBeenCalledExactlyOnceWith({ url: 'https://h5.example.com/vip-subscribe?x=1' });
    expect(effects).toEqual([
      ['rememberState', STATE],
      ['redirectToAuthorize', { flow: 'silentAuth', returnPath: '/vip-subscribe?x=1', state: STATE }],
    ]);
    expect(actor.getSnapshot().hasTag('redirecting')).toBe(true);
    actor.send({ type: 'route.changed', ...PAGE });
    expect(effects).toHaveLength(2);
  });

  test('notes: on iOS the landing URL is signed, without its hash', async () => {
    const { actor, signJsApi } = startWechatAuth({ isIOS: true });
    actor.send({ type: 'route.changed', ...PAGE });
    await settle();
    expect(signJsApi).toHaveBeenCalledExactlyOnceWith({ url: 'https://h5.example.com/invite/abc?from=share' });
  });

  test('spec §4: the JS signature is skipped on localhost', () => {
    const { actor, effects, signJsApi } = startWechatAuth({ isLocalhost: true });
    actor.send({ type: 'route.changed', ...PAGE });
    expect(signJsApi).not.toHaveBeenCalled();
    expect(effects.map(([name]) => name)).toEqual(['rememberState', 'redirectToAuthorize']);
  });

  test('a failed signature does not stop the authorization', async () => {
    const { actor, effects } = startWechatAuth({}, { signJsApi: () => Promise.reject(new Error('Network Error')) });
    actor.send({ type: 'route.changed', ...PAGE });
    await settle();
    expect(effects.map(([name]) => name)).toEqual(['rememberState', 'redirectToAuthorize']);
  });

  test.each([
    ['an openID is stored', { openID: 'open-1' }, PAGE],
    ['the path is /go/wxCallback', {}, { path: '/go/wxCallback', url: 'https://h5.example.com/go/wxCallback?code=c' }],
    [
      'the path is another sign-in callback',
      {},
      { path: '/wx-login-cb', url: 'https://h5.example.com/wx-login-cb?code=c' },
    ],
    ['outside WeChat (QQ-like)', { browser: 'qq' as const }, PAGE],
    ['outside WeChat (other)', { browser: 'other' as const }, PAGE],
  ])('spec §4: no redirect when %s', async (_, input, page) => {
    const { actor, effects, signJsApi } = startWechatAuth(input);
    actor.send({ type: 'route.changed', ...page });
    await settle();
    expect(signJsApi).not.toHaveBeenCalled();
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});

describe('spec §2: /go/wxCallback', () => {
  test('spec §2: a callback with the expected state exchanges the code, stores the openID and returns to r', async () => {
    const { actor, effects, exchangeCode, signJsApi } = startWechatAuth();
    actor.send({ type: 'callback.silent', code: 'code-1', state: STATE, r: '/vip-subscribe?x=1' });
    await settle();
    expect(exchangeCode).toHaveBeenCalledExactlyOnceWith({ code: 'code-1' });
    expect(effects).toEqual([
      ['storeOpenId', 'open-1'],
      ['navigate', '/vip-subscribe?x=1'],
    ]);

    actor.send({ type: 'route.changed', ...PAGE });
    await settle();
    expect(signJsApi).not.toHaveBeenCalled();
  });

  test.each([
    ['another state', { code: 'code-1', state: 'Other12345' }],
    ['no state', { code: 'code-1' }],
    ['no code (the user declined)', { state: STATE }],
  ])('spec §4: %s fails to / with 微信授权失败，请重试 and does not redirect again', async (_, callback) => {
    const { actor, effects, exchangeCode, signJsApi } = startWechatAuth();
    actor.send({ type: 'callback.silent', r: '/vip-subscribe', ...callback });
    await settle();
    expect(exchangeCode).not.toHaveBeenCalled();
    expect(effects).toEqual([
      ['navigate', '/'],
      ['notify', '微信授权失败，请重试'],
    ]);

    actor.send({ type: 'route.changed', path: '/', url: 'https://h5.example.com/' });
    await settle();
    expect(signJsApi).not.toHaveBeenCalled();
  });

  test('a state that was never remembered is never trusted, even if the callback sends an empty one', () => {
    const { actor, exchangeCode } = startWechatAuth({ expectedState: undefined });
    actor.send({ type: 'callback.silent', code: 'code-1', state: '' });
    expect(exchangeCode).not.toHaveBeenCalled();
  });

  test('a failed code exchange goes to / with 微信授权失败，请重试', async () => {
    const { actor, effects } = startWechatAuth({}, { exchangeCode: () => Promise.reject(new Error('code used')) });
    actor.send({ type: 'callback.silent', code: 'code-1', state: STATE, r: '/vip' });
    await settle();
    expect(effects).toEqual([
      ['navigate', '/'],
      ['notify', '微信授权失败，请重试'],
    ]);
  });

  test('DESIGN §10: an r to another origin returns to /', async () => {
    const { actor, effects } = startWechatAuth();
    actor.send({ type: 'callback.silent', code: 'code-1', state: STATE, r: '//evil.com/x' });
    await settle();
    expect(effects).toContainEqual(['navigate', '/']);
  });
});

describe('spec §4: explicit WeChat-like and QQ-like login', () => {
  test('spec §4: WeChat login uses the user-info scope and returns to /wx-login-cb with the original path', () => {
    const { actor, effects } = startWechatAuth({ openID: 'open-1' });
    expect(actor.getSnapshot().can({ type: 'login.wechat', returnPath: '/' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'login.qq', returnPath: '/' })).toBe(false);
    actor.send({ type: 'login.wechat', returnPath: '/book/12?tab=1' });
    expect(effects).toEqual([
      ['rememberState', STATE],
      ['redirectToAuthorize', { flow: 'wechatLogin', returnPath: '/book/12?tab=1', state: STATE }],
    ]);
  });

  test('spec §2: /wx-login-cb with the expected state signs in and returns to r', async () => {
    const { actor, effects, tokens, signinWechat } = startWechatAuth();
    actor.send({ type: 'callback.wxLogin', code: 'code-2', state: STATE, r: '/book/12' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(signinWechat).toHaveBeenCalledExactlyOnceWith({ code: 'code-2' });
    expect(tokens).toEqual(['wx-token']);
    expect(effects).toEqual([['navigate', '/book/12']]);
  });

  test.each([
    ['a wrong state', { code: 'code-2', state: 'Other12345' }, {}],
    [
      'a failed sign-in',
      { code: 'code-2', state: STATE },
      { signinWechat: () => Promise.reject(new Error('expired')) },
    ],
  ])('/wx-login-cb with %s goes to / with 微信登录失败，请重试', async (_, callback, fakes: Fakes) => {
    const { actor, effects, tokens } = startWechatAuth({}, fakes);
    actor.send({ type: 'callback.wxLogin', r: '/book/12', ...callback });
    await settle();
    expect(tokens).toEqual([]);
    expect(effects).toEqual([
      ['navigate', '/'],
      ['notify', '微信登录失败，请重试'],
    ]);
  });

  test('spec §4: QQ login is a token-type authorize returning to /qq-login-cb with the original path', () => {
    const { actor, effects } = startWechatAuth({ browser: 'qq' });
    expect(actor.getSnapshot().can({ type: 'login.wechat', returnPath: '/' })).toBe(false);
    actor.send({ type: 'login.qq', returnPath: '/squad/AB12' });
    expect(effects).toEqual([
      ['rememberState', STATE],
      ['redirectToAuthorize', { flow: 'qqLogin', returnPath: '/squad/AB12', state: STATE }],
    ]);
  });

  test('spec §2: /qq-login-cb with the expected state signs in with the access token and returns to r', async () => {
    const { actor, effects, tokens, signinQQ } = startWechatAuth({ browser: 'qq' });
    actor.send({ type: 'callback.qq', accessToken: 'qq-access', state: STATE, r: '/squad/AB12' });
    await settle();
    expect(signinQQ).toHaveBeenCalledExactlyOnceWith({ accessToken: 'qq-access' });
    expect(tokens).toEqual(['qq-token']);
    expect(effects).toEqual([['navigate', '/squad/AB12']]);
  });

  test.each([
    ['a wrong state', { accessToken: 'qq-access', state: 'Other12345' }, {}],
    ['no access token', { state: STATE }, {}],
    [
      'a failed sign-in',
      { accessToken: 'qq-access', state: STATE },
      { signinQQ: () => Promise.reject(new Error('x')) },
    ],
  ])('/qq-login-cb with %s goes to / with QQ登录失败，请重试', async (_, callback, fakes: Fakes) => {
    const { actor, effects, tokens } = startWechatAuth({ browser: 'qq' }, fakes);
    actor.send({ type: 'callback.qq', r: '/squad/AB12', ...callback });
    await settle();
    expect(tokens).toEqual([]);
    expect(effects).toEqual([
      ['navigate', '/'],
      ['notify', 'QQ登录失败，请重试'],
    ]);
  });
});

test.each([
  ['Abc123XY', true],
  ['a'.repeat(64), true],
  ['Abc123X', false],
  ['a'.repeat(65), false],
  ['Abc-123XY', false],
  ['中文状态值abcdefg', false],
  [undefined, false],
])('notes: the OAuth state is letters and digits only (8–64): %j → %s', (state, valid) => {
  expect(isValidOAuthState(state)).toBe(valid);
});

test('an OAuth state generator that the route did not provide fails loudly', () => {
  const actor = createActor(wechatAuthMachine, { input: { ...WECHAT_ANDROID, isLocalhost: true } });
  actor.subscribe({ error: () => {} });
  actor.start();
  actor.send({ type: 'route.changed', ...PAGE });
  expect(actor.getSnapshot().status).toBe('error');
  expect(String(actor.getSnapshot().error)).toContain('provide the "makeState" action');
});

test('back from the authorize page (back-forward cache), one-tap login can start again', () => {
  const redirects: unknown[] = [];
  const machine = wechatAuthMachine.provide({
    actions: {
      makeState: assign({ oauthState: STATE }),
      rememberState: () => {},
      redirectToAuthorize: (_, params) => redirects.push(params),
    },
  });
  const actor = createActor(machine, { input: WECHAT_ANDROID }).start();
  actor.send({ type: 'login.wechat', returnPath: '/vip' });
  expect(redirects).toHaveLength(1);
  expect(actor.getSnapshot().hasTag('redirecting')).toBe(true);
  expect(actor.getSnapshot().can({ type: 'login.wechat', returnPath: '/vip' })).toBe(false);
  actor.send({ type: 'page.shown' });
  expect(actor.getSnapshot().can({ type: 'login.wechat', returnPath: '/vip' })).toBe(true);
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('wechatAuth');
});
