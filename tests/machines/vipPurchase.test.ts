import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  confirmBackoffMs,
  MAX_CONFIRM_ATTEMPTS,
  selectedSku,
  VIP_PURCHASE_TEXT,
  vipPurchaseMachine,
  type CatalogOutput,
  type CreateOrderInput,
  type PayInput,
  type PayOutcome,
  type PurchaseOrder,
  type PurchaseSku,
  type QueryOrderInput,
  type VipPurchaseInput,
  type VipState,
} from '../../src/machines/vipPurchase.machine';
import { MODEL_SAMPLES } from '../../src/machines/registry';
import { expectRegistryModelCovered } from './modelPaths';

const { MONTH, AUTO } = MODEL_SAMPLES;
const YEAR: PurchaseSku = {
  sku_id: 'year',
  name: '年度会员',
  days: 365,
  original_price: 298,
  sale_price: 198,
  auto_renew: false,
};
const SKUS = [MONTH, AUTO, YEAR];
const VIP_BEFORE: VipState = { is_vip: false, vip_end_at: null };
const VIP_AFTER: VipState = { is_vip: true, vip_end_at: '2025-03-01T00:00:00+08:00' };
/** Beyond 2^53: order ids stay strings. */
const ORDER_ID = '9007199254740993';

const orderFor = (
  skuId: string,
  status: PurchaseOrder['status'] = 'PENDING',
  isGift = false,
  orderId = ORDER_ID,
): PurchaseOrder => ({
  order_id: orderId,
  sku_id: skuId,
  amount: 2500,
  status,
  is_gift: isGift,
});

interface Fakes {
  loadCatalog?: () => Promise<CatalogOutput>;
  requireLogin?: () => Promise<void>;
  createOrder?: (input: CreateOrderInput) => Promise<PurchaseOrder>;
  pay?: (input: PayInput) => Promise<PayOutcome>;
  queryOrder?: (input: QueryOrderInput) => Promise<PurchaseOrder>;
  loadVip?: () => Promise<VipState>;
}

