import { describe, expect, test } from 'vitest';
import { createClientStore, INVITER_KEY, mergeWithDefaults, RECORD_KEY } from '../../src/services/clientRecord';
import { UUID_V4_PATTERN } from '../../src/services/uuid';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('spec §3 persisted client record under wap-app, merged with defaults', () => {
  test('defaults: empty token and openID, no userInfo, a v4 uuid, debug.apiEnv staging', () => {
    const record = mergeWithDefaults(undefined);
    expect(record).toMatchObject({ token: '', openID: '', userInfo: undefined, debug: { apiEnv: 'staging' } });
    expect(record.uuid).toMatch(UUID_V4_PATTERN);
  });

  test('the uuid is generated once per device and kept across loads', () => {
    const storage = memory();
    const first = createClientStore(storage).get().uuid;
    expect(createClientStore(storage).get().uuid).toBe(first);
    expect(JSON.parse(storage.map.get(RECORD_KEY)!).uuid).toBe(first);
  });

  test('token is stored as "Bearer <token>" and writes survive a reload', () => {
    const storage = memory();
    const store = createClientStore(storage);
    store.setServerToken('abc.def');
    store.update({ openID: 'o-1', userInfo: { user_id: 7, nickname: '小明' } });
    const reloaded = createClientStore(storage).get();
    expect(reloaded.token).toBe('Bearer abc.def');
    expect(reloaded).toMatchObject({ openID: 'o-1', userInfo: { user_id: 7, nickname: '小明' } });
  });

  test('logout clears the token and user info only', () => {
    const store = createClientStore(memory());
    store.setServerToken('t');
    store.update({ openID: 'o', userInfo: { user_id: 1 } });
    store.clearLogin();
    expect(store.get()).toMatchObject({ token: '', userInfo: undefined, openID: 'o' });
  });

  test.each([
    ['not json', '{{{'],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    [
      'wrong field types',
      JSON.stringify({ token: 5, openID: {}, userInfo: 'x', uuid: 'nope', debug: { apiEnv: 'mars' } }),
    ],
    ['a token without Bearer', JSON.stringify({ token: 'raw' })],
  ])('a corrupt value (%s) falls back to the defaults silently', (_, value) => {
    const store = createClientStore(memory({ [RECORD_KEY]: value }));
    const record = store.get();
    expect(record).toMatchObject({ token: '', openID: '', userInfo: undefined, debug: { apiEnv: 'staging' } });
    expect(record.uuid).toMatch(UUID_V4_PATTERN);
  });

  test('valid fields survive next to corrupt ones', () => {
    const store = createClientStore(
      memory({ [RECORD_KEY]: JSON.stringify({ token: 'Bearer ok', openID: 7, debug: { apiEnv: 'prod' } }) }),
    );
    expect(store.get()).toMatchObject({ token: 'Bearer ok', openID: '', debug: { apiEnv: 'prod' } });
  });

  test('a storage that throws keeps the record in memory without failing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    const store = createClientStore(broken);
    store.setServerToken('t');
    store.update({ openID: 'o' });
    expect(store.get()).toMatchObject({ token: 'Bearer t', openID: 'o' });
  });

  test('subscribers hear every change', () => {
    const store = createClientStore(memory());
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.update({ openID: 'x' });
    off();
    store.update({ openID: 'y' });
    expect(calls).toBe(1);
  });
});

describe('spec §3 inviter id under wap-inviter', () => {
  test('is stored, read back and cleared', () => {
    const storage = memory();
    const store = createClientStore(storage);
    store.setInviter('10086');
    expect(storage.map.get(INVITER_KEY)).toBe('"10086"');
    expect(createClientStore(storage).getInviter()).toBe('10086');
    store.setInviter(undefined);
    expect(store.getInviter()).toBeUndefined();
  });

  test('a corrupt inviter value reads as none', () => {
    expect(createClientStore(memory({ [INVITER_KEY]: '{bad' })).getInviter()).toBeUndefined();
    expect(createClientStore(memory({ [INVITER_KEY]: '"<script>"' })).getInviter()).toBeUndefined();
    expect(createClientStore(memory({ [INVITER_KEY]: '42' })).getInviter()).toBe('42');
  });
});

describe('spec §3 client record: writes survive: one tab does not undo another tab’s login', () => {
  test('a change merges into what storage holds now', () => {
    const storage = memory();
    const tabA = createClientStore(storage);
    const tabB = createClientStore(storage);
    tabA.setServerToken('from-a');
    tabB.update({ debug: { apiEnv: 'prod' } });
    const stored = createClientStore(storage).get();
    expect(stored).toMatchObject({ token: 'Bearer from-a', debug: { apiEnv: 'prod' } });
    expect(stored.uuid).toBe(tabA.get().uuid);
  });
});
