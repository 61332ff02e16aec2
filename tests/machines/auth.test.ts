import type { User } from '../../src/domain/user';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  authMachine,
  LOGIN_CANCELLED_TEXT,
  normalizeExternalToken,
  type AuthInput,
} from '../../src/machines/auth.machine';
import { expectRegistryModelCovered } from './modelPaths';

const USER: User = { user_id: '9007199254740993', nickname: '小明', image_url: 'https://cdn.example/a.png' };
const REPORTED = { id: '9007199254740993', nickname: '小明' };

function startAuth(input: AuthInput, fetchMyInfo: (input: { token: string }) => Promise<User> = async () => USER) {
  const effects: Array<[string, unknown?]> = [];
  const fetch = vi.fn(fetchMyInfo);
  const machine = authMachine.provide({
    actors: { fetchMyInfo: fromPromise<User, { token: string }>(({ input }) => fetch(input)) },
    actions: {
      persistToken: (_, { token }) => effects.push(['persistToken', token]),
      clearLogin: () => effects.push(['clearLogin']),
      reloadPage: () => effects.push(['reloadPage']),
      announceSessionExpired: () => effects.push(['announceSessionExpired']),
      storeUserInfo: (_, { user }) => effects.push(['storeUserInfo', user]),
      reportUser: (_, user) => effects.push(['reportUser', user]),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: string[] = [];
  actor.on('login.succeeded', (event) => emitted.push(event.type));
  actor.on('login.cancelled', (event) => emitted.push(event.type));
  actor.start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, effects, emitted, fetch, tags };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

async function signedIn() {
  const run = startAuth({ token: 'Bearer t1' });
  await settle();
  run.effects.length = 0;
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §4: start', () => {
  test('spec §4: with a stored token the user info is fetched and stored, and the reporting user is set', async () => {
    const { actor, effects, fetch, tags } = startAuth({ token: 'Bearer t1' });
    expect(actor.getSnapshot().matches({ loggedIn: 'fetchingUser' })).toBe(true);
    await settle();

    expect(fetch).toHaveBeenCalledExactlyOnceWith({ token: 'Bearer t1' });
    expect(effects).toEqual([
      ['storeUserInfo', USER],
      ['reportUser', REPORTED],
    ]);
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: USER, isLoggedIn: true });
    expect(tags()).toEqual(['loggedIn']);
  });

  test('spec §4: without a token the error-reporting user is cleared and nothing is fetched', async () => {
    const { effects, fetch, tags } = startAuth({ token: '' });
    await settle();
    expect(tags()).toEqual(['anonymous']);
    expect(effects).toEqual([['reportUser', null]]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a stored bare "Bearer" counts as no token', () => {
    const { tags } = startAuth({ token: 'Bearer ' });
    expect(tags()).toEqual(['anonymous']);
  });
});

describe('spec §4: the login-required request and the dialog', () => {
  test('spec §4: login.required opens the dialog; closing it with a token persists it and succeeds', async () => {
    const { actor, effects, emitted, fetch, tags } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'login.required' });
    expect(tags()).toEqual(['anonymous', 'dialogOpen']);

    actor.send({ type: 'dialog.close', token: 'server-token' });
    expect(emitted).toEqual(['login.succeeded']);
    expect(effects).toEqual([['persistToken', 'Bearer server-token']]);
    expect(actor.getSnapshot().matches({ loggedIn: 'fetchingUser' })).toBe(true);
    await settle();
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ token: 'Bearer server-token' });
    expect(effects.map(([name]) => name)).not.toContain('reloadPage');
  });

  test('spec §4: if a reload flag was set, the page reloads after the token is stored', () => {
    const { actor, effects } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'login.required', reload: true });
    actor.send({ type: 'login.required' });
    actor.send({ type: 'dialog.close', token: 'Bearer server-token' });
    expect(effects).toEqual([['persistToken', 'Bearer server-token'], ['reloadPage']]);
  });

  test(`spec §4: closing without a token cancels (the request rejects with ${LOGIN_CANCELLED_TEXT})`, () => {
    const { actor, effects, emitted, tags } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'login.required', reload: true });
    actor.send({ type: 'dialog.close' });
    expect(LOGIN_CANCELLED_TEXT).toBe('取消登录');
    expect(emitted).toEqual(['login.cancelled']);
    expect(tags()).toEqual(['anonymous']);
    expect(effects.map(([name]) => name)).not.toContain('persistToken');

    actor.send({ type: 'login.required' });
    actor.send({ type: 'dialog.close', token: 't' });
    expect(effects.map(([name]) => name)).not.toContain('reloadPage');
  });

  test('login.required when already signed in succeeds at once without opening the dialog', async () => {
    const { actor, emitted, tags } = await signedIn();
    actor.send({ type: 'login.required', reload: true });
    expect(emitted).toEqual(['login.succeeded']);
    expect(tags()).toEqual(['loggedIn']);
  });
});

