import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Order, OrderRequest } from '../../src/domain/order';
import type { PayOutcome } from '../../src/domain/payment';
import {
  confirmBackoffMs,
  MAX_CONFIRM_ATTEMPTS,
  UNANSWERED_BACKOFF_MAX_MS,
  unansweredBackoffMs,
  type PaymentInput,
  type QueriedOrder,
} from '../../src/machines/payment.context';
import { paymentView } from '../../src/machines/payment.view';
import { inTurn, settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';
import { ORDER_ID, orderFor, providePayment, type PaymentFakes } from './paymentFakes';

const REQUEST: OrderRequest = { kind: 'vip', skuId: 'month', isGift: false };

function startPayment(input: Partial<PaymentInput> = {}, fakes: PaymentFakes = {}) {
  const provided = providePayment(fakes);
  const actor = createActor(provided.machine, { input: { channel: 'WXPAY', request: REQUEST, ...input } }).start();
  const snapshot = () => actor.getSnapshot();
  return { ...provided, actor, snapshot, view: () => paymentView(snapshot()) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('one order per payment (DESIGN §11)', () => {
  test('a new payment creates the order, persists its id before paying, and ends paid with the order', async () => {
    const seenByPay: string[][] = [];
    const { snapshot, effects, createOrder, pay } = startPayment(
      {},
      {
        pay: async () => {
          seenByPay.push(effects.map(([name]) => name));
          return 'ok';
        },
      },
    );
    await settle();
    expect(createOrder).toHaveBeenCalledExactlyOnceWith(REQUEST);
    expect(pay).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID, channel: 'WXPAY' });
    expect(seenByPay).toEqual([['persistPendingOrder']]);
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ outcome: 'paid', order: orderFor('PAID') });
    expect(effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }], ['clearPendingOrder']]);
  });

  test('a given order is paid again, never created again', async () => {
    const { createOrder, pay, snapshot } = startPayment({ orderId: ORDER_ID });
    await settle();
    expect(createOrder).not.toHaveBeenCalled();
    expect(pay).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID, channel: 'WXPAY' });
    expect(snapshot().output).toMatchObject({ outcome: 'paid' });
  });

  test('a failure before the order exists: failed, with no order and orderCreated false (nothing charged)', async () => {
    const { snapshot, pay } = startPayment({}, { createOrder: () => Promise.reject(new Error('库存不足')) });
    await settle();
    expect(pay).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({
      outcome: 'failed',
      orderId: null,
      reason: '订单未创建：库存不足',
      orderCreated: false,
    });
  });

  test('a pay error on an order that reads unpaid keeps it payable: failed with its id and the reason', async () => {
    const { snapshot } = startPayment(
      {},
      {
        pay: () => Promise.reject(new Error('微信支付组件未就绪')),
        queryOrder: async ({ orderId }) => orderFor('PENDING', orderId),
      },
    );
    await settle();
    expect(snapshot().output).toEqual({
      outcome: 'failed',
      orderId: ORDER_ID,
      reason: '微信支付组件未就绪',
      orderCreated: true,
    });
  });
});

