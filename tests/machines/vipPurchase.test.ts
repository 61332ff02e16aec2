import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderRequest } from '../../src/domain/order';
import type { PayOutcome } from '../../src/domain/payment';
import type { Sku, VipState } from '../../src/domain/vip';
import { MAX_CONFIRM_ATTEMPTS, type PayInput } from '../../src/machines/payment.context';
import { VIP_SAMPLES } from '../../src/machines/vipPurchase.model';
import {
  selectedSku,
  vipPurchaseMachine,
  type CatalogOutput,
  type VipPurchaseInput,
} from '../../src/machines/vipPurchase.machine';
import { purchaseView } from '../../src/machines/vipPurchase.view';
import { inTurn, settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';
import { ORDER_ID, orderFor, providePayment, type PaymentFakes } from './paymentFakes';

const { MONTH, AUTO, VIP_BEFORE, VIP_AFTER } = VIP_SAMPLES;
const YEAR: Sku = {
  sku_id: 'year',
  name: '年度会员',
  days: 365,
  original_price: 298,
  sale_price: 198,
  auto_renew: false,
};
const SKUS = [MONTH, AUTO, YEAR];

interface Fakes extends PaymentFakes {
  loadCatalog?: () => Promise<CatalogOutput>;
  requireLogin?: () => Promise<void>;
  loadVip?: () => Promise<VipState>;
}

/** The purchase with its payment child running on fakes; both machines' effects go to one log. */
function startPurchase(input: VipPurchaseInput = { channel: 'WXPAY' }, fakes: Fakes = {}) {
  const loadCatalog = vi.fn(fakes.loadCatalog ?? (async () => ({ skus: SKUS, vip: VIP_BEFORE })));
  const requireLogin = vi.fn(fakes.requireLogin ?? (async () => {}));
  const loadVip = vi.fn(fakes.loadVip ?? (async () => VIP_AFTER));
  let made = 0;
  const payment = providePayment({
    createOrder: async (request: OrderRequest) => {
      if (request.kind !== 'vip') throw new Error('a VIP purchase orders a VIP plan');
      return { ...orderFor('PENDING', `${ORDER_ID}${made++ || ''}`, request.isGift), sku_id: request.skuId };
    },
    queryOrder: async ({ orderId }) => orderFor('PAID', orderId, input.isGift === true),
    ...fakes,
  });
  const { effects } = payment;
  const machine = vipPurchaseMachine.provide({
    actors: {
      loadCatalog: fromPromise<CatalogOutput>(() => loadCatalog()),
      requireLogin: fromPromise<void>(() => requireLogin()),
      payment: payment.machine,
      loadVip: fromPromise<VipState>(() => loadVip()),
    },
    actions: {
      clearPendingOrder: () => effects.push(['clearPendingOrder']),
      openOrderPage: (_, { orderId }) => effects.push(['openOrderPage', orderId]),
    },
  });
  const actor = createActor(machine, { input }).start();
  const snapshot = () => actor.getSnapshot();
  const view = () => purchaseView(snapshot());
  const calls = () => ({
    loadCatalog: loadCatalog.mock.calls.length,
    requireLogin: requireLogin.mock.calls.length,
    createOrder: payment.createOrder.mock.calls.length,
    pay: payment.pay.mock.calls.length,
    queryOrder: payment.queryOrder.mock.calls.length,
    loadVip: loadVip.mock.calls.length,
  });
  return { ...payment, actor, snapshot, view, calls, loadCatalog, requireLogin, loadVip };
}

async function readyToBuy(input?: VipPurchaseInput, fakes?: Fakes, sku: Sku = MONTH) {
  const run = startPurchase(input, fakes);
  await settle();
  run.actor.send({ type: 'sku.select', skuId: sku.sku_id });
  if (sku.auto_renew) run.actor.send({ type: 'agreement.toggle' });
  return run;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('catalog', () => {
  test('loading, then the plans and the VIP state, with the recommended plan chosen (the longest that does not renew)', async () => {
    const { snapshot, view } = startPurchase();
    expect(view()).toMatchObject({ kind: 'form', catalog: 'loading' });
    await settle();
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context).toMatchObject({ skus: SKUS, vip: VIP_BEFORE, selectedSkuId: 'year' });
    expect(view()).toMatchObject({ kind: 'form', catalog: 'loaded', selectedSku: YEAR, canPurchase: true });
  });

  test('no plan is chosen when every plan renews by itself: an auto-renew plan needs the user’s own choice', async () => {
    const { actor, snapshot, view } = startPurchase(
      { channel: 'WXPAY' },
      { loadCatalog: async () => ({ skus: [AUTO], vip: null }) },
    );
    await settle();
    expect(snapshot().context.selectedSkuId).toBeNull();
    actor.send({ type: 'purchase' });
    expect(view()).toMatchObject({ kind: 'form', hint: '请选择会员套餐' });
    expect(snapshot().value).toEqual({ ready: 'idle' });
  });

  test('立即开通 without a plan says 请选择会员套餐 and asks nobody to sign in; choosing a plan clears it', async () => {
    const { actor, view, calls } = startPurchase(
      { channel: 'WXPAY' },
      { loadCatalog: async () => ({ skus: [AUTO], vip: null }) },
    );
    await settle();
    actor.send({ type: 'purchase' });
    await settle();
    expect(calls().requireLogin).toBe(0);
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(view()).toMatchObject({ kind: 'form', hint: null, selectedSku: AUTO });
  });

  test('a failed catalog load shows the error state, and retry loads again', async () => {
    const { actor, view, loadCatalog } = startPurchase(
      { channel: 'ALIPAY' },
      {
        loadCatalog: inTurn(
          () => Promise.reject(new Error('网络异常')),
          async () => ({ skus: SKUS, vip: null }),
        ),
      },
    );
    await settle();
    expect(view()).toMatchObject({ kind: 'form', catalog: 'failed' });
    actor.send({ type: 'retry' });
    await settle();
    expect(loadCatalog).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ kind: 'form', catalog: 'loaded', vip: null });
  });

  test('vip.refresh re-reads quietly: the selection stays, a plan no longer offered is dropped, a failure keeps what is shown', async () => {
    const { actor, snapshot } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        loadCatalog: inTurn(
          async () => ({ skus: SKUS, vip: VIP_BEFORE }),
          async () => ({ skus: SKUS, vip: VIP_AFTER }),
          async () => ({ skus: [AUTO, YEAR], vip: VIP_AFTER }),
          () => Promise.reject(new Error('网络异常')),
        ),
      },
    );
    actor.send({ type: 'vip.refresh' });
    expect(snapshot().value).toEqual({ ready: 'refreshing' });
    expect(snapshot().can({ type: 'purchase' })).toBe(true);
    await settle();
    expect(snapshot().context).toMatchObject({ vip: VIP_AFTER, selectedSkuId: 'month' });
    actor.send({ type: 'vip.refresh' });
    await settle();
    expect(snapshot().context).toMatchObject({ skus: [AUTO, YEAR], selectedSkuId: 'year' });
    actor.send({ type: 'vip.refresh' });
    await settle();
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context.skus).toEqual([AUTO, YEAR]);
  });

  test('a gift offers only plans that do not renew by themselves', async () => {
    const { snapshot } = startPurchase({ channel: 'WXPAY', isGift: true });
    await settle();
    expect(snapshot().context.skus).toEqual([MONTH, YEAR]);
    expect(snapshot().can({ type: 'sku.select', skuId: AUTO.sku_id })).toBe(false);
  });
});