function startPurchase(input: VipPurchaseInput = { channel: 'WXPAY' }, fakes: Fakes = {}) {
  const loadCatalog = vi.fn(fakes.loadCatalog ?? (async () => ({ skus: SKUS, vip: VIP_BEFORE })));
  const requireLogin = vi.fn(fakes.requireLogin ?? (async () => {}));
  let made = 0;
  const createOrder = vi.fn(
    fakes.createOrder ??
      (async ({ skuId, isGift }: CreateOrderInput) => orderFor(skuId, 'PENDING', isGift, `${ORDER_ID}${made++ || ''}`)),
  );
  const pay = vi.fn(fakes.pay ?? (async (): Promise<PayOutcome> => 'ok'));
  const queryOrder = vi.fn(
    fakes.queryOrder ??
      (async ({ orderId }: QueryOrderInput) => ({
        ...orderFor('month', 'PAID', input.isGift === true),
        order_id: orderId,
      })),
  );
  const loadVip = vi.fn(fakes.loadVip ?? (async () => VIP_AFTER));
  const effects: Array<[string, unknown?]> = [];
  const machine = vipPurchaseMachine.provide({
    actors: {
      loadCatalog: fromPromise<CatalogOutput>(() => loadCatalog()),
      requireLogin: fromPromise<void>(() => requireLogin()),
      createOrder: fromPromise<PurchaseOrder, CreateOrderInput>(({ input }) => createOrder(input)),
      pay: fromPromise<PayOutcome, PayInput>(({ input }) => pay(input)),
      queryOrder: fromPromise<PurchaseOrder, QueryOrderInput>(({ input }) => queryOrder(input)),
      loadVip: fromPromise<VipState>(() => loadVip()),
    },
    actions: {
      persistPendingOrder: (_, params) => effects.push(['persistPendingOrder', params]),
      clearPendingOrder: () => effects.push(['clearPendingOrder']),
      notify: (_, { message }) => effects.push(['notify', message]),
      openOrderPage: (_, { orderId }) => effects.push(['openOrderPage', orderId]),
      goToDesktopPay: (_, { orderId }) => effects.push(['goToDesktopPay', orderId]),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const tags = () => [...snapshot().tags].sort();
  const calls = () => ({
    loadCatalog: loadCatalog.mock.calls.length,
    requireLogin: requireLogin.mock.calls.length,
    createOrder: createOrder.mock.calls.length,
    pay: pay.mock.calls.length,
    queryOrder: queryOrder.mock.calls.length,
    loadVip: loadVip.mock.calls.length,
  });
  return { actor, snapshot, tags, calls, effects, loadCatalog, requireLogin, createOrder, pay, queryOrder, loadVip };
}

/** A fake whose successive calls answer with the given outcomes, in turn. */
function inTurn<TArgs extends unknown[], T>(
  ...outcomes: Array<(...args: TArgs) => Promise<T>>
): (...args: TArgs) => Promise<T> {
  return (...args) => {
    const next = outcomes.shift();
    if (!next) throw new Error('the fake has no more answers');
    return next(...args);
  };
}

/** A promise the test settles by hand. */
function later<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

async function readyToBuy(input?: VipPurchaseInput, fakes?: Fakes, sku: PurchaseSku = MONTH) {
  const run = startPurchase(input, fakes);
  await settle();
  run.actor.send({ type: 'sku.select', skuId: sku.sku_id });
  if (sku.auto_renew) run.actor.send({ type: 'agreement.toggle' });
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('catalog', () => {
  test('loading shows busy, then the plans and the VIP state; nothing is preselected', async () => {
    const { snapshot, tags } = startPurchase();
    expect(tags()).toEqual(['busy']);
    await settle();
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context).toMatchObject({
      skus: SKUS,
      vip: VIP_BEFORE,
      selectedSkuId: null,
      agreementAccepted: false,
    });
    expect(tags()).toEqual([]);
  });

  test('a failed catalog load shows the error state, and retry loads again', async () => {
    const { actor, snapshot, tags, loadCatalog } = startPurchase(
      { channel: 'ALIPAY' },
      {
        loadCatalog: inTurn(
          () => Promise.reject(new Error('网络异常')),
          async () => ({ skus: SKUS, vip: null }),
        ),
      },
    );
    await settle();
    expect(snapshot().matches('loadFailed')).toBe(true);
    expect(tags()).toEqual(['error']);
    actor.send({ type: 'retry' });
    await settle();
    expect(loadCatalog).toHaveBeenCalledTimes(2);
    expect(snapshot().matches('ready')).toBe(true);
    expect(snapshot().context.vip).toBeNull();
  });

  test('vip.refresh re-reads the catalog quietly: no busy tag, the selection stays', async () => {
    const next = later<CatalogOutput>();
    const { actor, snapshot, tags, loadCatalog } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        loadCatalog: inTurn(
          async () => ({ skus: SKUS, vip: VIP_BEFORE }),
          () => next.promise,
        ),
      },
    );
    actor.send({ type: 'vip.refresh' });
    expect(snapshot().value).toEqual({ ready: 'refreshing' });
    expect(tags()).toEqual([]);
    expect(snapshot().can({ type: 'purchase' })).toBe(true);

    next.resolve({ skus: SKUS, vip: VIP_AFTER });
    await settle();
    expect(loadCatalog).toHaveBeenCalledTimes(2);
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context).toMatchObject({ vip: VIP_AFTER, selectedSkuId: 'month' });
  });

  test('vip.refresh drops a selection that is no longer offered, and a failed refresh keeps what is shown', async () => {
    const { actor, snapshot } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        loadCatalog: inTurn(
          async () => ({ skus: SKUS, vip: VIP_BEFORE }),
          async () => ({ skus: [AUTO], vip: VIP_BEFORE }),
          () => Promise.reject(new Error('网络异常')),
        ),
      },
      AUTO,
    );
    actor.send({ type: 'sku.select', skuId: 'month' });
    actor.send({ type: 'vip.refresh' });
    await settle();
    expect(snapshot().context).toMatchObject({ skus: [AUTO], selectedSkuId: null, agreementAccepted: false });

    actor.send({ type: 'vip.refresh' });
    await settle();
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context).toMatchObject({ skus: [AUTO], vip: VIP_BEFORE, reason: '', hint: '' });
  });
});

