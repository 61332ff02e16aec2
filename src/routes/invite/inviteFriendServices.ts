import { fromPromise } from 'xstate';
import type { InviteFriendPage, RewardClaim } from '../../domain/learnReward';
import { claimLearnReward, loadInviteFriendPage } from '../../services/learnReward';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

/** The invite-friend page's effects, for inviteFriendMachine.provide(). */
export const inviteFriendServices = ({ api, requireLogin }: SignInDeps) => ({
  actors: {
    requireLogin: signInWith(requireLogin),
    loadPage: fromPromise<InviteFriendPage>(() => loadInviteFriendPage(api)),
    claimReward: fromPromise<RewardClaim, { friendId: string }>(({ input }) => claimLearnReward(api, input.friendId)),
  },
});
