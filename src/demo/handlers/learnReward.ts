import {
  FREE_VIP_CAMPAIGN,
  LEARN_REWARD_RULES as RULES,
  normalizeInviteCode,
  type RewardState,
} from '../../domain/learnReward';
import { DAY_MS } from '../catalogueData';
import type { DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, iso, requireString, type RouteFn } from './kit';
import { sharedVipEnd } from './squad';
import { extendVip } from './users';

/** README "Free VIP": the code to share is HK and the hua id in base 36; the hua id itself is the legacy code. */
export const inviteCodeOf = (user: Pick<DemoUser, 'hua_id'>) => `HK${user.hua_id.toString(36).toUpperCase()}`;

const codeOwner = (state: DemoState, code: string) =>
  state.users.find((user) => String(user.hua_id) === code || inviteCodeOf(user) === code);

const invitees = (state: DemoState, inviter: DemoUser) =>
  state.users.filter((user) => user.inviter_id === inviter.user_id);

const studied = (state: DemoState, user: DemoUser) => state.study_days[user.user_id] ?? 0;
const claimKey = (claimer: DemoUser, friend: DemoUser | null) => `${claimer.user_id}:${friend?.user_id ?? 'self'}`;

/** A reward is claimed once, and claimable once its learner studied the required days. */
function rewardState(state: DemoState, claimer: DemoUser, learner: DemoUser, friend: DemoUser | null): RewardState {
  if (state.learn_claims.includes(claimKey(claimer, friend))) return 'CLAIMED';
  return studied(state, learner) >= RULES.requiredDays ? 'CLAIMABLE' : 'LOCKED';
}

const isNewUser = (user: DemoUser, now: number) => now - user.created_at <= RULES.newUserDays * DAY_MS;

export const inviteCode: RouteFn = ({ user }) => ({ invite_code: String(user().hua_id) });
export const inviteCodeV2: RouteFn = ({ user }) => ({ invite_code: inviteCodeOf(user()) });
export const inviteCodeStatus: RouteFn = ({ state, user }) => ({
  used_count: invitees(state, user()).length,
  limit: RULES.codeLimit,
});

export const checkNewUser: RouteFn = ({ user, params, now }) => {
  if (params.campaign_name !== FREE_VIP_CAMPAIGN) throw new DemoError(404, '活动不存在或已结束');
  const me = user();
  return { is_new_user: isNewUser(me, now), registered_at: iso(me.created_at) };
};

export const activateCode: RouteFn = ({ state, body, user, now }) => {
  const me = user();
  const owner = codeOwner(state, normalizeInviteCode(requireString(body.invite_code, '请输入邀请码')));
  if (!owner) throw new DemoError(404, '邀请码不存在，请向好友确认');
  if (owner === me) throw badRequest('不能填写自己的邀请码');
  if (me.inviter_id) throw new DemoError(409, '你已填写过邀请码');
  if (!isNewUser(me, now)) throw badRequest(`邀请码仅限注册${RULES.newUserDays}天内的新用户填写`);
  if (invitees(state, owner).length >= RULES.codeLimit) throw new DemoError(409, '这个邀请码的邀请名额已用完');
  me.inviter_id = owner.user_id;
  return { inviter_id: bigId(owner.user_id) };
};

export const learnRewardStatus: RouteFn = ({ state, user }) => {
  const me = user();
  return {
    required_days: RULES.requiredDays,
    studied_days: studied(state, me),
    reward_days: RULES.rewardDays,
    inviter_reward_days: RULES.inviterRewardDays,
    self: me.inviter_id ? rewardState(state, me, me, null) : null,
    friends: invitees(state, me).map((friend) => ({
      user_id: bigId(friend.user_id),
      nickname: friend.nickname,
      image_url: friend.image_url,
      joined_at: iso(friend.created_at),
      studied_days: studied(state, friend),
      reward: rewardState(state, me, friend, friend),
    })),
  };
};

/** My own reward as an invitee, or, with friend_user_id, the inviter's reward for that friend. */
export const claimReward: RouteFn = ({ state, body, user, now }) => {
  const me = user();
  const friendId = body.friend_user_id === undefined ? null : String(body.friend_user_id);
  const friend = friendId === null ? null : invitees(state, me).find((candidate) => candidate.user_id === friendId);
  if (friend === undefined) throw new DemoError(404, '没有找到这位好友');
  if (!friend && !me.inviter_id) throw badRequest('请先填写好友的邀请码');
  const learner = friend ?? me;
  const reward = rewardState(state, me, learner, friend);
  if (reward === 'CLAIMED') throw new DemoError(409, '奖励已领取');
  if (reward === 'LOCKED') {
    const left = RULES.requiredDays - studied(state, learner);
    throw badRequest(friend ? `${friend.nickname}还需学习${left}天` : `还需学习${left}天才能领取`);
  }
  const days = friend ? RULES.inviterRewardDays : RULES.rewardDays;
  extendVip(me, days, now);
  state.learn_claims.push(claimKey(me, friend));
  return { days, vip_end_at: iso(sharedVipEnd(state, me)) };
};

/** The account signed in last in this browser (the newest token), for the debug panel's study trigger. */
export function latestSignedIn(state: DemoState, now: number): DemoUser | undefined {
  const newest = Object.values(state.tokens)
    .filter((token) => token.expires_at > now)
    .sort((a, b) => b.expires_at - a.expires_at)[0];
  return newest && state.users.find((user) => user.user_id === newest.user_id);
}

/** Debug panel 模拟学习一天: the account studies one more day, as if it had studied in the app. */
export function studyOneDay(state: DemoState, now: number): string {
  const me = latestSignedIn(state, now);
  if (!me) return '请先登录，再模拟学习';
  state.study_days[me.user_id] = studied(state, me) + 1;
  return `${me.nickname} 已学习${studied(state, me)}天`;
}