describe('selection and the auto-renew agreement', () => {
  test(`purchase without a SKU hints ${VIP_PURCHASE_TEXT.chooseSku}, and selecting clears the hint`, async () => {
    const { actor, snapshot, calls } = startPurchase();
    await settle();
    actor.send({ type: 'purchase' });
    expect(snapshot().context.hint).toBe('请选择会员套餐');
    expect(snapshot().matches('ready')).toBe(true);
    actor.send({ type: 'sku.select', skuId: 'month' });
    expect(snapshot().context).toMatchObject({ hint: '', selectedSkuId: 'month' });
    expect(selectedSku(snapshot().context)).toEqual(MONTH);
    expect(calls().requireLogin).toBe(0);
  });

  test('a SKU that is not offered cannot be selected', async () => {
    const { actor, snapshot } = startPurchase();
    await settle();
    expect(snapshot().can({ type: 'sku.select', skuId: 'gone' })).toBe(false);
    actor.send({ type: 'sku.select', skuId: 'gone' });
    expect(snapshot().context.selectedSkuId).toBeNull();
    expect(selectedSku(snapshot().context)).toBeUndefined();
  });

  test('issue 6: an auto-renew SKU cannot be bought without ticking the agreement', async () => {
    const { actor, snapshot, tags, calls } = startPurchase();
    await settle();
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(snapshot().context.agreementAccepted).toBe(false);
    actor.send({ type: 'purchase' });
    expect(snapshot().context.hint).toBe('请先阅读并同意《自动续费服务协议》');
    expect(snapshot().matches('ready')).toBe(true);
    expect(tags()).toEqual([]);
    expect(calls().requireLogin).toBe(0);

    actor.send({ type: 'agreement.toggle' });
    expect(snapshot().context).toMatchObject({ agreementAccepted: true, hint: '' });
    actor.send({ type: 'purchase' });
    expect(snapshot().matches('authorizing')).toBe(true);
    await settle();
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1 });
  });

  test('issue 6: the agreement is unticked again when another SKU is selected, not when the same one is tapped', async () => {
    const { actor, snapshot } = startPurchase();
    await settle();
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(snapshot().context.agreementAccepted).toBe(true);
    actor.send({ type: 'sku.select', skuId: MONTH.sku_id });
    actor.send({ type: 'sku.select', skuId: AUTO.sku_id });
    expect(snapshot().context.agreementAccepted).toBe(false);
    actor.send({ type: 'purchase' });
    expect(snapshot().context.hint).toBe(VIP_PURCHASE_TEXT.acceptAgreement);
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'agreement.toggle' });
    expect(snapshot().context).toMatchObject({ agreementAccepted: false, hint: '' });
  });

  test('a SKU without auto-renew needs no agreement', async () => {
    const { actor, snapshot } = await readyToBuy();
    actor.send({ type: 'purchase' });
    expect(snapshot().matches('authorizing')).toBe(true);
  });
});

describe('login and the order', () => {
  test('login cancelled returns to ready quietly', async () => {
    const { actor, snapshot, tags, effects, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      { requireLogin: () => Promise.reject(new Error('取消登录')) },
    );
    actor.send({ type: 'purchase' });
    expect(tags()).toEqual(['busy']);
    await settle();
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context).toMatchObject({ hint: '', reason: '', selectedSkuId: 'month', order: null });
    expect(tags()).toEqual([]);
    expect(effects).toEqual([]);
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 0, pay: 0 });
  });

  test('issue 6: a double tap on pay makes exactly one create_order', async () => {
    const created = later<PurchaseOrder>();
    const { actor, snapshot, calls, createOrder, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      { createOrder: () => created.promise },
    );
    actor.send({ type: 'purchase' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().matches('creatingOrder')).toBe(true);
    expect(snapshot().can({ type: 'purchase' })).toBe(false);
    actor.send({ type: 'purchase' });
    created.resolve(orderFor('month'));
    await settle();
    actor.send({ type: 'purchase' });
    await settle();

    expect(createOrder).toHaveBeenCalledExactlyOnceWith({ skuId: 'month', isGift: false });
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1, pay: 1, queryOrder: 1 });
    expect(effects[0]).toEqual(['persistPendingOrder', { orderId: ORDER_ID, isGift: false }]);
    expect(snapshot().matches('paid')).toBe(true);
  });

  test('issue 6: the order id is persisted before the payment starts, so a reload can resume', async () => {
    const seenByPay: string[][] = [];
    let effectsSoFar: Array<[string, unknown?]> = [];
    const run = await readyToBuy(
      { channel: 'ALIPAY' },
      {
        pay: async () => {
          seenByPay.push(effectsSoFar.map(([name]) => name));
          return 'redirect';
        },
      },
    );
    effectsSoFar = run.effects;
    run.actor.send({ type: 'purchase' });
    await settle();
    expect(seenByPay).toEqual([['persistPendingOrder']]);
    expect(run.effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }]]);
  });

  test(`a failed create_order shows 下单失败：<message> and makes no payment; 重试 buys the chosen SKU again`, async () => {
    const { actor, snapshot, tags, calls } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        createOrder: inTurn(
          () => Promise.reject(new Error('库存不足')),
          async () => orderFor('month'),
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().matches('failed')).toBe(true);
    expect(tags()).toEqual(['error']);
    expect(snapshot().context).toMatchObject({ reason: '下单失败：库存不足', order: null });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 0 });

    actor.send({ type: 'retry' });
    expect(snapshot().context.reason).toBe('');
    await settle();
    expect(calls()).toMatchObject({ createOrder: 2, pay: 1 });
    expect(snapshot().matches('paid')).toBe(true);
  });
});

