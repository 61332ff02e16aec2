import { avatarFor, DAY_MS } from '../catalogueData';
import { PERSONA, STAFF } from '../personas';
import type { DemoState, DemoUser } from '../state';
import { bigId, iso, nextId, randomToken } from './kit';

const USER_ID_BASE = 1_700_000_000_000_000_000n;
export const TOKEN_TTL_MS = 30 * DAY_MS;

type Identity = Pick<DemoUser, 'phone' | 'open_id' | 'qq_id'> & { inviter_id?: string | null; nickname?: string };

export function createUser(state: DemoState, now: number, identity: Identity): DemoUser {
  const user_id = nextId(state, USER_ID_BASE);
  const hua_id = 10_000_000 + state.seq;
  const vip = identity.phone === PERSONA.vip;
  const user: DemoUser = {
    user_id,
    hua_id,
    phone: identity.phone,
    open_id: identity.open_id,
    qq_id: identity.qq_id,
    nickname:
      identity.nickname ??
      (identity.phone && STAFF[identity.phone]?.nickname) ??
      (identity.phone ? `花友${identity.phone.slice(-4)}` : `花友${hua_id % 10000}`),
    image_url: avatarFor(state.seq),
    created_at: now,
    inviter_id: identity.inviter_id ?? null,
    vip_end_at: vip ? now + 200 * DAY_MS : null,
    balance: vip ? 1200 : 0,
  };
  state.users.push(user);
  return user;
}

export function issueToken(state: DemoState, user: DemoUser, now: number, random: () => number): string {
  const token = `demo_${randomToken(random, 32)}`;
  state.tokens[token] = { user_id: user.user_id, expires_at: now + TOKEN_TTL_MS };
  return token;
}

export function presentUser(user: DemoUser) {
  return {
    user_id: bigId(user.user_id),
    hua_id: user.hua_id,
    nickname: user.nickname,
    image_url: user.image_url,
    phone_number_e164: user.phone ? `+86${user.phone}` : null,
    created_at: iso(user.created_at),
    inviter_id: user.inviter_id === null ? null : bigId(user.inviter_id),
    wechat_bound: user.open_id !== null,
    qq_bound: user.qq_id !== null,
    staff_role: (user.phone && STAFF[user.phone]?.role) || undefined,
  };
}

/** Adds days to the VIP period: from its end when still running, from now otherwise. */
export function extendVip(user: DemoUser, days: number, now: number): void {
  user.vip_end_at = Math.max(user.vip_end_at ?? 0, now) + days * DAY_MS;
}
