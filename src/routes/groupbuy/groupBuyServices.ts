import { fromPromise } from 'xstate';
import type { Cancellable, Group, GroupBuyPage } from '../../domain/groupBuy';
import { paymentMachine } from '../../machines/payment.machine';
import { groupActions, loadGroupBuyPage, type GroupBuyPageQuery } from '../../services/groupBuy';
import { paymentServices, type PaymentDeps } from '../pay/paymentServices';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

export interface GroupBuyDeps extends SignInDeps {
  payment: PaymentDeps;
  /** A group was opened for the learner: its own page shows it. */
  groupOpened(groupId: string): void;
}

/** The group-buy machine's effects, for groupBuyMachine.provide(). */
export function groupBuyServices({ api, requireLogin, payment, groupOpened }: GroupBuyDeps) {
  const actions = groupActions(api);
  return {
    actors: {
      loadPage: fromPromise<GroupBuyPage, GroupBuyPageQuery>(({ input }) => loadGroupBuyPage(api, input)),
      requireLogin: signInWith(requireLogin),
      enterFree: fromPromise<Group, { bookId: string; groupId: string | null }>(({ input }) =>
        actions.enterFree(input.bookId, input.groupId),
      ),
      checkCancellable: fromPromise<Cancellable, { groupId: string }>(({ input }) =>
        actions.checkCancellable(input.groupId),
      ),
      cancelGroup: fromPromise<Group, { groupId: string }>(({ input }) => actions.cancel(input.groupId)),
      completeGroup: fromPromise<Group, { groupId: string }>(({ input }) => actions.complete(input.groupId)),
      payment: paymentMachine.provide(paymentServices(payment, requireLogin)),
    },
    actions: { groupOpened: (_: unknown, { groupId }: { groupId: string }) => groupOpened(groupId) },
  };
}
