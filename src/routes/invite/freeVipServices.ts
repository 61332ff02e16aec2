import { fromPromise } from 'xstate';
import type { FreeVipPage, RewardClaim } from '../../domain/learnReward';
import { activateInviteCode, claimLearnReward, loadFreeVipPage } from '../../services/learnReward';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

/** The free-VIP page's effects, for freeVipMachine.provide(). */
export const freeVipServices = ({ api, requireLogin }: SignInDeps) => ({
  actors: {
    requireLogin: signInWith(requireLogin),
    loadPage: fromPromise<FreeVipPage>(() => loadFreeVipPage(api)),
    activateCode: fromPromise<unknown, { code: string }>(({ input }) => activateInviteCode(api, input.code)),
    claimReward: fromPromise<RewardClaim>(() => claimLearnReward(api)),
  },
});