describe('paying', () => {
  test('issue 6: cancel keeps the order payable and paying again creates no new order', async () => {
    const { actor, snapshot, tags, calls, pay, effects } = await readyToBuy(
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
    expect(snapshot().matches('cancelled')).toBe(true);
    expect(tags()).toEqual([]);
    expect(snapshot().context.order).toEqual(orderFor('month'));
    expect(snapshot().can({ type: 'purchase' })).toBe(false);
    expect(snapshot().can({ type: 'order.pay' })).toBe(true);
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: 0 });

    actor.send({ type: 'purchase' });
    actor.send({ type: 'order.pay' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2, queryOrder: 1 });
    expect(pay.mock.calls[1]).toEqual([{ order: orderFor('month'), channel: 'WXPAY' }]);
    expect(snapshot().matches('paid')).toBe(true);
    expect(effects.filter(([name]) => name === 'persistPendingOrder')).toHaveLength(1);
  });

  test('issue 6: after a cancel, 已完成支付 (order.check) queries the order instead of paying', async () => {
    const { actor, snapshot, calls, queryOrder } = await readyToBuy(
      { channel: 'WXPAY' },
      { pay: async () => 'cancel' },
    );
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'order.check' });
    expect(snapshot().matches('confirming')).toBe(true);
    await settle();
    expect(queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1 });
    expect(snapshot().matches('paid')).toBe(true);
  });

  test('issue 6: after a cancel, selecting the same SKU and buying pays the same order; another SKU makes its own order', async () => {
    const { actor, snapshot, calls, createOrder } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: inTurn<[PayInput], PayOutcome>(
          async () => 'cancel',
          async () => 'cancel',
          async () => 'cancel',
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    actor.send({ type: 'sku.select', skuId: 'month' });
    expect(snapshot().matches('ready')).toBe(true);
    expect(snapshot().context.order).toEqual(orderFor('month'));
    actor.send({ type: 'purchase' });
    await settle();
    expect(calls()).toMatchObject({ requireLogin: 1, createOrder: 1, pay: 2 });

    actor.send({ type: 'sku.select', skuId: 'year' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenLastCalledWith({ skuId: 'year', isGift: false });
    expect(calls()).toMatchObject({ createOrder: 2, pay: 3 });
  });

  test('issue 6: a pay error keeps the order: the reason stays on screen and retry pays the same order', async () => {
    const { actor, snapshot, tags, calls, pay } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        pay: inTurn<[PayInput], PayOutcome>(
          () => Promise.reject(new Error('微信支付组件未就绪')),
          async () => 'ok',
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().matches('failed')).toBe(true);
    expect(tags()).toEqual(['error']);
    expect(snapshot().context).toMatchObject({ reason: '微信支付组件未就绪', order: orderFor('month') });

    actor.send({ type: 'retry' });
    await settle();
    expect(calls()).toMatchObject({ createOrder: 1, pay: 2 });
    expect(pay.mock.calls[1]?.[0].order.order_id).toBe(ORDER_ID);
    expect(snapshot().matches('paid')).toBe(true);
  });

  test.each<PayOutcome>(['ok', 'fail'])(
    'WeChat fail/ok are never trusted: the order is queried (%s)',
    async (outcome) => {
      const { actor, snapshot, queryOrder, loadVip } = await readyToBuy(
        { channel: 'WXPAY' },
        {
          pay: async () => outcome,
          queryOrder: inTurn(
            async () => orderFor('month', 'PENDING'),
            async () => orderFor('month', 'PAID'),
          ),
        },
      );
      actor.send({ type: 'purchase' });
      await settle();
      expect(queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
      expect(snapshot().value).toEqual({ confirming: 'waiting' });
      expect(snapshot().hasTag('done')).toBe(false);
      expect(loadVip).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(confirmBackoffMs(1));
      expect(queryOrder).toHaveBeenCalledTimes(2);
      expect(snapshot().matches('paid')).toBe(true);
    },
  );

  test('PC channel goes to desktop pay', async () => {
    const { actor, snapshot, tags, calls, effects } = await readyToBuy({ channel: 'PC' });
    actor.send({ type: 'purchase' });
    await settle();
    expect(effects).toEqual([
      ['persistPendingOrder', { orderId: ORDER_ID, isGift: false }],
      ['goToDesktopPay', ORDER_ID],
    ]);
    expect(snapshot().matches('redirecting')).toBe(true);
    expect(tags()).toEqual(['busy']);
    expect(calls()).toMatchObject({ createOrder: 1, pay: 0, queryOrder: 0 });
  });

  test('a cashier redirect waits for the page to leave; a reload resumes through the persisted order', async () => {
    const { actor, snapshot, tags, calls, effects } = await readyToBuy(
      { channel: 'ALIPAY' },
      { pay: async () => 'redirect' },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().matches('redirecting')).toBe(true);
    expect(tags()).toEqual(['busy']);
    expect(effects).toEqual([['persistPendingOrder', { orderId: ORDER_ID, isGift: false }]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toMatchObject({ pay: 1, queryOrder: 0 });
  });
});

describe('confirming', () => {
  test('an unconfirmed order does not trap the page: 重新选择套餐 forgets it here and in storage, and creates nothing', async () => {
    const { actor, snapshot, calls, effects } = startPurchase(
      { channel: 'ALIPAY', resumeOrderId: ORDER_ID },
      { queryOrder: async () => orderFor('month', 'PENDING') },
    );
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(snapshot().matches('unknown')).toBe(true);
    actor.send({ type: 'purchase.again' });
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context).toMatchObject({ orderId: null, order: null });
    expect(effects).toContainEqual(['clearPendingOrder']);
    expect(calls()).toMatchObject({ createOrder: 0, pay: 0 });
  });

  test('issue 6: confirm queries with backoff up to the limit, then offers 已完成支付 / 遇到问题', async () => {
    const { actor, snapshot, tags, queryOrder, calls, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      { queryOrder: async () => orderFor('month', 'PENDING') },
    );
    expect(MAX_CONFIRM_ATTEMPTS).toBe(5);
    actor.send({ type: 'purchase' });
    await settle();
    expect(queryOrder).toHaveBeenCalledTimes(1);
    expect(snapshot().context.attempts).toBe(1);

    // Waits of 1 s, 2 s, 3 s and 4 s between the five queries.
    for (const [attempt, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 3000],
      [4, 4000],
    ] as const) {
      expect(confirmBackoffMs(attempt)).toBe(wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(queryOrder).toHaveBeenCalledTimes(attempt);
      expect(tags()).toEqual(['busy']);
      await vi.advanceTimersByTimeAsync(1);
      expect(queryOrder).toHaveBeenCalledTimes(attempt + 1);
    }

    expect(snapshot().matches('unknown')).toBe(true);
    expect(tags()).toEqual(['uncertain']);
    expect(snapshot().context.attempts).toBe(MAX_CONFIRM_ATTEMPTS);
    expect(effects).toContainEqual(['notify', '请稍后在订单页核实，不要重复支付']);
    expect(snapshot().can({ type: 'confirm.done' })).toBe(true);
    expect(snapshot().can({ type: 'confirm.problem' })).toBe(true);
    expect(snapshot().can({ type: 'purchase' })).toBe(false);
    expect(snapshot().can({ type: 'order.pay' })).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryOrder).toHaveBeenCalledTimes(MAX_CONFIRM_ATTEMPTS);
    expect(calls()).toMatchObject({ createOrder: 1, pay: 1 });
  });

  test.each(['confirm.done', 'confirm.problem'] as const)(
    'issue 6: %s in the uncertain state queries again with the attempts reset, never a new order',
    async (type) => {
      const answers = [
        ...Array<PurchaseOrder>(MAX_CONFIRM_ATTEMPTS).fill(orderFor('month')),
        orderFor('month', 'PAID'),
      ];
      const { actor, snapshot, calls } = await readyToBuy(
        { channel: 'WXPAY' },
        { queryOrder: async () => answers.shift() ?? orderFor('month') },
      );
      actor.send({ type: 'purchase' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(snapshot().matches('unknown')).toBe(true);

      actor.send({ type });
      expect(snapshot().value).toEqual({ confirming: 'querying' });
      expect(snapshot().context.attempts).toBe(0);
      await settle();
      expect(snapshot().matches('paid')).toBe(true);
      expect(calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: MAX_CONFIRM_ATTEMPTS + 1 });
    },
  );

  test('an unanswered order query counts as an attempt: backoff, retry, then the uncertain state', async () => {
    const { actor, snapshot, queryOrder } = await readyToBuy(
      { channel: 'WXPAY' },
      { queryOrder: () => Promise.reject(new Error('网络异常')) },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().context.attempts).toBe(1);
    expect(snapshot().value).toEqual({ confirming: 'waiting' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queryOrder).toHaveBeenCalledTimes(MAX_CONFIRM_ATTEMPTS);
    expect(snapshot().matches('unknown')).toBe(true);
    expect(snapshot().context.order).toEqual(orderFor('month'));
  });

  test('CLOSED → failed, a new order can then be made', async () => {
    const { actor, snapshot, tags, createOrder, effects } = await readyToBuy(
      { channel: 'WXPAY' },
      {
        queryOrder: inTurn(
          async () => orderFor('month', 'CLOSED'),
          async () => orderFor('month', 'PAID', false, `${ORDER_ID}1`),
        ),
      },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().matches('failed')).toBe(true);
    expect(tags()).toEqual(['error']);
    expect(snapshot().context).toMatchObject({ reason: '订单已关闭，请重新下单', order: null });
    expect(effects).toContainEqual(['clearPendingOrder']);

    actor.send({ type: 'retry' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(snapshot().context.order?.order_id).toBe(`${ORDER_ID}1`);
    expect(snapshot().matches('paid')).toBe(true);
  });

  test('issue 6: a reload while confirming resumes from the persisted order id', async () => {
    const { snapshot, tags, calls, queryOrder, effects } = startPurchase(
      { channel: 'WXPAY', resumeOrderId: ORDER_ID },
      {
        queryOrder: inTurn(
          async () => orderFor('month', 'PENDING'),
          async () => orderFor('month', 'PAID'),
        ),
      },
    );
    expect(snapshot().context).toMatchObject({ orderId: ORDER_ID, order: null });
    await settle();
    expect(snapshot().value).toEqual({ confirming: 'waiting' });
    expect(tags()).toEqual(['busy']);
    expect(snapshot().context.skus).toEqual(SKUS);
    expect(queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });

    await vi.advanceTimersByTimeAsync(1000);
    expect(snapshot().matches('paid')).toBe(true);
    expect(snapshot().context.vip).toEqual(VIP_AFTER);
    expect(calls()).toMatchObject({
      loadCatalog: 1,
      requireLogin: 0,
      createOrder: 0,
      pay: 0,
      queryOrder: 2,
      loadVip: 1,
    });
    expect(effects).toEqual([['clearPendingOrder'], ['notify', '支付成功']]);
  });

  test('issue 6: back from 取消支付 at the cashier, one query shows the order as still payable', async () => {
    const { snapshot, calls, queryOrder } = startPurchase(
      { channel: 'ALIPAY', resumeOrderId: ORDER_ID, cancelledAtCashier: true },
      { queryOrder: async () => orderFor('month', 'PENDING') },
    );
    await settle();
    expect(snapshot().matches('cancelled')).toBe(true);
    expect(queryOrder).toHaveBeenCalledOnce();
    expect(snapshot().context.order).toMatchObject({ status: 'PENDING' });
    expect(calls()).toMatchObject({ createOrder: 0, pay: 0 });
  });

  test('a cashier cancel is still checked: a paid order is paid', async () => {
    const { snapshot } = startPurchase(
      { channel: 'ALIPAY', resumeOrderId: ORDER_ID, cancelledAtCashier: true },
      { queryOrder: async () => orderFor('month', 'PAID') },
    );
    await settle();
    expect(snapshot().matches('paid')).toBe(true);
  });

  test('page.shown re-reads the order', async () => {
    // From the external cashier (iOS back-forward cache shows the page again).
    const redirected = await readyToBuy({ channel: 'ALIPAY' }, { pay: async () => 'redirect' });
    redirected.actor.send({ type: 'purchase' });
    await settle();
    redirected.actor.send({ type: 'page.shown' });
    await settle();
    expect(redirected.queryOrder).toHaveBeenCalledExactlyOnceWith({ orderId: ORDER_ID });
    expect(redirected.snapshot().matches('paid')).toBe(true);

    // After a cancel, and from the uncertain state.
    const cancelled = await readyToBuy(
      { channel: 'WXPAY' },
      { pay: async () => 'cancel', queryOrder: async () => orderFor('month', 'PENDING') },
    );
    cancelled.actor.send({ type: 'purchase' });
    await settle();
    cancelled.actor.send({ type: 'page.shown' });
    expect(cancelled.snapshot().matches('confirming')).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cancelled.snapshot().matches('unknown')).toBe(true);
    cancelled.actor.send({ type: 'page.shown' });
    expect(cancelled.snapshot().value).toEqual({ confirming: 'querying' });
    await settle();
    expect(cancelled.calls()).toMatchObject({ createOrder: 1, pay: 1, queryOrder: MAX_CONFIRM_ATTEMPTS + 1 });
  });

  test('page.shown is ignored where there is nothing to re-read', async () => {
    const { actor, snapshot, calls } = startPurchase();
    await settle();
    actor.send({ type: 'page.shown' });
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(calls().queryOrder).toBe(0);
  });
});

describe('paid', () => {
  test('paid shows the new VIP state, clears the pending order, and purchase.again starts a fresh order', async () => {
    const { actor, snapshot, tags, effects, createOrder } = await readyToBuy();
    actor.send({ type: 'purchase' });
    await settle();
    expect(tags()).toEqual(['done']);
    expect(snapshot().context).toMatchObject({ vip: VIP_AFTER, order: orderFor('month', 'PAID') });
    expect(effects).toEqual([
      ['persistPendingOrder', { orderId: ORDER_ID, isGift: false }],
      ['clearPendingOrder'],
      ['notify', '支付成功'],
    ]);

    actor.send({ type: 'purchase.again' });
    expect(snapshot().value).toEqual({ ready: 'idle' });
    expect(snapshot().context.order).toBeNull();
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(2);
  });

  test('paid even when the VIP state cannot be reloaded: no end date is shown', async () => {
    const { actor, snapshot } = await readyToBuy(
      { channel: 'WXPAY' },
      { loadVip: () => Promise.reject(new Error('网络异常')) },
    );
    actor.send({ type: 'purchase' });
    await settle();
    expect(snapshot().matches('paid')).toBe(true);
    expect(snapshot().context.vip).toBeNull();
  });

  test('gift: paid opens the order page', async () => {
    const { actor, snapshot, effects, createOrder } = await readyToBuy({ channel: 'WXPAY', isGift: true });
    expect(snapshot().context.isGift).toBe(true);
    actor.send({ type: 'purchase' });
    await settle();
    expect(createOrder).toHaveBeenCalledExactlyOnceWith({ skuId: 'month', isGift: true });
    expect(snapshot().matches('paid')).toBe(true);
    expect(effects).toEqual([
      ['persistPendingOrder', { orderId: ORDER_ID, isGift: true }],
      ['clearPendingOrder'],
      ['notify', '支付成功'],
      ['openOrderPage', ORDER_ID],
    ]);
  });

  test('gift: a resumed gift order opens the order page once paid', async () => {
    const { snapshot, effects } = startPurchase(
      { channel: 'ALIPAY', isGift: true, resumeOrderId: ORDER_ID },
      { queryOrder: async () => orderFor('year', 'PAID', true) },
    );
    await settle();
    expect(snapshot().matches('paid')).toBe(true);
    expect(effects).toContainEqual(['openOrderPage', ORDER_ID]);
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('vipPurchase');
}, 60_000);
