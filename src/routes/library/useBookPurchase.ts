import { fromPromise } from 'xstate';
import type { Coupon } from '../../domain/book';
import { bookPurchaseMachine, type BookPurchaseEvent } from '../../machines/bookPurchase.machine';
import { bookPurchaseView } from '../../machines/bookPurchase.view';
import { paymentMachine, type ConfirmMode } from '../../machines/payment.machine';
import { pendingOrders } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { payInThisBrowser } from '../pay/payInThisBrowser';
import { paymentServices } from '../pay/paymentServices';
import { useMachineView } from '../useMachineView';
import { useLatest, useScreenActor } from '../useScreenActor';
import { channelChoice } from '../pay/channelChoice';
import { usePageShown } from '../pay/usePageShown';

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
    logic: bookPurchaseMachine.provide({
      actors: {
        requireLogin: fromPromise<void>(() => requireLogin()),
        loadCoupons: fromPromise<Coupon[], { bookId: string }>(
          async ({ input }) =>
            (await api.order.getMyCoupons({ query: { library_book_id: input.bookId }, noToast: true })).coupons,
        ),
        payment: paymentMachine.provide(
          paymentServices({ api, pay: payInThisBrowser, pendingOrders, navigate: (to) => latest.current.navigate(to) }),
        ),
      },
      actions: { bookOwned: () => latest.current.onOwned() },
    }),
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
