import { useEffect } from 'react';
import { groupBuyMachine, type GroupBuyEvent } from '../../machines/groupBuy.machine';
import { groupBuyView } from '../../machines/groupBuy.view';
import type { ConfirmMode } from '../../machines/payment.context';
import { clientStore } from '../app';
import { paymentInThisBrowser } from '../pay/payInThisBrowser';
import { requireLogin } from '../auth';
import { apiWith } from '../callApi';
import { usePageShown } from '../pay/usePageShown';
import { useMachineView } from '../useMachineView';
import { useLatest, useScreenActor } from '../useScreenActor';
import { channelChoice } from '../pay/channelChoice';
import { groupbuy } from '../../services/api/groupbuy';
import { vip } from '../../services/api/vip';
import { groupBuyServices } from './groupBuyServices';

/**
 * The group-buy page reads and acts through these two areas, bound at once: it paints before the sign-in layer has
 * come. A payment loads the rest of the catalogue with its first call.
 */
const api = apiWith({ groupbuy, vip });

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
    logic: groupBuyMachine.provide(
      groupBuyServices({
        api,
        requireLogin,
        payment: paymentInThisBrowser(api, (to) => latest.current.navigate(to)),
        groupOpened: (groupId) => latest.current.onGroupOpened(groupId),
      }),
    ),
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