describe('selection and the auto-renew agreement (h5-flows "Auto-renew")', () => {
  test('a plan that is not offered cannot be selected', async () => {
    const { actor, snapshot } = startPurchase();
    await settle();
    actor.send({ type: 'sku.select', skuId: 'gone' });
    expect(snapshot().context.selectedSkuId).toBe('year');
    expect(selectedSku(snapshot().context)).toEqual(YEAR);
  });

  test('an auto-renew plan cannot be bought without ticking the agreement, which is unticked by default', async () => {
    const { actor, view, calls } = startPurchase();
    await settle();
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(view()).toMatchObject({ agreement: { accepted: false, missing: false } });
    actor.send({ type: 'purchase' });
    expect(view()).toMatchObject({
      kind: 'form',
      hint: '请先阅读并同意《自动续费服务协议》',
      agreement: { accepted: false, missing: true },
    });
    expect(calls().requireLogin).toBe(0);
    actor.send({ type: 'agreement.toggle' });
    expect(view()).toMatchObject({ hint: null, agreement: { accepted: true, missing: false } });
    actor.send({ type: 'purchase' });
    await settle();
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1 });
  });

  test('the agreement is unticked again when another plan is selected, not when the same one is tapped', async () => {
    const { actor, snapshot } = startPurchase();
    await settle();
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(snapshot().context.agreementAccepted).toBe(true);
    actor.send({ type: 'sku.select', skuId: MONTH.sku_id });
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(snapshot().context.agreementAccepted).toBe(false);
  });
});

