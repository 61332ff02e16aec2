import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Order, OrderRequest, OrderStatus } from '../../src/domain/order';
import type { PayOutcome } from '../../src/domain/payment';
import { PAYMENT_SAMPLES } from '../../src/machines/payment.model';
import { paymentMachine } from '../../src/machines/payment.machine';
import { type PayInput, type QueriedOrder } from '../../src/machines/payment.context';

/** The payment machine with fake services and an effect log, for its own tests and its parents'. */

/** Beyond 2^53: order ids stay strings. */
export const ORDER_ID = '9007199254740993';
export const orderFor = (status: OrderStatus = 'PENDING', orderId = ORDER_ID, isGift = false): Order => ({
  ...PAYMENT_SAMPLES.order(status, isGift),
  order_id: orderId,
});

export interface PaymentFakes {
  createOrder?: (request: OrderRequest) => Promise<Order>;
  pay?: (input: PayInput) => Promise<PayOutcome>;
  queryOrder?: (input: { orderId: string }) => Promise<QueriedOrder>;
  cancelOrder?: (input: { orderId: string }) => Promise<unknown>;
}

/** The payment machine with fakes, its effects logged in order. */
export function providePayment(fakes: PaymentFakes = {}, effects: Array<[string, unknown?]> = []) {
  const createOrder = vi.fn(
    fakes.createOrder ?? (async (r: OrderRequest) => orderFor('PENDING', ORDER_ID, r.kind === 'vip' && r.isGift)),
  );
  const pay = vi.fn(fakes.pay ?? (async (): Promise<PayOutcome> => 'ok'));
  const queryOrder = vi.fn(fakes.queryOrder ?? (async ({ orderId }: { orderId: string }) => orderFor('PAID', orderId)));
  const cancelOrder = vi.fn(
    fakes.cancelOrder ?? (async ({ orderId }: { orderId: string }) => orderFor('CLOSED', orderId)),
  );
  const machine = paymentMachine.provide({
    actors: {
      createOrder: fromPromise<Order, OrderRequest>(({ input }) => createOrder(input)),
      pay: fromPromise<PayOutcome, PayInput>(({ input }) => pay(input)),
      queryOrder: fromPromise<QueriedOrder, { orderId: string }>(({ input }) => queryOrder(input)),
      cancelOrder: fromPromise<unknown, { orderId: string }>(({ input }) => cancelOrder(input)),
    },
    actions: {
      persistPendingOrder: (_, params) => effects.push(['persistPendingOrder', params]),
      clearPendingOrder: () => effects.push(['clearPendingOrder']),
      goToDesktopPay: (_, { orderId }) => effects.push(['goToDesktopPay', orderId]),
    },
  });
  return { machine, effects, createOrder, pay, queryOrder, cancelOrder };
}