describe('query, never re-pay (h5-flows "WeChat JSAPI", issue: a paid order is never paid twice)', () => {
  const refusedAsPaid = () => Promise.reject(new Error('订单已支付，请勿重复支付'));

  test('a pay attempt refused because the order is already paid re-reads the order and ends paid', async () => {
    const { snapshot, createOrder, pay, queryOrder, effects } = startPayment(
      { orderId: ORDER_ID },
      { pay: refusedAsPaid },
    );
    await settle();
    expect(pay).toHaveBeenCalledOnce();
    expect(queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(createOrder).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({ outcome: 'paid', order: orderFor('PAID') });
    expect(effects).toEqual([['clearPendingOrder']]);
  });

  test('a refusal whose order cannot be read is unknown, never failed (which would offer a new purchase)', async () => {
    const { snapshot, queryOrder } = startPayment(
      { orderId: ORDER_ID },
      { pay: refusedAsPaid, queryOrder: () => Promise.reject(new Error('Request failed with status code 500')) },
    );
    await settle();
    expect(queryOrder).toHaveBeenCalledOnce();
    expect(snapshot().output).toEqual({ outcome: 'unknown', orderId: ORDER_ID, otherAccount: false });
  });

  test('取消订单 reads the order first: a paid one ends paid and is never cancelled', async () => {
    const { snapshot, cancelOrder, pay } = startPayment({ orderId: ORDER_ID, confirm: 'cancel' });
    expect(paymentView(snapshot())).toEqual({ kind: 'closing' });
    await settle();
    expect(pay).not.toHaveBeenCalled();
    expect(cancelOrder).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({ outcome: 'paid', order: orderFor('PAID') });
  });

  test('取消订单 on an order read as unpaid sends the cancel request and ends closed, forgetting the order', async () => {
    const { snapshot, cancelOrder, effects } = startPayment(
      { orderId: ORDER_ID, confirm: 'cancel' },
      { queryOrder: async ({ orderId }) => orderFor('PENDING', orderId) },
    );
    await settle();
    expect(cancelOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(snapshot().output).toEqual({ outcome: 'closed' });
    expect(effects).toEqual([['clearPendingOrder']]);
  });

  test('取消订单 refused by the server (paid meanwhile): the order is read again and ends paid', async () => {
    const reads = [orderFor('PENDING'), orderFor('PAID')];
    const { snapshot, queryOrder } = startPayment(
      { orderId: ORDER_ID, confirm: 'cancel' },
      {
        queryOrder: async () => reads.shift()!,
        cancelOrder: () => Promise.reject(new Error('订单已支付，不能取消')),
      },
    );
    await settle();
    expect(queryOrder).toHaveBeenCalledTimes(2);
    expect(snapshot().output).toMatchObject({ outcome: 'paid' });
  });

  test('取消订单 on an order closed already ends closed without a cancel request', async () => {
    const { snapshot, cancelOrder } = startPayment(
      { orderId: ORDER_ID, confirm: 'cancel' },
      { queryOrder: async ({ orderId }) => orderFor('CLOSED', orderId) },
    );
    await settle();
    expect(cancelOrder).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({ outcome: 'closed' });
  });

  test('取消订单 when the order cannot be read: unknown, nothing cancelled', async () => {
    const { snapshot, cancelOrder } = startPayment(
      { orderId: ORDER_ID, confirm: 'cancel' },
      { queryOrder: () => Promise.reject(new Error('Network Error')) },
    );
    await settle();
    expect(cancelOrder).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({ outcome: 'unknown', orderId: ORDER_ID, otherAccount: false });
  });
});

describe('paying by channel (h5-flows "Payments")', () => {
  test('WeChat cancel: cancelled, the order stays payable and persisted for a reload, nothing is queried', async () => {
    const { snapshot, queryOrder, effects } = startPayment({}, { pay: async () => 'cancel' });
    await settle();
    expect(queryOrder).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({ outcome: 'cancelled', orderId: ORDER_ID });
    expect(effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }]]);
  });

  test.each<PayOutcome>(['ok', 'fail'])('the provider’s %s is never trusted: the order is queried', async (outcome) => {
    const { snapshot, queryOrder, view } = startPayment(
      {},
      {
        pay: async () => outcome,
        queryOrder: inTurn<[{ orderId: string }], QueriedOrder>(
          async () => orderFor('PENDING'),
          async () => orderFor('PAID'),
        ),
      },
    );
    await settle();
    expect(queryOrder).toHaveBeenCalledOnce();
    expect(snapshot().value).toEqual({ confirming: 'waiting' });
    expect(view()).toEqual({ kind: 'confirming', attempt: 2, maxAttempts: MAX_CONFIRM_ATTEMPTS });
    await vi.advanceTimersByTimeAsync(confirmBackoffMs(1));
    expect(snapshot().output).toMatchObject({ outcome: 'paid' });
  });

  test('the desktop goes to /pc-pay with the order id; the pay adapter never starts', async () => {
    const { snapshot, effects, pay, view } = startPayment({ channel: 'PC' });
    await settle();
    expect(pay).not.toHaveBeenCalled();
    expect(effects).toEqual([
      ['persistPendingOrder', { orderId: ORDER_ID, isGift: false }],
      ['goToDesktopPay', ORDER_ID],
    ]);
    expect(view()).toEqual({ kind: 'redirecting' });
    expect(snapshot().status).toBe('active');
  });

  test('the desktop with a given order goes to /pc-pay for it, persisting nothing new', async () => {
    const { effects, createOrder, pay } = startPayment({ channel: 'PC', orderId: ORDER_ID });
    await settle();
    expect(createOrder).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
    expect(effects).toEqual([['goToDesktopPay', ORDER_ID]]);
  });

  test('a cashier redirect waits for the page to leave, querying nothing', async () => {
    const { queryOrder, view } = startPayment({ channel: 'ALIPAY' }, { pay: async () => 'redirect' });
    await settle();
    expect(view()).toEqual({ kind: 'redirecting' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryOrder).not.toHaveBeenCalled();
  });

  test('Back from the cashier (pageshow) is one query: unpaid means cancelled and payable, not unknown', async () => {
    const { actor, snapshot, queryOrder } = startPayment(
      { channel: 'ALIPAY' },
      { pay: async () => 'redirect', queryOrder: async () => orderFor('PENDING') },
    );
    await settle();
    actor.send({ type: 'page.shown' });
    await settle();
    expect(queryOrder).toHaveBeenCalledOnce();
    expect(snapshot().output).toEqual({ outcome: 'cancelled', orderId: ORDER_ID });
  });

  test('back from the cashier having paid: the one query finds it paid, and the pending order is cleared', async () => {
    const { actor, snapshot, effects } = startPayment({ channel: 'ALIPAY' }, { pay: async () => 'redirect' });
    await settle();
    actor.send({ type: 'page.shown' });
    await settle();
    expect(snapshot().output).toEqual({ outcome: 'paid', order: orderFor('PAID') });
    expect(effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }], ['clearPendingOrder']]);
  });

  test('page.shown before the page leaves (creating or paying) changes nothing', async () => {
    let paid: (outcome: PayOutcome) => void = () => {};
    const { actor, snapshot, queryOrder } = startPayment({}, { pay: () => new Promise((resolve) => (paid = resolve)) });
    await settle();
    actor.send({ type: 'page.shown' });
    expect(snapshot().value).toBe('paying');
    expect(queryOrder).not.toHaveBeenCalled();
    paid('ok');
    await settle();
    expect(snapshot().output).toMatchObject({ outcome: 'paid' });
  });
});