describe('login and the order (DESIGN §11: a double tap makes one order)', () => {
  test('login cancelled returns to the plans quietly, with nothing created', async () => {
    const { actor, snapshot, view, calls, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      { requireLogin: () => Promise.reject(new Error('取消登录')) },
    );
    actor.send({ type: 'purchase' });
    expect(view()).toMatchObject({ kind: 'form', busy: true, canPurchase: false });
    await settle();
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(view()).toMatchObject({ kind: 'form', busy: false, hint: null });
    expect(effects).toEqual([]);
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 0, pay: 0 });
  });

  test('taps while the order is being made are ignored: one order, paid once', async () => {
    let created: (order: ReturnType<typeof orderFor>) => void = () => {};
    const { actor, calls, createOrder, snapshot, view } = await readyToBuy(
      { channel: 'WXPAY' },
      { createOrder: () => new Promise((resolve) => (created = resolve)) },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'creating' } });
    expect(snapshot().can({ type: 'purchase' })).toBe(false);
    actor.send({ type: 'purchase' });
    created(orderFor('PENDING'));
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenCalledOnce();
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1, pay: 1, queryOrder: 1, loadVip: 1 });
    expect(view()).toMatchObject({ kind: 'paid' });
  });

  test('a double tap on 立即开通 makes exactly one order', async () => {
    const { actor, calls, createOrder, snapshot } = await readyToBuy();
    actor.send({ type: 'purchase' });
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenCalledExactlyOnceWith({ kind: 'vip', skuId: 'month', isGift: false });
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1, pay: 1 });
    expect(snapshot().matches('paid')).toBe(true);
  });

  test('after a cancel, the same plan pays the same order; another plan makes its own', async () => {
    const { actor, calls, createOrder, pay } = await readyToBuy(
      { channel: 'WXPAY' },
      { pay: async (): Promise<PayOutcome> => 'cancel' },
    );
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'sku.select', skuId: 'month' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1, pay: 2 });
    expect((pay.mock.calls[1]![0] as PayInput).orderId).toBe(ORDER_ID);

    actor.send({ type: 'sku.select', skuId: 'year' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenLastCalledWith({ kind: 'vip', skuId: 'year', isGift: false });
    expect(calls()).toMatchObject({ createOrder: 2, pay: 3 });
  });
});

