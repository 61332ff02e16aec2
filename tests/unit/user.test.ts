import { describe, expect, test } from 'vitest';
import { readUser } from '../../src/domain/user';
import { createClientStore, mergeWithDefaults, RECORD_KEY } from '../../src/services/clientRecord';

const WRONG = {
  number: 12345,
  object: { a: 1 },
  array: ['x'],
  null: null,
  boolean: true,
  megabyte: 'x'.repeat(1 << 20),
};
const USER = {
  user_id: 5,
  nickname: '小明',
  image_url: 'https://cdn.example/a.png',
  phone_number_e164: '+8613800138000',
};

describe('spec §3 userInfo: one schema, wrong-typed fields fall back and the rest is kept', () => {
  for (const field of ['nickname', 'image_url', 'phone_number_e164'] as const)
    test.each(Object.entries(WRONG))(`${field} as %s falls back to absent; the other fields stay`, (_, wrong) => {
      const user = readUser({ ...USER, [field]: wrong, vip_level: 2 });
      expect(user).toEqual({ ...USER, [field]: undefined, vip_level: 2 });
    });

  test.each([
    ...Object.entries(WRONG).filter(([kind]) => kind !== 'number'),
    ['empty', ''],
    ['markup', '<b>1</b>'],
    ['a fraction', 1.5],
  ])('a user_id that is %s is no user at all', (_, wrong) =>
    expect(readUser({ ...USER, user_id: wrong })).toBeUndefined(),
  );

  test('a stored record whose nickname is a number (the home page crashed on it) loads, repaired, and is written back', () => {
    const storage = new Map<string, string>([
      [RECORD_KEY, JSON.stringify({ token: 'Bearer abc', userInfo: { user_id: 5, nickname: 12345 } })],
    ]);
    const store = createClientStore({
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    });
    expect(store.get()).toMatchObject({ token: 'Bearer abc', userInfo: { user_id: 5, nickname: undefined } });
    expect(JSON.parse(storage.get(RECORD_KEY)!).userInfo).toEqual({ user_id: 5 });
  });

  test('mergeWithDefaults keeps a good user as it is', () => {
    expect(mergeWithDefaults({ userInfo: USER }).userInfo).toEqual(USER);
  });
});

describe('spec §3 wap-app: every field of the stored record falls back alone, the rest is kept', () => {
  const GOOD = {
    token: 'Bearer abc.def',
    openID: 'oAbc_123-x',
    userInfo: USER,
    uuid: '2f1c3b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f',
    debug: { apiEnv: 'prod' },
  };
  const DEFAULTS = { token: '', openID: '', userInfo: undefined, debug: { apiEnv: 'staging' } };

  for (const field of ['token', 'openID', 'userInfo', 'debug'] as const)
    test.each(Object.entries(WRONG))(`${field} as %s falls back to its default`, (_, wrong) => {
      const record = mergeWithDefaults({ ...GOOD, [field]: wrong });
      expect(record).toEqual({ ...GOOD, [field]: DEFAULTS[field] });
    });

  test.each(Object.entries(WRONG))('uuid as %s is replaced by a new v4 uuid, the rest kept', (_, wrong) => {
    const record = mergeWithDefaults({ ...GOOD, uuid: wrong });
    expect(record.uuid).not.toBe(GOOD.uuid);
    expect(record.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect({ ...record, uuid: GOOD.uuid }).toEqual(GOOD);
  });

  test.each([['{'], ['null'], ['[]'], ['{"token":123}'], ['x'.repeat(1 << 20)]])(
    'a corrupt record %# falls back to the defaults',
    (text) => {
      let stored: unknown;
      try {
        stored = JSON.parse(text);
      } catch {
        stored = undefined;
      }
      expect(mergeWithDefaults(stored)).toMatchObject(DEFAULTS);
    },
  );
});
