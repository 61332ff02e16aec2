/** Who invites, as the invite landing shows them (basic_info). */
export interface Inviter {
  userId: string;
  nickname: string;
  avatarUrl: string | null;
}

/** After sign-in: the reward was granted (a new account), not (an existing one), or the link is the user's own. */
export type InviteOutcome = 'granted' | 'existing' | 'own';

/** README "Invite rewards": days of VIP each side gets. */
export const INVITE_REWARD_DAYS = 7;

/** Spec §5: the invite path holds a hua id, with or without a leading h or H; anything else is no invite. */
export function huaIdOf(param: string | undefined): string | undefined {
  const digits = (param ?? '').trim().replace(/^h/i, '');
  return /^\d{1,12}$/.test(digits) ? digits : undefined;
}
