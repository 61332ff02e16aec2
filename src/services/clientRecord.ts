import * as v from 'valibot';
import { userSchema, type User } from '../domain/user';
import type { ApiEnv } from './env';
import { createTabStorage, type KeyValueStorage } from './tabStorage';
import { UUID_V4_PATTERN, uuidV4 } from './uuid';

export const RECORD_KEY = 'wap-app';
export const INVITER_KEY = 'wap-inviter';

export interface ClientRecord {
  /** 'Bearer <server token>', or empty when signed out. */
  token: string;
  openID: string;
  userInfo: User | undefined;
  uuid: string;
  debug: { apiEnv: ApiEnv };
}

export interface ClientStore {
  get(): ClientRecord;
  update(patch: Partial<ClientRecord>): void;
  /** Stores a token as the server gave it, in the 'Bearer <token>' form; empty clears it. */
  setServerToken(token: string): void;
  /** Logout: token and user info cleared. */
  clearLogin(): void;
  subscribe(listener: () => void): () => void;
  /** Another tab of this browser changed the record (a login, a logout): the record as it is stored now. */
  onOtherTab(listener: (record: ClientRecord) => void): () => void;
  getInviter(): string | undefined;
  setInviter(id: string | undefined): void;
}

const INVITER_PATTERN = /^[\w-]{1,64}$/;
const TOKEN_PATTERN = /^Bearer \S+$/;
const TOKEN_MAX = 8192;

/** The stored inviter id, a string or a number as older versions stored it; anything else is none. */
function inviterFrom(value: unknown): string | undefined {
  const id = typeof value === 'number' ? String(value) : value;
  return typeof id === 'string' && INVITER_PATTERN.test(id) ? id : undefined;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A text field that falls back to empty when it has the wrong type, length or form. */
const textOr = (pattern: RegExp, max: number) => v.fallback(v.pipe(v.string(), v.maxLength(max), v.regex(pattern)), '');

/**
 * The one schema of the stored record (spec §3): each field of the wrong type falls back to its default and the
 * rest is kept; userInfo is the domain's user schema, field by field.
 */
const recordSchema = v.fallback(
  v.object({
    token: textOr(TOKEN_PATTERN, TOKEN_MAX),
    openID: textOr(/^[\w-]+$/, 128),
    userInfo: v.fallback(v.optional(userSchema), undefined),
    uuid: textOr(UUID_V4_PATTERN, 36),
    debug: v.fallback(v.object({ apiEnv: v.fallback(v.picklist(['staging', 'prod']), 'staging') }), {
      apiEnv: 'staging',
    }),
  }),
  { token: '', openID: '', userInfo: undefined, uuid: '', debug: { apiEnv: 'staging' } },
);

/** Merges a stored value with the defaults field by field; a device without a uuid gets one. */
export function mergeWithDefaults(stored: unknown): ClientRecord {
  const record = v.parse(recordSchema, stored ?? {});
  return { ...record, userInfo: record.userInfo, uuid: record.uuid || uuidV4() };
}

export function createClientStore(
  storage: KeyValueStorage = createTabStorage(
    () => window.localStorage,
    () => window.sessionStorage,
  ),
): ClientStore {
  const listeners = new Set<() => void>();
  const otherTabListeners = new Set<(record: ClientRecord) => void>();
  const load = () => mergeWithDefaults(readJson(storage, RECORD_KEY));
  let record = load();

  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // A full or blocked storage keeps the in-memory value for this page.
    }
  };
  const notify = () => listeners.forEach((l) => l());
  /** Applies a change to what storage holds now, so another tab's writes are not undone. */
  const change = (patch: Partial<ClientRecord>) => {
    const stored = readJson(storage, RECORD_KEY);
    const base = stored === undefined ? record : mergeWithDefaults(stored);
    record = { ...base, ...patch, uuid: record.uuid };
    write(RECORD_KEY, JSON.stringify(record));
    notify();
  };
  write(RECORD_KEY, JSON.stringify(record));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== RECORD_KEY && event.key !== null) return;
      record = { ...load(), uuid: record.uuid };
      notify();
      otherTabListeners.forEach((listener) => listener(record));
    });
  }

  return {
    get: () => record,
    update: (patch) => change(patch),
    setServerToken: (token) => {
      const bare = token.replace(/^Bearer\s+/i, '').trim();
      change({ token: bare ? `Bearer ${bare}` : '' });
    },
    clearLogin: () => change({ token: '', userInfo: undefined }),
    onOtherTab: (listener) => {
      otherTabListeners.add(listener);
      return () => void otherTabListeners.delete(listener);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getInviter: () => inviterFrom(readJson(storage, INVITER_KEY)),
    setInviter: (id) => write(INVITER_KEY, id && INVITER_PATTERN.test(id) ? JSON.stringify(id) : undefined),
  };
}

/** What a request's headers need from the stored record and the inviter id. */
export interface HeaderRecord {
  token: string;
  uuid: string;
  apiEnv: ApiEnv;
  inviterId: string | undefined;
}

/**
 * The record's header fields, read before the app starts (routes/boot) without the record's schema, which is too
 * large to load that early: a field the schema would refuse reads as empty. A device with no record yet gets its
 * uuid here (`newUuid`), stored for the app to keep; a record without a valid uuid, or a storage that refuses access,
 * gives none.
 */
export function headerRecord(
  newUuid: () => string,
  storage: KeyValueStorage = window.localStorage,
): HeaderRecord | undefined {
  try {
    if (storage.getItem(RECORD_KEY) === null) storage.setItem(RECORD_KEY, JSON.stringify({ uuid: newUuid() }));
    const stored = readJson(storage, RECORD_KEY) as Partial<Record<keyof ClientRecord, unknown>> | undefined;
    const { token, uuid, debug } = stored ?? {};
    if (typeof uuid !== 'string' || !UUID_V4_PATTERN.test(uuid)) return undefined;
    const validToken = typeof token === 'string' && token.length <= TOKEN_MAX && TOKEN_PATTERN.test(token);
    const apiEnv = (debug as { apiEnv?: unknown } | undefined)?.apiEnv === 'prod' ? 'prod' : 'staging';
    return { token: validToken ? token : '', uuid, apiEnv, inviterId: inviterFrom(readJson(storage, INVITER_KEY)) };
  } catch {
    return undefined;
  }
}