describe('the payment child and its outcomes', () => {
  test('while the payment runs the screen shows its progress: creating, paying, confirming', async () => {
    let paid: (outcome: PayOutcome) => void = () => {};
    const { actor, view } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: () => new Promise((resolve) => (paid = resolve)),
        queryOrder: async () => orderFor('PENDING'),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'paying' } });
    paid('ok');
    await settle();
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'confirming', attempt: 2, maxAttempts: 5 } });
  });

  test('creating the order, then reading the new VIP state, are progress too: never a blank screen', async () => {
    let created: (order: ReturnType<typeof orderFor>) => void = () => {};
    let vip: (state: VipState) => void = () => {};
    const { actor, view } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        createOrder: () => new Promise((resolve) => (created = resolve)),
        loadVip: () => new Promise((resolve) => (vip = resolve)),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'creating' } });
    created(orderFor('PENDING'));
    await settle();
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'confirming', attempt: 1, maxAttempts: 1 } });
    vip(VIP_AFTER);
    await settle();
    expect(view()).toMatchObject({ kind: 'paid', vip: VIP_AFTER });
  });

  test('cancelled: 继续支付 pays the same order, 我已完成支付 queries it, 取消订单 reads then cancels it on the server', async () => {
    const { actor, view, calls, effects, cancelOrder } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: inTurn<[PayInput], PayOutcome>(
          async () => 'cancel',
          async () => 'cancel',
        ),
        queryOrder: async () => orderFor('PENDING'),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled', askingCancel: false });
    actor.send({ type: 'order.pay' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2, queryOrder: 0 });
    actor.send({ type: 'order.check' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls().queryOrder).toBe(MAX_CONFIRM_ATTEMPTS);
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(view()).toMatchObject({ kind: 'form' });
    expect(cancelOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(effects).toContainEqual(['clearPendingOrder']);
    actor.send({ type: 'purchase' });
    await settle();
    expect(calls().createOrder).toBe(2);
  });

  test('cancelled: a tap on 立即开通 does nothing; 继续支付 pays the same order, persisted once, and confirms it', async () => {
    const { actor, snapshot, view, calls, pay, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: inTurn<[PayInput], PayOutcome>(
          async () => 'cancel',
          async () => 'ok',
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().can({ type: 'purchase' })).toBe(false);
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: 0 });
    actor.send({ type: 'purchase' });
    actor.send({ type: 'order.pay' });
    await settle();
    expect(pay.mock.calls.map(([input]) => input)).toEqual([
      { orderId: ORDER_ID, channel: 'WXPAY' },
      { orderId: ORDER_ID, channel: 'WXPAY' },
    ]);
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2, queryOrder: 1 });
    expect(view()).toMatchObject({ kind: 'paid', orderId: ORDER_ID });
    expect(effects.filter(([name]) => name === 'persistPendingOrder')).toHaveLength(1);
  });

  test('cancelled: 我已完成支付 asks the server instead of paying again', async () => {
    const { actor, view, calls, queryOrder } = await readyToBuy({ channel: 'WXPAY' }, { pay: async () => 'cancel' });
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'order.check' });
    await settle();
    expect(queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1 });
    expect(view()).toMatchObject({ kind: 'paid' });
  });

  test('a failure before the order exists says nothing was charged; 重试 buys the chosen plan again', async () => {
    const { actor, view, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        createOrder: inTurn(
          () => Promise.reject(new Error('服务器出错，请刷新重试')),
          async () => orderFor('PENDING'),
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({
      kind: 'failed',
      reason: '订单未创建：服务器出错，请刷新重试',
      mayHaveCharged: false,
      askingCancel: false,
    });
    actor.send({ type: 'retry' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 2, pay: 1 });
    expect(view()).toMatchObject({ kind: 'paid' });
  });

  test('a failure after the order exists may have charged; 重试 pays the same order', async () => {
    const { actor, view, calls, pay } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: inTurn<[PayInput], PayOutcome>(
          () => Promise.reject(new Error('微信支付组件未就绪')),
          async () => 'ok',
        ),
        queryOrder: inTurn(
          async () => orderFor('PENDING'),
          async () => orderFor('PAID'),
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'failed', reason: '微信支付组件未就绪', mayHaveCharged: true, askingCancel: false });
    actor.send({ type: 'retry' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2 });
    expect((pay.mock.calls[1]![0] as PayInput).orderId).toBe(ORDER_ID);
  });

  test('after a failure, choosing a plan or 重新选择套餐 goes back to the plans with nothing bought', async () => {
    const { actor, view, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      { createOrder: () => Promise.reject(new Error('库存不足')) },
    );
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'purchase.again' });
    expect(view()).toMatchObject({ kind: 'form', selectedSku: MONTH, busy: false });
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toMatchObject({ kind: 'failed', mayHaveCharged: false, askingCancel: false });
    actor.send({ type: 'sku.select', skuId: YEAR.sku_id });
    expect(view()).toMatchObject({ kind: 'form', selectedSku: YEAR });
    expect(calls()).toMatchObject({ createOrder: 2, pay: 0 });
  });

  test('a closed order is forgotten here and in storage; 重试 makes a new order for the chosen plan', async () => {
    const { actor, view, createOrder, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        queryOrder: inTurn(
          async () => orderFor('CLOSED'),
          async () => orderFor('PAID', `${ORDER_ID}1`),
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toMatchObject({ kind: 'failed', reason: '订单已关闭，请重新下单' });
    expect(effects).toContainEqual(['clearPendingOrder']);
    actor.send({ type: 'retry' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(createOrder).toHaveBeenLastCalledWith({ kind: 'vip', skuId: 'month', isGift: false });
    expect(view()).toMatchObject({ kind: 'paid', orderId: `${ORDER_ID}1` });
  });

  test('an order resumed from another visit that turns out closed: 重试 goes back to the plans, never buys one unpicked', async () => {
    const { actor, view, createOrder } = startPurchase(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'once' } },
      { queryOrder: async () => orderFor('CLOSED') },
    );
    await settle();
    expect(view()).toMatchObject({ kind: 'failed', reason: '订单已关闭，请重新下单' });
    actor.send({ type: 'retry' });
    await settle();
    expect(view()).toMatchObject({ kind: 'form', catalog: 'loaded' });
    expect(createOrder).not.toHaveBeenCalled();
  });

  test('the desktop pays on /pc-pay: the order is persisted, the page goes there, the pay adapter never starts', async () => {
    const { actor, view, calls, effects } = await readyToBuy({ channel: 'PC' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(effects).toEqual([
      ['persistPendingOrder', { orderId: ORDER_ID, isGift: false }],
      ['goToDesktopPay', ORDER_ID],
    ]);
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'redirecting' } });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 0, queryOrder: 0 });
  });

  test('unknown after every query: 已完成支付 queries again, 继续支付 pays the same order, only 取消订单 frees the page', async () => {
    const { actor, view, calls, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      { queryOrder: async () => orderFor('PENDING') },
    );
    actor.send({ type: 'purchase' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    expect(calls().queryOrder).toBe(MAX_CONFIRM_ATTEMPTS);
    actor.send({ type: 'order.check' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls().queryOrder).toBe(2 * MAX_CONFIRM_ATTEMPTS);
    actor.send({ type: 'order.pay' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2 });
    await vi.advanceTimersByTimeAsync(10_000);
    // No new purchase while the order may be paid: the plans come back only once it is read and cancelled.
    actor.send({ type: 'purchase.again' });
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(view()).toMatchObject({ kind: 'form' });
    expect(effects).toContainEqual(['clearPendingOrder']);
  });

  test('issue repro: unknown, then 继续支付 refused as already paid shows 支付成功 with the VIP end date, no second order', async () => {
    let settled = false;
    const { actor, view, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: async () => {
          if (settled) throw new Error('订单已支付，请勿重复支付');
          return 'ok';
        },
        queryOrder: async () => orderFor(settled ? 'PAID' : 'PENDING'),
      },
    );
    actor.send({ type: 'purchase' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    settled = true;
    actor.send({ type: 'order.pay' });
    await settle();
    expect(view()).toEqual({ kind: 'paid', vip: VIP_AFTER, isGift: false, orderId: ORDER_ID });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2 });
  });

  test('issue 52 §5 back from the cashier with the API down: no plans to show, yet the payment confirms first and ends 支付成功 once the API answers', async () => {
    let apiUp = false;
    const down = () => Promise.reject(new Error('请检查网络连接'));
    const { view } = startPurchase(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'patient' } },
      {
        loadCatalog: () => (apiUp ? Promise.resolve({ skus: SKUS, vip: VIP_BEFORE }) : down()),
        queryOrder: () => (apiUp ? Promise.resolve(orderFor('PAID')) : down()),
      },
    );
    await settle();
    expect(view()).toMatchObject({ kind: 'progress', payment: { kind: 'confirming', unanswered: true } });
    apiUp = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view()).toEqual({ kind: 'paid', vip: VIP_AFTER, isGift: false, orderId: ORDER_ID });
  });

  test('issue 52 §3 a 403 on the order after another tab switched the account: unknown, marked as another account’s, never 支付失败', async () => {
    const { actor, view } = startPurchase(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'patient' } },
      { queryOrder: async () => 'otherAccount' },
    );
    await settle();
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: true });
    actor.send({ type: 'order.check' });
    await settle();
    expect(view()).toMatchObject({ kind: 'unknown', otherAccount: true });
  });

  test('取消订单 on an order that reads paid shows 支付成功 and cancels nothing', async () => {
    const { actor, view, cancelOrder } = await readyToBuy(
      { channel: 'WXPAY' },
      { pay: async () => 'cancel', queryOrder: async () => orderFor('PAID') },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled', askingCancel: false });
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(view()).toMatchObject({ kind: 'paid', vip: VIP_AFTER });
    expect(cancelOrder).not.toHaveBeenCalled();
  });

  test('page.shown reaches the payment while it waits at the cashier: Back is one query, and a cancel', async () => {
    const { actor, view, calls } = await readyToBuy(
      { channel: 'ALIPAY' },
      { pay: async () => 'redirect', queryOrder: async () => orderFor('PENDING') },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'redirecting' } });
    actor.send({ type: 'page.shown' });
    await settle();
    expect(calls().queryOrder).toBe(1);
    expect(view()).toEqual({ kind: 'cancelled', askingCancel: false });
  });

  test('page.shown after paying at the cashier: the one query finds it paid', async () => {
    const { actor, view, calls } = await readyToBuy({ channel: 'ALIPAY' }, { pay: async () => 'redirect' });
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'page.shown' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: 1, loadVip: 1 });
    expect(view()).toMatchObject({ kind: 'paid', orderId: ORDER_ID });
  });

  test('page.shown while cancelled or unknown asks the server once: unpaid stays payable at once, never a new order', async () => {
    const { actor, view, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      { pay: async () => 'cancel', queryOrder: async () => orderFor('PENDING') },
    );
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'page.shown' });
    expect(view()).toMatchObject({ kind: 'progress', payment: { kind: 'confirming', attempt: 1 } });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled', askingCancel: false });
    expect(calls().queryOrder).toBe(1);

    actor.send({ type: 'order.check' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    actor.send({ type: 'page.shown' });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled', askingCancel: false });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: 1 + MAX_CONFIRM_ATTEMPTS + 1 });
  });

  test('page.shown from unknown finds a late settlement: paid', async () => {
    const answers = [...Array(MAX_CONFIRM_ATTEMPTS).fill(orderFor('PENDING')), orderFor('PAID')];
    const { actor, view, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      { queryOrder: async () => answers.shift() ?? orderFor('PENDING') },
    );
    actor.send({ type: 'purchase' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    actor.send({ type: 'page.shown' });
    await settle();
    expect(view()).toMatchObject({ kind: 'paid', vip: VIP_AFTER });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: MAX_CONFIRM_ATTEMPTS + 1 });
  });

  test('page.shown is ignored where there is nothing to re-read', async () => {
    const { actor, snapshot, calls } = startPurchase();
    await settle();
    actor.send({ type: 'page.shown' });
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(calls().queryOrder).toBe(0);
  });
});

