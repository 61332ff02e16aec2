import type { Inviter, InviteOutcome } from '../domain/invite';
import type { Api } from './api';
import { loadProfile } from './profile';

/** Spec §5: the hua id of the link to its user and public profile; null when none has it. */
export async function loadInviter(api: Pick<Api, 'user'>, huaId: string): Promise<Inviter | null> {
  const profile = await loadProfile(api, { kind: 'hua', huaId });
  return (
    profile && { userId: profile.user_id, nickname: profile.nickname || `花友${huaId}`, avatarUrl: profile.image_url }
  );
}

/** After sign-in: the signed-in user is the inviter, was signed up by them (rewarded), or had an account already. */
export async function inviteOutcome(api: Pick<Api, 'auth'>, inviterId: string): Promise<InviteOutcome> {
  const me = await api.auth.getMyInfo({ noToast: true });
  if (String(me.user_id) === inviterId) return 'own';
  return String((me as { inviter_id?: unknown }).inviter_id ?? '') === inviterId ? 'granted' : 'existing';
}
