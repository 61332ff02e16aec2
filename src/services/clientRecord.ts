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
    token: textOr(/^Bearer \S+$/, 8192),
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
    getInviter: () => {
      const value = readJson(storage, INVITER_KEY);
      const id = typeof value === 'number' ? String(value) : value;
      return typeof id === 'string' && INVITER_PATTERN.test(id) ? id : undefined;
    },
    setInviter: (id) => write(INVITER_KEY, id && INVITER_PATTERN.test(id) ? JSON.stringify(id) : undefined),
  };
}
