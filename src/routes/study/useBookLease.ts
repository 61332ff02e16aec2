import { bookLeaseMachine, type BookLeaseEvent, type BookLeaseInput } from '../../machines/bookLease.machine';
import { bookLeaseView } from '../../machines/bookLease.view';
import { channelChoice } from '../pay/channelChoice';
import { paymentInThisBrowser } from '../pay/payInThisBrowser';
import { appSignIn } from '../serviceDeps';
import { usePageShown } from '../pay/usePageShown';
import { useMachineView } from '../useMachineView';
import { useLatest, useScreenActor } from '../useScreenActor';
import { bookLeaseServices } from './bookLeaseServices';

/** Leases and renewals on a screen (我的书架, a book): bookLeaseMachine with real services; `onLeased` reloads it. */
export function useBookLease(options: {
  resume?: BookLeaseInput['resume'];
  navigate: (to: string) => void;
  onLeased: () => void;
}) {
  const latest = useLatest(options);
  const actor = useScreenActor(() => ({
    logic: bookLeaseMachine.provide(
      bookLeaseServices({
        ...appSignIn,
        payment: paymentInThisBrowser(appSignIn.api, (to) => latest.current.navigate(to)),
        onLeased: () => latest.current.onLeased(),
      }),
    ),
    options: { input: { channel: channelChoice().channel, resume: options.resume } },
  }));
  const view = useMachineView(actor, bookLeaseView);
  usePageShown(actor);
  return { view, send: (event: BookLeaseEvent) => actor.send(event) };
}
