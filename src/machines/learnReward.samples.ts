import type { FreeVipPage, InvitedFriend, InviteFriendPage, LearnRewardStatus } from '../domain/learnReward';

/** Sample data of the invite-friend and free-VIP models (registry), shared with their tests. */
const FRIEND: InvitedFriend = {
  user_id: '1700000000000000006',
  nickname: '花友小满',
  image_url: null,
  joined_at: '2026-11-01T00:00:00.000Z',
  studied_days: 3,
  reward: 'CLAIMABLE',
};

const learn = (self: LearnRewardStatus['self'], studied_days = 0): LearnRewardStatus => ({
  required_days: 3,
  studied_days,
  reward_days: 15,
  inviter_reward_days: 7,
  self,
  friends: [FRIEND, { ...FRIEND, user_id: '1700000000000000007', studied_days: 1, reward: 'LOCKED' }],
});

const INVITE_FRIEND_PAGE: InviteFriendPage = {
  huaId: '888888',
  code: 'HKJ1VC',
  used: 2,
  limit: 20,
  learn: learn(null),
};

const freeVipPage = (page: Partial<FreeVipPage>): FreeVipPage => ({
  bar: null,
  learn: learn(null),
  vipEndAt: null,
  ...page,
});

/** One page per branch of the free-VIP decision. */
const FREE_VIP_PAGES = {
  needCode: freeVipPage({}),
  oldUser: freeVipPage({ bar: { reason: 'oldUser', registeredAt: '2025-10-19T00:00:00.000Z' } }),
  ended: freeVipPage({ bar: { reason: 'ended' } }),
  studying: freeVipPage({ learn: learn('LOCKED', 1) }),
  claimable: freeVipPage({ learn: learn('CLAIMABLE', 3) }),
  claimed: freeVipPage({ learn: learn('CLAIMED', 3), vipEndAt: '2026-12-08T00:00:00.000Z' }),
};

const CLAIM = { days: 15, vip_end_at: '2026-12-08T00:00:00.000Z' };

export const LEARN_SAMPLES = { FRIEND, INVITE_FRIEND_PAGE, FREE_VIP_PAGES, CLAIM };
