import {
  FREE_VIP_CAMPAIGN,
  normalizeInviteCode,
  type FreeVipPage,
  type InviteFriendPage,
  type RewardClaim,
} from '../domain/learnReward';
import type { Api } from './api';
import { HttpError, withServerMessage } from './http/errors';

type LearnApi = Pick<Api, 'user' | 'vip'>;

/** /invite-friend: both codes, how far my code is used, and the friends with their rewards. */
export const loadInviteFriendPage = (api: LearnApi): Promise<InviteFriendPage> =>
  withServerMessage(
    Promise.all([
      api.user.getInviteCode({ noToast: true }),
      api.user.getInviteCodeV2({ noToast: true }),
      api.user.getInviteCodeStatus({ noToast: true }),
      api.user.getLearnRewardStatus({ noToast: true }),
    ]).then(([legacy, code, status, learn]) => ({
      huaId: legacy.invite_code,
      code: code.invite_code,
      used: status.used_count,
      limit: status.limit,
      learn,
    })),
  );

/** /free-vip: am I new enough for the campaign (an unknown campaign is over), my progress and my VIP end. */
export const loadFreeVipPage = (api: LearnApi): Promise<FreeVipPage> =>
  withServerMessage(
    Promise.all([
      api.user.checkNewUser({ path: { campaign_name: FREE_VIP_CAMPAIGN }, noToast: true }).then(
        ({ is_new_user, registered_at }) =>
          is_new_user ? null : ({ reason: 'oldUser', registeredAt: registered_at } as const),
        (error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return { reason: 'ended' } as const;
          throw error;
        },
      ),
      api.user.getLearnRewardStatus({ noToast: true }),
      api.vip.getMyVip({ noToast: true }),
    ]).then(([bar, learn, vip]) => ({ bar, learn, vipEndAt: vip.vip_end_at })),
  );

export const activateInviteCode = (api: LearnApi, code: string): Promise<unknown> =>
  withServerMessage(
    api.user.activateInvitationCode({ body: { invite_code: normalizeInviteCode(code) }, noToast: true }),
  );

/** My own reward (no friend), or the inviter's reward for one friend. */
export const claimLearnReward = (api: LearnApi, friendId?: string): Promise<RewardClaim> =>
  withServerMessage(api.user.claimLearnReward({ body: friendId ? { friend_user_id: friendId } : {}, noToast: true }));
