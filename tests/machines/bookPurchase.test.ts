import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Coupon } from '../../src/domain/book';
import type { OrderRequest } from '../../src/domain/order';
import { bestCoupon, bookPurchaseMachine, type BookPurchaseInput } from '../../src/machines/bookPurchase.machine';
import { bookPurchaseView } from '../../src/machines/bookPurchase.view';
import { BOOK_SAMPLES } from '../../src/machines/bookPurchase.model';
import { expectRegistryModelCovered } from './modelPaths';
import { ORDER_ID, orderFor, providePayment, type PaymentFakes } from './paymentFakes';

const { COUPON } = BOOK_SAMPLES;
const BIG: Coupon = { ...COUPON, coupon_id: 'BIG', amount: 1000, min_amount: 5000 };
const INPUT: BookPurchaseInput = { channel: 'ALIPAY', bookId: '3', price: 2990, sharerId: '900001' };

interface Fakes extends PaymentFakes {
  requireLogin?: () => Promise<void>;
  loadCoupons?: () => Promise<Coupon[]>;
}

function startPurchase(input: BookPurchaseInput = INPUT, fakes: Fakes = {}) {
  const requireLogin = vi.fn(fakes.requireLogin ?? (async () => {}));
  const loadCoupons = vi.fn(fakes.loadCoupons ?? (async () => [COUPON, BIG]));
  const payment = providePayment(fakes);
  const machine = bookPurchaseMachine.provide({
    actors: {
      requireLogin: fromPromise<void>(() => requireLogin()),
      loadCoupons: fromPromise<Coupon[], { bookId: string }>(() => loadCoupons()),
      payment: payment.machine,
    },
    actions: { bookOwned: () => payment.effects.push(['bookOwned']) },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => bookPurchaseView(actor.getSnapshot());
  return { ...payment, actor, view, requireLogin, loadCoupons };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('book purchase (buy through the payment machine, with coupons from /coupon/v1/my)', () => {
  test('buy signs in, reads the coupons and preselects the one that saves the most and applies', async () => {
    const { actor, view, requireLogin } = startPurchase();
    expect(view()).toEqual({ kind: 'idle', busy: false });
    actor.send({ type: 'buy' });
    expect(view()).toEqual({ kind: 'idle', busy: true });
    await settle();
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(view()).toEqual({
      kind: 'checkout',
      price: 2990,
      coupons: [
        { coupon: COUPON, usable: true },
        { coupon: BIG, usable: false },
      ],
      couponId: COUPON.coupon_id,
      payable: 2490,
    });
    actor.send({ type: 'coupon.choose', couponId: null });
    expect(view()).toMatchObject({ couponId: null, payable: 2990 });
  });

  test('the order asks for the book with the chosen coupon and the sharer; paid means owned', async () => {
    const { actor, view, createOrder, effects } = startPurchase();
    actor.send({ type: 'buy' });
    await settle();
    actor.send({ type: 'pay' });
    await settle();
    const request: OrderRequest = { kind: 'book', bookId: '3', couponId: COUPON.coupon_id, sharerId: '900001' };
    expect(createOrder).toHaveBeenCalledWith(request);
    expect(view()).toEqual({ kind: 'paid' });
    expect(effects).toContainEqual(['bookOwned']);
    expect(effects).toContainEqual(['persistPendingOrder', { orderId: ORDER_ID, isGift: false, bookId: '3' }]);
  });

  test('a closed login dialog goes back to the buy button without an error', async () => {
    const { actor, view } = startPurchase(INPUT, { requireLogin: () => Promise.reject(new Error('取消登录')) });
    actor.send({ type: 'buy' });
    await settle();
    expect(view()).toEqual({ kind: 'idle', busy: false });
  });

  test('coupons that fail to load leave the checkout at the full price', async () => {
    const { actor, view } = startPurchase(INPUT, { loadCoupons: () => Promise.reject(new Error('网络异常')) });
    actor.send({ type: 'buy' });
    await settle();
    expect(view()).toMatchObject({ kind: 'checkout', coupons: [], couponId: null, payable: 2990 });
  });

  test('a cancelled payment keeps the order payable: 继续支付 pays the same order, never a second one', async () => {
    const { actor, view, createOrder, pay } = startPurchase(INPUT, { pay: async () => 'cancel' });
    actor.send({ type: 'buy' });
    await settle();
    actor.send({ type: 'pay' });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled' });
    actor.send({ type: 'pay' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledTimes(2);
  });

  test('back from the cashier, a resumed order is confirmed with the server before it says paid', async () => {
    const { view, queryOrder, createOrder } = startPurchase({
      ...INPUT,
      resume: { orderId: ORDER_ID, confirm: 'patient' },
    });
    expect(view()).toMatchObject({ kind: 'progress', payment: { kind: 'confirming' } });
    await settle();
    expect(queryOrder).toHaveBeenCalledWith({ orderId: ORDER_ID });
    expect(createOrder).not.toHaveBeenCalled();
    expect(view()).toEqual({ kind: 'paid' });
  });

  test('a failure before the order exists shows its reason, and 重试 goes back to the checkout', async () => {
    const { actor, view } = startPurchase(INPUT, {
      createOrder: () => Promise.reject(new Error('你已拥有这本书')),
    });
    actor.send({ type: 'buy' });
    await settle();
    actor.send({ type: 'pay' });
    await settle();
    expect(view()).toEqual({ kind: 'failed', reason: '订单未创建：你已拥有这本书' });
    actor.send({ type: 'pay' });
    expect(view()).toMatchObject({ kind: 'checkout' });
  });

  test('still unpaid after every query: unknown, and 我已完成支付 checks the same order again', async () => {
    const { actor, view, queryOrder } = startPurchase(
      { ...INPUT, resume: { orderId: ORDER_ID, confirm: 'patient' } },
      { queryOrder: async () => orderFor('PENDING') },
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(view()).toEqual({ kind: 'unknown', otherAccount: false });
    const before = queryOrder.mock.calls.length;
    actor.send({ type: 'order.check' });
    await settle();
    expect(queryOrder.mock.calls.length).toBeGreaterThan(before);
  });

  test('bestCoupon picks the largest saving that applies, none when none applies', () => {
    expect(bestCoupon([COUPON, BIG], 6000)?.coupon_id).toBe('BIG');
    expect(bestCoupon([COUPON, BIG], 2990)?.coupon_id).toBe(COUPON.coupon_id);
    expect(bestCoupon([COUPON, BIG], 990)).toBeNull();
  });

  test('the registry model covers every state and transition', async () => {
    await expectRegistryModelCovered('bookPurchase');
  }, 60_000);
});
