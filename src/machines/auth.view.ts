import type { User } from '../domain/user';
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

/** What screens show of the signed-in state. */
export type AccountView =
  { kind: 'anonymous' } | { kind: 'loading' } | { kind: 'user'; nickname: string; avatarUrl?: string };

export interface AuthView {
  account: AccountView;
  /** The global login dialog is open. */
  dialogOpen: boolean;
}

/**
 * The signed-in state from the auth snapshot. When my_info failed the user is still signed in: `stored` (the
 * user info kept from before) shows, rather than a skeleton that never ends.
 */
export function authView(
  snapshot: SnapshotFrom<typeof authMachine>,
  stored?: Pick<User, 'nickname' | 'image_url'>,
): AuthView {
  const dialogOpen = snapshot.hasTag('dialogOpen');
  if (!snapshot.hasTag('loggedIn')) return { account: { kind: 'anonymous' }, dialogOpen };
  const failed = snapshot.hasTag('error');
  const known = snapshot.context.user ?? (failed ? stored : undefined);
  if (!known) return { account: failed ? { kind: 'user', nickname: '已登录' } : { kind: 'loading' }, dialogOpen };
  return { account: { kind: 'user', nickname: known.nickname ?? '花友', avatarUrl: known.image_url }, dialogOpen };
}
