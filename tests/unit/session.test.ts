import { describe, expect, test } from 'vitest';
import { decodeUserInfo } from '../../src/domain/user';
import { DecodeError } from '../../src/domain/decode';
import { createClientStore, RECORD_KEY } from '../../src/services/clientRecord';

const ONE_MB = 'x'.repeat(1024 * 1024);
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['an array', [1, 2]],
  ['null', null],
  ['a boolean', true],
  ['a 1 MB string', ONE_MB],
];
const TOKEN = 'Bearer abc';
const UUID = '0b6f1a3e-8c4d-4f2a-9b1e-2d3c4b5a6f70';
const USER = {
  user_id: 5,
  nickname: '小明',
  image_url: 'https://cdn.example/a.png',
  phone_number_e164: '+8613800138000',
};
const RECORD = { token: TOKEN, openID: 'o-1', userInfo: USER, uuid: UUID, debug: { apiEnv: 'prod' } };

function storageWith(value: string) {
  const map = new Map([[RECORD_KEY, value]]);
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const DEFAULTS: Record<string, unknown> = {
  token: '',
  openID: '',
  uuid: expect.stringMatching(/^[\da-f-]{36}$/),
  debug: { apiEnv: 'staging' },
};

describe('spec §3 session schema: a wrong-typed record field falls back to its default, the rest is kept and written back', () => {
  describe.each(['token', 'openID', 'uuid', 'debug'] as const)('%s', (field) => {
    test.each(WRONG_TYPES)('as %s', (_, wrong) => {
      const storage = storageWith(JSON.stringify({ ...RECORD, [field]: wrong }));
      const record = createClientStore(storage).get();
      expect(record[field]).toEqual(DEFAULTS[field]);
      expect(record).toMatchObject({ ...RECORD, [field]: DEFAULTS[field] });
      expect(JSON.parse(storage.map.get(RECORD_KEY)!)).toEqual(JSON.parse(JSON.stringify(record)));
    });
  });

  test.each(WRONG_TYPES)('userInfo as %s is no user; the token and the rest are kept', (_, wrong) => {
    const storage = storageWith(JSON.stringify({ ...RECORD, userInfo: wrong }));
    const record = createClientStore(storage).get();
    expect(record).toMatchObject({ token: TOKEN, openID: 'o-1', uuid: UUID, userInfo: undefined });
    expect(JSON.parse(storage.map.get(RECORD_KEY)!).userInfo).toBeUndefined();
  });
});

describe('spec §3 session schema: every userInfo field, in storage and in the my_info answer', () => {
  describe.each(['nickname', 'image_url', 'phone_number_e164'] as const)('%s', (field) => {
    test.each(WRONG_TYPES)('as %s falls back to absent; the other fields are kept', (_, wrong) => {
      const storage = storageWith(JSON.stringify({ ...RECORD, userInfo: { ...USER, [field]: wrong } }));
      const { userInfo } = createClientStore(storage).get();
      const { [field]: _dropped, ...rest } = USER;
      expect(userInfo).toEqual(rest);
      expect(JSON.parse(storage.map.get(RECORD_KEY)!).userInfo).toEqual(rest);
      expect(decodeUserInfo({ ...USER, [field]: wrong })).toEqual(rest);
    });
  });

  const WRONG_IDS: [string, unknown][] = [['a fraction', 1.5], ['an empty string', ''], ...WRONG_TYPES.slice(1)];
  test.each(WRONG_IDS)('user_id as %s: storage forgets the user, my_info is a decode error', (_, wrong) => {
    const storage = storageWith(JSON.stringify({ ...RECORD, userInfo: { ...USER, user_id: wrong } }));
    expect(createClientStore(storage).get()).toMatchObject({ token: TOKEN, userInfo: undefined });
    expect(() => decodeUserInfo({ ...USER, user_id: wrong })).toThrow(DecodeError);
  });

  test('a big user id as a digit string and fields the app does not read are kept', () => {
    const answer = { ...USER, user_id: '9007199254740993', vip: { level: 2 } };
    expect(decodeUserInfo(answer)).toEqual(answer);
  });

  test('the reported record: {"token":"Bearer abc","userInfo":{"user_id":5,"nickname":12345}} keeps the user without a nickname', () => {
    const storage = storageWith('{"token":"Bearer abc","userInfo":{"user_id":5,"nickname":12345}}');
    expect(createClientStore(storage).get()).toMatchObject({ token: TOKEN, userInfo: { user_id: 5 } });
    expect(createClientStore(storage).get().userInfo).not.toHaveProperty('nickname');
  });
});

describe('a corrupt wap-app falls back to the defaults and is repaired', () => {
  test.each(['{', 'null', '[]', '{"token":123}', ONE_MB, JSON.stringify(ONE_MB)])('%.20s', (value) => {
    const storage = storageWith(value);
    const record = createClientStore(storage).get();
    expect(record).toMatchObject({ token: '', openID: '', userInfo: undefined, debug: { apiEnv: 'staging' } });
    expect(JSON.parse(storage.map.get(RECORD_KEY)!)).toEqual(JSON.parse(JSON.stringify(record)));
  });
});
