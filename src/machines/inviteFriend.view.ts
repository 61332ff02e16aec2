import type { SnapshotFrom } from 'xstate';
import { LEARN_REWARD_RULES, type InvitedFriend } from '../domain/learnReward';
import type { inviteFriendMachine } from './inviteFriend.machine';

export type InviteFriendView =
  | { kind: 'signedOut'; busy: boolean; requiredDays: number; rewardDays: number }
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'ready';
      huaId: string;
      code: string;
      used: number;
      limit: number;
      requiredDays: number;
      rewardDays: number;
      friends: InvitedFriend[];
      /** The friend whose reward is being claimed (its button spins, the others wait). */
      claiming: string | null;
      notice: string;
      error: string;
    };

export function inviteFriendView(snapshot: SnapshotFrom<typeof inviteFriendMachine>): InviteFriendView {
  const { page, error, notice, claiming } = snapshot.context;
  if (snapshot.matches('start') || snapshot.matches('signedOut') || snapshot.matches('signingIn'))
    return {
      kind: 'signedOut',
      busy: snapshot.hasTag('busy'),
      requiredDays: LEARN_REWARD_RULES.requiredDays,
      rewardDays: LEARN_REWARD_RULES.inviterRewardDays,
    };
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('failed') || !page) return { kind: 'failed', error };
  return {
    kind: 'ready',
    huaId: page.huaId,
    code: page.code,
    used: page.used,
    limit: page.limit,
    requiredDays: page.learn.required_days,
    rewardDays: page.learn.inviter_reward_days,
    friends: page.learn.friends,
    claiming,
    notice,
    error,
  };
}