describe('spec §4: the external token hook', () => {
  test.each(['bearer', 'Bearer', '  BEARER  ', '', '   '])(
    'spec §4: a bare bearer value (%j) counts as empty and logs out',
    async (value) => {
      const { actor, effects, tags } = await signedIn();
      actor.send({ type: 'token.external', value });
      expect(effects).toEqual([['clearLogin'], ['reportUser', null]]);
      expect(tags()).toEqual(['anonymous']);
      expect(actor.getSnapshot().context).toMatchObject({ token: '', user: undefined, isLoggedIn: false });
    },
  );

  test('spec §4: a changed token is stored and the page reloads', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'token.external', value: ' Bearer t2 ' });
    expect(effects).toEqual([['persistToken', 'Bearer t2'], ['reloadPage']]);
    expect(actor.getSnapshot().context.token).toBe('Bearer t2');
  });

  test.each(['Bearer t1', 'bearer t1', 't1'])('spec §4: the same token (%j) changes nothing', async (value) => {
    const { actor, effects, fetch } = await signedIn();
    actor.send({ type: 'token.external', value });
    await settle();
    expect(effects).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a token set from outside while signed out signs in and reloads', () => {
    const { actor, effects, tags } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'token.external', value: 'Bearer t2' });
    expect(effects).toEqual([['persistToken', 'Bearer t2'], ['reloadPage']]);
    expect(tags()).toEqual(['loggedIn']);
  });

  test('an empty token while signed out does nothing', () => {
    const { actor, effects } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'token.external', value: 'bearer' });
    expect(effects).toEqual([]);
  });

  test.each([
    ['bearer', ''],
    ['  Bearer   ', ''],
    ['abc', 'Bearer abc'],
    ['bearer abc', 'Bearer abc'],
    ['  Bearer   abc ', 'Bearer abc'],
    ['bearerabc', 'Bearer bearerabc'],
  ])('normalizeExternalToken(%j) → %j', (value, normalized) => {
    expect(normalizeExternalToken(value)).toBe(normalized);
  });
});

describe('a sign-in finished outside the dialog', () => {
  test('the callback page token is stored and announced without a reload, then the user is fetched', async () => {
    const { actor, effects, emitted, fetch, tags } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'token.set', token: 'wx-token' });
    expect(effects).toEqual([['persistToken', 'Bearer wx-token']]);
    expect(emitted).toEqual(['login.succeeded']);
    expect(tags()).toEqual(['loggedIn']);
    await settle();
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ token: 'Bearer wx-token' });
  });

  test('the same token, or none, changes nothing', async () => {
    const { actor, effects, emitted } = await signedIn();
    actor.send({ type: 'token.set', token: 't1' });
    actor.send({ type: 'token.set', token: ' ' });
    expect(effects).toEqual([]);
    expect(emitted).toEqual([]);
  });
});

