import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Cancellable, Group, GroupBuyPage } from '../../domain/groupBuy';
import { groupBuyMachine, type GroupBuyEvent } from '../../machines/groupBuy.machine';
import { groupBuyView } from '../../machines/groupBuy.view';
import { paymentMachine, type ConfirmMode } from '../../machines/payment.machine';
import { groupActions, loadGroupBuyPage, type GroupBuyPageQuery } from '../../services/groupBuy';
import { clientStore, pendingOrders } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { payInThisBrowser } from '../pay/payInThisBrowser';
import { paymentServices } from '../pay/paymentServices';
import { usePageShown } from '../pay/usePageShown';
import { useMachineView } from '../useMachineView';
import { useLatest, useScreenActor } from '../useScreenActor';
import { channelChoice } from '../pay/channelChoice';

const actions = groupActions(api);

/** The group-buy machine's effects, for groupBuyMachine.provide(). */
export const groupBuyServices = (navigate: (to: string) => void) => ({
  actors: {
    loadPage: fromPromise<GroupBuyPage, GroupBuyPageQuery>(({ input }) => loadGroupBuyPage(api, input)),
    requireLogin: fromPromise<void>(() => requireLogin()),
    enterFree: fromPromise<Group, { bookId: string; groupId: string | null }>(({ input }) =>
      actions.enterFree(input.bookId, input.groupId),
    ),
    checkCancellable: fromPromise<Cancellable, { groupId: string }>(({ input }) =>
      actions.checkCancellable(input.groupId),
    ),
    cancelGroup: fromPromise<Group, { groupId: string }>(({ input }) => actions.cancel(input.groupId)),
    completeGroup: fromPromise<Group, { groupId: string }>(({ input }) => actions.complete(input.groupId)),
    payment: paymentMachine.provide(paymentServices({ api, pay: payInThisBrowser, pendingOrders, navigate })),
  },
});

/** Re-read when the learner comes back to the tab: a friend may have joined meanwhile. */
function useVisible(send: () => void) {
  useEffect(() => {
    const onChange = () => document.visibilityState === 'visible' && send();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [send]);
}

/** One group-buy flow with real services: the book page's block (groupId null) or a group's page. */
export function useGroupBuy(options: {
  bookId: string;
  groupId: string | null;
  resume?: { orderId: string; confirm: ConfirmMode };
  navigate: (to: string) => void;
  onGroupOpened: (groupId: string) => void;
}) {
  const latest = useLatest(options);
  const actor = useScreenActor(() => ({
    logic: groupBuyMachine.provide({
      ...groupBuyServices((to) => latest.current.navigate(to)),
      actions: { groupOpened: (_, { groupId }) => latest.current.onGroupOpened(groupId) },
    }),
    options: {
      input: {
        channel: channelChoice().channel,
        bookId: options.bookId,
        groupId: options.groupId,
        signedIn: clientStore.get().token !== '',
        resume: options.resume,
      },
    },
  }));
  const view = useMachineView(actor, groupBuyView);
  usePageShown(actor);
  useVisible(() => actor.send({ type: 'page.shown' }));
  return { view, send: (event: GroupBuyEvent) => actor.send(event) };
}