describe('confirming by query', () => {
  test('patient: queries with back-off 1 s, 2 s, 3 s, 4 s, then unknown after 5 queries', async () => {
    const { snapshot, queryOrder, view } = startPayment({}, { queryOrder: async () => orderFor('PENDING') });
    expect(MAX_CONFIRM_ATTEMPTS).toBe(5);
    await settle();
    expect(queryOrder).toHaveBeenCalledTimes(1);
    for (const [attempt, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 3000],
      [4, 4000],
    ] as const) {
      expect(confirmBackoffMs(attempt)).toBe(wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(queryOrder).toHaveBeenCalledTimes(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(queryOrder).toHaveBeenCalledTimes(attempt + 1);
    }
    expect(snapshot().output).toEqual({ outcome: 'unknown', orderId: ORDER_ID, otherAccount: false });
    expect(view()).toEqual({ kind: 'ended' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryOrder).toHaveBeenCalledTimes(MAX_CONFIRM_ATTEMPTS);
  });

  test('issue 52 §5 an unanswered query (offline, the API restarting) never uses up the attempts: it asks again after 2 s, 4 s… at most 10 s, says so, and picks up once the API answers', async () => {
    let apiUp = false;
    const { snapshot, queryOrder, view } = startPayment(
      {},
      { queryOrder: () => (apiUp ? Promise.resolve(orderFor('PAID')) : Promise.reject(new Error('网络异常'))) },
    );
    await settle();
    expect(view()).toEqual({ kind: 'confirming', attempt: 1, maxAttempts: MAX_CONFIRM_ATTEMPTS, unanswered: true });
    expect([1, 2, 5, 9].map(unansweredBackoffMs)).toEqual([2000, 4000, 10_000, UNANSWERED_BACKOFF_MAX_MS]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queryOrder.mock.calls.length).toBeGreaterThan(MAX_CONFIRM_ATTEMPTS);
    expect(snapshot().status).toBe('active');
    apiUp = true;
    await vi.advanceTimersByTimeAsync(UNANSWERED_BACKOFF_MAX_MS);
    expect(snapshot().output).toEqual({ outcome: 'paid', order: orderFor('PAID') });
  });

  test('issue 52 §3 a 403 on the order (another account signed in since, in another tab): unknown, marked as another account’s, never closed or failed, and kept for that account', async () => {
    const { snapshot, effects } = startPayment(
      { orderId: ORDER_ID, confirm: 'patient' },
      { queryOrder: async () => 'otherAccount' },
    );
    await settle();
    expect(snapshot().output).toEqual({ outcome: 'unknown', orderId: ORDER_ID, otherAccount: true });
    expect(effects).not.toContainEqual(['clearPendingOrder']);
  });

  test.each<[string, QueriedOrder]>([
    ['CLOSED', orderFor('CLOSED')],
    ['unreadable by this account', null],
  ])('an order %s: failed with 订单已关闭，请重新下单, forgotten here and in storage', async (_, answer) => {
    const { snapshot, effects } = startPayment({}, { queryOrder: async () => answer });
    await settle();
    expect(snapshot().output).toEqual({
      outcome: 'failed',
      orderId: null,
      reason: '订单已关闭，请重新下单',
      orderCreated: true,
    });
    expect(effects).toContainEqual(['clearPendingOrder']);
  });

  test('resumed with `once` (a reload, the cashier’s cancel page): one query, unpaid is cancelled', async () => {
    const { snapshot, queryOrder, createOrder, pay } = startPayment(
      { orderId: ORDER_ID, confirm: 'once' },
      { queryOrder: async () => orderFor('PENDING') },
    );
    await settle();
    expect(queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(createOrder).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
    expect(snapshot().output).toEqual({ outcome: 'cancelled', orderId: ORDER_ID });
  });

  test('resumed with `once`, an unanswered query is never read as unpaid: it asks again until answered', async () => {
    let answered = false;
    const { snapshot, queryOrder } = startPayment(
      { orderId: ORDER_ID, confirm: 'once' },
      { queryOrder: () => (answered ? Promise.resolve(orderFor('PENDING')) : Promise.reject(new Error('网络异常'))) },
    );
    await settle();
    expect(snapshot().value).toEqual({ confirming: 'waiting' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(snapshot().status).toBe('active');
    answered = true;
    await vi.advanceTimersByTimeAsync(UNANSWERED_BACKOFF_MAX_MS);
    expect(queryOrder.mock.calls.length).toBeGreaterThan(2);
    expect(snapshot().output).toEqual({ outcome: 'cancelled', orderId: ORDER_ID });
  });

  test('an unpaid order after every query is unknown, and stays persisted: never paid twice without checking', async () => {
    const { snapshot, effects } = startPayment({}, { queryOrder: async () => orderFor('PENDING') });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(snapshot().output).toEqual({ outcome: 'unknown', orderId: ORDER_ID, otherAccount: false });
    expect(effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }]]);
  });

  test('resumed with `once`, a paid order is paid all the same', async () => {
    const { snapshot } = startPayment({ orderId: ORDER_ID, confirm: 'once' });
    await settle();
    expect(snapshot().output).toMatchObject({ outcome: 'paid' });
  });

  test('resumed with `patient` (the cashier’s success page): back-off until the settlement shows', async () => {
    const { snapshot, queryOrder } = startPayment(
      { orderId: ORDER_ID, confirm: 'patient' },
      {
        queryOrder: inTurn<[{ orderId: string }], QueriedOrder>(
          async () => orderFor('PENDING'),
          async () => orderFor('PAID'),
        ),
      },
    );
    await settle();
    expect(snapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryOrder).toHaveBeenCalledTimes(2);
    expect(snapshot().output).toMatchObject({ outcome: 'paid' });
  });
});

describe('paymentView: what the screen shows while it runs', () => {
  test('creating, paying, then confirming with the attempt number', async () => {
    let created: (order: Order) => void = () => {};
    let paid: (outcome: PayOutcome) => void = () => {};
    const { view } = startPayment(
      {},
      {
        createOrder: () => new Promise((resolve) => (created = resolve)),
        pay: () => new Promise((resolve) => (paid = resolve)),
        queryOrder: async () => orderFor('PENDING'),
      },
    );
    expect(view()).toEqual({ kind: 'creating' });
    created(orderFor());
    await settle();
    expect(view()).toEqual({ kind: 'paying' });
    paid('ok');
    await settle();
    expect(view()).toEqual({ kind: 'confirming', attempt: 2, maxAttempts: 5 });
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('payment');
}, 60_000);