describe('spec §4: logout and 401', () => {
  test('spec §4: logout clears token and user info', async () => {
    const { actor, effects, tags } = await signedIn();
    actor.send({ type: 'logout' });
    expect(effects).toEqual([['clearLogin'], ['reportUser', null]]);
    expect(tags()).toEqual(['anonymous']);
    expect(actor.getSnapshot().context).toMatchObject({ token: '', user: undefined });
  });

  test('spec §4: a 401 clears the signed-in state and sets the login flag to false', async () => {
    const { actor, effects, tags } = await signedIn();
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
    actor.send({ type: 'http.unauthorized' });
    expect(effects).toEqual([['clearLogin'], ['announceSessionExpired'], ['reportUser', null]]);
    expect(actor.getSnapshot().context).toMatchObject({ token: '', user: undefined, isLoggedIn: false });
    expect(tags()).toEqual(['anonymous']);
  });

  test('spec §4: a 401 while signed out still clears the persisted login, and an open dialog stays open', () => {
    const { actor, effects, tags } = startAuth({ token: '' });
    effects.length = 0;
    actor.send({ type: 'http.unauthorized' });
    actor.send({ type: 'login.required' });
    actor.send({ type: 'http.unauthorized' });
    expect(effects).toEqual([['clearLogin'], ['clearLogin']]);
    expect(tags()).toEqual(['anonymous', 'dialogOpen']);
  });

  test('a 401 that ends a session says 登录已失效 once; the 401s after it, signed out, say nothing', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'http.unauthorized' });
    actor.send({ type: 'http.unauthorized' });
    actor.send({ type: 'http.unauthorized' });
    expect(effects.filter(([name]) => name === 'announceSessionExpired')).toHaveLength(1);
  });

  test('a 401 while my_info is in flight drops its late answer', async () => {
    let answer: (user: User) => void = () => {};
    const { actor, effects } = startAuth({ token: 'Bearer t1' }, () => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'http.unauthorized' });
    answer(USER);
    await settle();
    expect(effects.map(([name]) => name)).not.toContain('storeUserInfo');
    expect(actor.getSnapshot().context.user).toBeUndefined();
  });

  test('my_info failing for another reason keeps the token and offers a retry', async () => {
    const answers = [() => Promise.reject(new Error('服务器出错，请刷新重试')), async () => USER];
    const { actor, effects, fetch, tags } = startAuth(
      { token: 'Bearer t1' },
      () => answers.shift()?.() ?? Promise.resolve(USER),
    );
    await settle();
    expect(tags()).toEqual(['error', 'loggedIn']);
    expect(effects).toEqual([]);

    actor.send({ type: 'user.retry' });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(effects).toEqual([
      ['storeUserInfo', USER],
      ['reportUser', REPORTED],
    ]);
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('auth');
});

describe('spec §3 one session per browser: another tab signs out or in (issue: two tabs mix two accounts)', () => {
  const SWITCHED: Array<{ type: string; signedIn?: boolean }> = [];
  const watch = (run: ReturnType<typeof startAuth>) => {
    SWITCHED.length = 0;
    run.actor.on('session.switched', (event) => SWITCHED.push(event));
  };

  test('a logout in another tab logs this tab out, says so, and drops the old user', async () => {
    const run = await signedIn();
    watch(run);
    run.actor.send({ type: 'session.external', token: '' });
    expect(run.tags()).toContain('anonymous');
    expect(run.actor.getSnapshot().context).toMatchObject({ token: '', user: undefined, isLoggedIn: false });
    expect(SWITCHED).toEqual([{ type: 'session.switched', signedIn: false }]);
  });

  test('a sign-in as another account in another tab replaces the session here and reads the new user', async () => {
    const OTHER: User = { user_id: '888', nickname: '花友0888' };
    const run = await signedIn();
    watch(run);
    run.fetch.mockImplementation(async () => OTHER);
    run.actor.send({ type: 'session.external', token: 'Bearer t2' });
    await settle();
    expect(run.actor.getSnapshot().context).toMatchObject({ token: 'Bearer t2', user: OTHER });
    expect(run.fetch).toHaveBeenLastCalledWith({ token: 'Bearer t2' });
    expect(SWITCHED).toEqual([{ type: 'session.switched', signedIn: true }]);
    // Stored by the other tab already: not written back.
    expect(run.effects.some(([name]) => name === 'persistToken')).toBe(false);
  });

  test('a sign-in in another tab while this one waits on the login sheet drops that wait: it never pays as the new account', async () => {
    const run = startAuth({ token: '' });
    watch(run);
    run.actor.send({ type: 'login.required' });
    run.actor.send({ type: 'session.external', token: 'Bearer t2' });
    await settle();
    expect(run.emitted).toEqual(['login.cancelled']);
    expect(run.tags()).toContain('loggedIn');
    expect(SWITCHED).toEqual([{ type: 'session.switched', signedIn: true }]);
  });

  test('the same session written again by another tab changes nothing', async () => {
    const run = await signedIn();
    watch(run);
    run.actor.send({ type: 'session.external', token: 'Bearer t1' });
    await settle();
    expect(run.fetch).toHaveBeenCalledOnce();
    expect(SWITCHED).toEqual([]);
  });
});
