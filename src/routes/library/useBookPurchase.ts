import { bookPurchaseMachine, type BookPurchaseEvent } from '../../machines/bookPurchase.machine';
import { bookPurchaseView } from '../../machines/bookPurchase.view';
import type { ConfirmMode } from '../../machines/payment.context';
import { paymentInThisBrowser } from '../pay/payInThisBrowser';
import { appSignIn } from '../serviceDeps';
import { useMachineView } from '../useMachineView';
import { useLatest, useScreenActor } from '../useScreenActor';
import { channelChoice } from '../pay/channelChoice';
import { usePageShown } from '../pay/usePageShown';
import { bookPurchaseServices } from './bookPurchaseServices';

/** One book purchase on the detail page: bookPurchaseMachine with real services; `onOwned` reloads the book. */
export function useBookPurchase(options: {
  bookId: string;
  price: number;
  sharerId: string | null;
  resume?: { orderId: string; confirm: ConfirmMode };
  navigate: (to: string) => void;
  onOwned: () => void;
}) {
  const latest = useLatest(options);
  const actor = useScreenActor(() => ({
    logic: bookPurchaseMachine.provide(
      bookPurchaseServices({
        ...appSignIn,
        payment: paymentInThisBrowser(appSignIn.api, (to) => latest.current.navigate(to)),
        bookOwned: () => latest.current.onOwned(),
      }),
    ),
    options: {
      input: {
        channel: channelChoice().channel,
        bookId: options.bookId,
        price: options.price,
        sharerId: options.sharerId,
        resume: options.resume,
      },
    },
  }));
  const view = useMachineView(actor, bookPurchaseView);
  usePageShown(actor);
  return { view, send: (event: BookPurchaseEvent) => actor.send(event) };
}
