import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderRequest } from '../../src/domain/order';
import { walletTopUpMachine, type WalletTopUpInput } from '../../src/machines/walletTopUp.machine';
import { walletTopUpView } from '../../src/machines/walletTopUp.view';
import { TOP_UP_SAMPLES } from '../../src/machines/walletTopUp.model';
import { expectRegistryModelCovered } from './modelPaths';
import { ORDER_ID, orderFor, providePayment, type PaymentFakes } from './paymentFakes';

const { PACK } = TOP_UP_SAMPLES;
const INPUT: WalletTopUpInput = { channel: 'ALIPAY' };

function startTopUp(
  input: WalletTopUpInput = INPUT,
  fakes: PaymentFakes & { requireLogin?: () => Promise<void> } = {},
) {
  const requireLogin = vi.fn(fakes.requireLogin ?? (async () => {}));
  const payment = providePayment(fakes);
  const machine = walletTopUpMachine.provide({
    actors: { requireLogin: fromPromise<void>(() => requireLogin()), payment: payment.machine },
    actions: { walletToppedUp: () => payment.effects.push(['walletToppedUp']) },
  });
  const actor = createActor(machine, { input }).start();
  return { ...payment, actor, requireLogin, view: () => walletTopUpView(actor.getSnapshot()) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const choose = (actor: ReturnType<typeof startTopUp>['actor']) =>
  actor.send({ type: 'pack.choose', skuId: PACK.sku_id });

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('issue 55 钱包充值 (a pack paid through the payment machine, with the VIP payment rules)', () => {
  test('充值 needs a pack: without one nothing starts; with one, sign-in, one order for the pack, paid', async () => {
    const { actor, view, createOrder, requireLogin, effects } = startTopUp();
    actor.send({ type: 'pay' });
    expect(view()).toEqual({ kind: 'choosing', skuId: null, busy: false });
    choose(actor);
    actor.send({ type: 'pay' });
    expect(view()).toEqual({ kind: 'choosing', skuId: PACK.sku_id, busy: true });
    await settle();
    expect(requireLogin).toHaveBeenCalledTimes(1);
    const request: OrderRequest = { kind: 'deposit', skuId: PACK.sku_id };
    expect(createOrder).toHaveBeenCalledWith(request);
    expect(view()).toEqual({ kind: 'paid' });
    expect(effects).toContainEqual(['persistPendingOrder', { orderId: ORDER_ID, isGift: false, deposit: true }]);
    expect(effects).toContainEqual(['walletToppedUp']);
  });

  test('a double tap on 立即充值 makes one order', async () => {
    const { actor, createOrder } = startTopUp();
    choose(actor);
    actor.send({ type: 'pay' });
    actor.send({ type: 'pay' });
    await settle();
    actor.send({ type: 'pay' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  test('an abandoned payment keeps the order: 继续支付 pays the same order, never a second one', async () => {
    const { actor, view, createOrder, pay } = startTopUp(INPUT, { pay: async () => 'cancel' });
    choose(actor);
    actor.send({ type: 'pay' });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled' });
    actor.send({ type: 'pay' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledTimes(2);
    expect(pay.mock.calls[1]![0]).toMatchObject({ orderId: ORDER_ID });
  });

  test('after a reload or the cashier, the kept order is queried and never paid again', async () => {
    const { view, pay, createOrder, queryOrder } = startTopUp({
      ...INPUT,
      resume: { orderId: ORDER_ID, confirm: 'once' },
    });
    await settle();
    expect(queryOrder).toHaveBeenCalledWith({ orderId: ORDER_ID });
    expect(pay).not.toHaveBeenCalled();
    expect(createOrder).not.toHaveBeenCalled();
    expect(view()).toEqual({ kind: 'paid' });
  });

  test('a failed query leaves it unknown; 我已完成支付 queries the same order and finds it paid', async () => {
    let paid = false;
    const { actor, view, pay } = startTopUp(
      { ...INPUT, resume: { orderId: ORDER_ID, confirm: 'patient' } },
      { queryOrder: async () => orderFor(paid ? 'PAID' : 'PENDING') },
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(view()).toEqual({ kind: 'unknown', otherAccount: false });
    paid = true;
    actor.send({ type: 'order.check' });
    await settle();
    expect(view()).toEqual({ kind: 'paid' });
    expect(pay).not.toHaveBeenCalled();
  });

  test('a refused order shows why; 重试 goes back to the packs; a closed sign-in says nothing', async () => {
    const { actor, view } = startTopUp(INPUT, {
      createOrder: () => Promise.reject(new Error('充值套餐不存在或已下架')),
    });
    choose(actor);
    actor.send({ type: 'pay' });
    await settle();
    expect(view()).toEqual({ kind: 'failed', reason: '订单未创建：充值套餐不存在或已下架' });
    actor.send({ type: 'pay' });
    expect(view()).toMatchObject({ kind: 'choosing', skuId: PACK.sku_id });
    const closed = startTopUp(INPUT, { requireLogin: () => Promise.reject(new Error('取消登录')) });
    choose(closed.actor);
    closed.actor.send({ type: 'pay' });
    await settle();
    expect(closed.view()).toEqual({ kind: 'choosing', skuId: PACK.sku_id, busy: false });
  });

  test('the registry model covers every state and transition', async () => {
    await expectRegistryModelCovered('walletTopUp');
  }, 60_000);
});
