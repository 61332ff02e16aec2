import type { Inviter, InviteOutcome } from '../domain/invite';
import type { Api } from './api';
import { HttpError } from './http/errors';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Spec §5: the hua id of the link to its user (basic_info?hua_id), then the public profile; null when none has it. */
export async function loadInviter(api: Pick<Api, 'user'>, huaId: string): Promise<Inviter | null> {
  try {
    const { user_id } = await api.user.getUserIdByHuaId({ query: { hua_id: huaId }, noToast: true });
    const profile = (await api.user.getBasicInfo({ path: { user_id }, noToast: true })) as Record<string, unknown>;
    return {
      userId: String(user_id),
      nickname: text(profile.nickname) || `花友${huaId}`,
      avatarUrl: text(profile.image_url) || null,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** After sign-in: the signed-in user is the inviter, was signed up by them (rewarded), or had an account already. */
export async function inviteOutcome(api: Pick<Api, 'auth'>, inviterId: string): Promise<InviteOutcome> {
  const me = await api.auth.getMyInfo({ noToast: true });
  if (String(me.user_id) === inviterId) return 'own';
  return String((me as { inviter_id?: unknown }).inviter_id ?? '') === inviterId ? 'granted' : 'existing';
}