describe('resuming a pending order (DESIGN §4: persist the order id, resume on load)', () => {
  test('a reload with an unpaid order asks the server once and offers 继续支付 at once, never 13 s of waiting', async () => {
    const { view, calls } = startPurchase(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'once' } },
      { queryOrder: async () => orderFor('PENDING') },
    );
    await settle();
    expect(view()).toEqual({ kind: 'cancelled', askingCancel: false });
    expect(calls()).toMatchObject({ loadCatalog: 1, queryOrder: 1, createOrder: 0, pay: 0 });
  });

  test('继续支付 after a reload pays the persisted order, never a new one', async () => {
    const { actor, view, calls, pay } = startPurchase(
      { channel: 'WXPAY', resume: { orderId: ORDER_ID, confirm: 'once' } },
      {
        queryOrder: inTurn(
          async () => orderFor('PENDING'),
          async () => orderFor('PAID'),
        ),
      },
    );
    await settle();
    actor.send({ type: 'order.pay' });
    await settle();
    expect(pay).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID, channel: 'WXPAY' });
    expect(calls()).toMatchObject({ requireLogin: 0, createOrder: 0, queryOrder: 2 });
    expect(view()).toMatchObject({ kind: 'paid', orderId: ORDER_ID });
  });

  test('a resumed order still unconfirmed does not trap the page: 取消订单, once confirmed, reads and cancels it, buying nothing', async () => {
    const { actor, view, calls, effects, cancelOrder } = startPurchase(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'patient' } },
      { queryOrder: async () => orderFor('PENDING') },
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    actor.send({ type: 'order.cancel' });
    expect(view()).toEqual({ kind: 'unknown', askingCancel: true, otherAccount: false });
    actor.send({ type: 'cancel.dismiss' });
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'closing' } });
    await settle();
    expect(view()).toMatchObject({ kind: 'form', catalog: 'loaded', selectedSku: YEAR });
    expect(effects).toEqual([['clearPendingOrder'], ['clearPendingOrder']]);
    expect(cancelOrder).toHaveBeenCalledOnce();
    expect(calls()).toMatchObject({ createOrder: 0, pay: 0, queryOrder: MAX_CONFIRM_ATTEMPTS + 1 });
  });

  test('back on the cashier’s success page the order is confirmed patiently, then the new VIP state shows', async () => {
    const { view, calls, effects } = startPurchase(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'patient' } },
      {
        queryOrder: inTurn(
          async () => orderFor('PENDING'),
          async () => orderFor('PAID'),
        ),
      },
    );
    await settle();
    expect(view()).toMatchObject({ kind: 'progress', payment: { kind: 'confirming' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view()).toEqual({ kind: 'paid', vip: VIP_AFTER, isGift: false, orderId: ORDER_ID });
    expect(calls()).toMatchObject({ requireLogin: 0, createOrder: 0, pay: 0, queryOrder: 2, loadVip: 1 });
    // 支付成功 is said once, by the panel: no toast.
    expect(effects).toEqual([['clearPendingOrder']]);
  });

  test('a resumed gift opens its order page once paid', async () => {
    const { view, effects } = startPurchase({
      channel: 'ALIPAY',
      isGift: true,
      resume: { orderId: ORDER_ID, confirm: 'once' },
    });
    await settle();
    expect(view()).toMatchObject({ kind: 'paid', isGift: true, vip: null });
    expect(effects).toContainEqual(['openOrderPage', ORDER_ID]);
  });
});

