import * as v from 'valibot';
import { decoder, idSchema, textSchema } from './decode';

/**
 * Invite codes and the study reward (spec §7 user/v1 invite_code*, learn-reward*, activate_invitation_code,
 * check_new_user). The spec shows no bodies: the shapes below are assumptions, marked so in the catalogue.
 */

/** The campaign /free-vip runs (check_new_user/{campaign_name}). */
export const FREE_VIP_CAMPAIGN = 'free_vip';
/**
 * README "Free VIP": the study reward's rules as the demo backend keeps them, and what /free-vip promises before
 * it has read the real ones. Only accounts up to newUserDays old may enter a code; a code invites codeLimit friends.
 */
export const LEARN_REWARD_RULES = {
  requiredDays: 3,
  rewardDays: 15,
  inviterRewardDays: 7,
  newUserDays: 7,
  codeLimit: 20,
};

/** An invitation code as users type it: letters and digits (the v2 code, or the legacy hua id), without case. */
export const normalizeInviteCode = (code: string) => code.trim().toUpperCase();
export const isInviteCode = (code: string) => /^[A-Z0-9]{4,16}$/.test(normalizeInviteCode(code));

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One study reward: not earned yet, ready to claim, or claimed. */
export const rewardStateSchema = v.picklist(['LOCKED', 'CLAIMABLE', 'CLAIMED']);
export type RewardState = v.InferOutput<typeof rewardStateSchema>;

/** A friend who joined with my code or link, their study days, and what they earned me. */
export const invitedFriendSchema = v.object({
  user_id: idSchema,
  nickname: v.string(),
  image_url: textSchema,
  joined_at: v.string(),
  studied_days: count,
  reward: rewardStateSchema,
});
export type InvitedFriend = v.InferOutput<typeof invitedFriendSchema>;

/** learn-reward-status: my own reward as an invitee, and one per friend I invited. */
export const learnRewardStatusSchema = v.object({
  /** Days of study that earn a reward. */
  required_days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  studied_days: count,
  /** VIP days an invitee gets for studying, and an inviter for each friend who does. */
  reward_days: count,
  inviter_reward_days: count,
  /** null when I entered no invitation code (nor came through an invite link). */
  self: v.nullable(rewardStateSchema),
  friends: v.array(invitedFriendSchema),
});
export type LearnRewardStatus = v.InferOutput<typeof learnRewardStatusSchema>;

/** What a claim added: the days and the new VIP end (ISO). */
export const rewardClaimSchema = v.object({ days: count, vip_end_at: v.string() });
export type RewardClaim = v.InferOutput<typeof rewardClaimSchema>;

export const decodeInviteCode = decoder(v.object({ invite_code: v.string() }), '邀请码');
export const decodeInviteCodeStatus = decoder(v.object({ used_count: count, limit: count }), '邀请码状态');
export const decodeLearnRewardStatus = decoder(learnRewardStatusSchema, '学习奖励');
export const decodeRewardClaim = decoder(rewardClaimSchema, '领取结果');
export const decodeNewUserCheck = decoder(
  v.object({ is_new_user: v.boolean(), registered_at: v.string() }),
  '活动资格',
);

/** /invite-friend: my codes and link, how many used my code, and the friends with their rewards. */
export interface InviteFriendPage {
  /** My hua id: the legacy invite code (invite_code), which still works, and the key of my invite link. */
  huaId: string;
  /** The code to share (invite_code_v2). */
  code: string;
  used: number;
  limit: number;
  learn: LearnRewardStatus;
}

/** Why /free-vip is closed to this account: too old an account, or the campaign is over. */
export type FreeVipBar = { reason: 'oldUser'; registeredAt: string } | { reason: 'ended' };

/** /free-vip: eligibility, my study progress and my VIP end (ISO, or null). */
export interface FreeVipPage {
  bar: FreeVipBar | null;
  learn: LearnRewardStatus;
  vipEndAt: string | null;
}