describe('paid', () => {
  test('paid shows the new VIP state; 继续购买 starts a fresh order', async () => {
    const { actor, view, createOrder, effects } = await readyToBuy();
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toEqual({ kind: 'paid', vip: VIP_AFTER, isGift: false, orderId: ORDER_ID });
    expect(effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }], ['clearPendingOrder']]);
    actor.send({ type: 'purchase.again' });
    expect(view()).toMatchObject({ kind: 'form' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(2);
  });

  test('paid even when the VIP state cannot be reloaded: no end date is shown', async () => {
    const { actor, view } = await readyToBuy(
      { channel: 'WXPAY' },
      { loadVip: () => Promise.reject(new Error('网络异常')) },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(view()).toMatchObject({ kind: 'paid', vip: null });
  });

  test('a gift: paid opens /vip-order/:orderId, where it can be given away', async () => {
    const { actor, effects, createOrder } = await readyToBuy({ channel: 'WXPAY', isGift: true });
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenCalledExactlyOnceWith({ kind: 'vip', skuId: 'month', isGift: true });
    expect(effects).toEqual([
      ['persistPendingOrder', { orderId: ORDER_ID, isGift: true }],
      ['clearPendingOrder'],
      ['openOrderPage', ORDER_ID],
    ]);
  });
});

// About 10,000 model states over the three inputs: well over a minute when the machine is shared.
test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('vipPurchase');
}, 240_000);
