import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Order } from '../../src/domain/order';
import type { PayOutcome } from '../../src/domain/payment';
import type { VipState } from '../../src/domain/vip';
import { paymentMachine } from '../../src/machines/payment.machine';
import { confirmBackoffMs, MAX_CONFIRM_ATTEMPTS } from '../../src/machines/payment.context';
import { paymentView } from '../../src/machines/payment.view';
import { VIP_SAMPLES } from '../../src/machines/vipPurchase.model';
import {
  vipPurchaseMachine,
  type CatalogOutput,
  type VipPurchaseContext,
  type VipPurchaseInput,
} from '../../src/machines/vipPurchase.machine';
import { purchaseView } from '../../src/machines/vipPurchase.view';
import { settle } from './fakes';
import { ORDER_ID, orderFor, providePayment, type PaymentFakes } from './paymentFakes';

/*
 * DESIGN §4: the VIP and gift screens render purchaseView(snapshot), and the payment's progress is paymentView of
 * the child. One test per kind of props each selector gives: on snapshots resolved at each state, and on a live
 * purchase where the payment child feeds the progress.
 */

const { MONTH, AUTO, VIP_BEFORE, VIP_AFTER } = VIP_SAMPLES;

describe('paymentView: what the screen shows while one payment runs', () => {
  const REQUEST = { kind: 'vip', skuId: 'month', isGift: false } as const;
  const at = (value: Parameters<typeof paymentMachine.resolveState>[0]['value'], attempts = 0) =>
    paymentView(
      paymentMachine.resolveState({
        value,
        context: {
          channel: 'WXPAY',
          request: REQUEST,
          orderId: ORDER_ID,
          orderCreated: true,
          paidOrder: null,
          confirm: 'patient',
          unanswered: 0,
          otherAccount: false,
          attempts,
          reason: '',
        },
      }),
    );

  test('creating the order', () => expect(at('creating')).toEqual({ kind: 'creating' }));
  test('paying through the channel’s adapter', () => expect(at('paying')).toEqual({ kind: 'paying' }));
  test('leaving for the cashier or /pc-pay', () => expect(at('redirecting')).toEqual({ kind: 'redirecting' }));

  test('confirming: the query in flight is attempt 1 of 5 at first', () =>
    expect(at({ confirming: 'querying' })).toEqual({
      kind: 'confirming',
      attempt: 1,
      maxAttempts: MAX_CONFIRM_ATTEMPTS,
    }));

  test.each([1, 2, 3, 4])(
    'confirming: waiting after %i unanswered queries counts the next one, never more than 5',
    (attempts) => {
      expect(at({ confirming: 'waiting' }, attempts)).toEqual({
        kind: 'confirming',
        attempt: attempts + 1,
        maxAttempts: MAX_CONFIRM_ATTEMPTS,
      });
      expect(at({ confirming: 'querying' }, attempts)).toMatchObject({ attempt: attempts + 1 });
    },
  );

  test.each(['paid', 'cancelled', 'failed', 'unknown'])(
    '%s: ended, the flow that started it shows the outcome',
    (end) => expect(at(end)).toEqual({ kind: 'ended' }),
  );
});

describe('purchaseView: the plans form', () => {
  const CONTEXT: VipPurchaseContext = {
    channel: 'WXPAY',
    isGift: false,
    skus: [MONTH, AUTO],
    vip: VIP_BEFORE,
    selectedSkuId: 'month',
    agreementAccepted: false,
    hint: null,
    orderId: null,
    orderSkuId: null,
    confirm: null,
    paidOrder: null,
    reason: '',
    failedBeforeOrder: false,
    otherAccount: false,
  };
  const at = (value: Parameters<typeof vipPurchaseMachine.resolveState>[0]['value'], context = {}) =>
    purchaseView(vipPurchaseMachine.resolveState({ value, context: { ...CONTEXT, ...context } }));

  test('the catalog loading: no plans yet and nothing to buy', () => {
    expect(at('loading', { skus: [], vip: null, selectedSkuId: null })).toEqual({
      kind: 'form',
      catalog: 'loading',
      skus: [],
      selectedSku: null,
      agreement: null,
      hint: null,
      busy: false,
      canPurchase: false,
      vip: null,
      isGift: false,
    });
  });

  test('the catalog failed: the error where the plans go, and nothing to buy until 重试', () => {
    expect(at('loadFailed', { skus: [], vip: null, selectedSkuId: null })).toMatchObject({
      kind: 'form',
      catalog: 'failed',
      canPurchase: false,
    });
  });

  test('loaded: the plans, the chosen one, the VIP state, and 立即开通 can be tapped', () => {
    expect(at({ ready: 'idle' })).toEqual({
      kind: 'form',
      catalog: 'loaded',
      skus: [MONTH, AUTO],
      selectedSku: MONTH,
      agreement: null,
      hint: null,
      busy: false,
      canPurchase: true,
      vip: VIP_BEFORE,
      isGift: false,
    });
  });

  test('a quiet refresh keeps the form usable', () => {
    expect(at({ ready: 'refreshing' })).toMatchObject({ catalog: 'loaded', busy: false, canPurchase: true });
  });

  test('no plan chosen: 立即开通 says 请选择会员套餐', () => {
    expect(at({ ready: 'idle' }, { selectedSkuId: null, hint: 'chooseSku' })).toMatchObject({
      selectedSku: null,
      agreement: null,
      hint: '请选择会员套餐',
    });
  });

  test('an auto-renew plan shows its agreement, unticked by default', () => {
    expect(at({ ready: 'idle' }, { selectedSkuId: AUTO.sku_id })).toMatchObject({
      selectedSku: AUTO,
      agreement: { accepted: false, missing: false },
      hint: null,
    });
  });

  test('an auto-renew plan bought without the agreement: marked missing with 请先阅读并同意《自动续费服务协议》', () => {
    expect(at({ ready: 'idle' }, { selectedSkuId: AUTO.sku_id, hint: 'acceptAgreement' })).toMatchObject({
      agreement: { accepted: false, missing: true },
      hint: '请先阅读并同意《自动续费服务协议》',
    });
  });

  test('the agreement ticked: accepted', () => {
    expect(at({ ready: 'idle' }, { selectedSkuId: AUTO.sku_id, agreementAccepted: true })).toMatchObject({
      agreement: { accepted: true, missing: false },
    });
  });

  test('signing in: the button is busy and ignores taps', () => {
    expect(at('authorizing')).toMatchObject({ kind: 'form', busy: true, canPurchase: false });
  });

  test('signed out: no VIP state; a gift says so', () => {
    expect(at({ ready: 'idle' }, { vip: null, isGift: true, skus: [MONTH] })).toMatchObject({
      vip: null,
      isGift: true,
      skus: [MONTH],
    });
  });
});

describe('purchaseView: the ends of a purchase', () => {
  const CONTEXT: VipPurchaseContext = {
    channel: 'WXPAY',
    isGift: false,
    skus: [MONTH],
    vip: VIP_AFTER,
    selectedSkuId: 'month',
    agreementAccepted: false,
    hint: null,
    orderId: ORDER_ID,
    orderSkuId: 'month',
    confirm: null,
    paidOrder: null,
    reason: '',
    failedBeforeOrder: false,
    otherAccount: false,
  };
  const at = (value: string, context: Partial<VipPurchaseContext> = {}) =>
    purchaseView(vipPurchaseMachine.resolveState({ value, context: { ...CONTEXT, ...context } }));

  test('paid: the new VIP state and the order', () => {
    expect(at('paid', { orderId: null, paidOrder: orderFor('PAID') })).toEqual({
      kind: 'paid',
      vip: VIP_AFTER,
      isGift: false,
      orderId: ORDER_ID,
    });
  });

  test('paid without a readable VIP state: no end date', () => {
    expect(at('paid', { vip: null, paidOrder: orderFor('PAID') })).toMatchObject({ kind: 'paid', vip: null });
  });

  test('a paid gift: the order to give away, never the buyer’s own VIP state', () => {
    expect(at('paid', { isGift: true, paidOrder: orderFor('PAID', ORDER_ID, true) })).toEqual({
      kind: 'paid',
      vip: null,
      isGift: true,
      orderId: ORDER_ID,
    });
  });

  test('cancelled: unpaid and payable (继续支付, 我已完成支付, 取消订单)', () => {
    expect(at('cancelled')).toEqual({ kind: 'cancelled', askingCancel: false });
  });

  test('failed before an order existed: the reason, and nothing can have been charged', () => {
    expect(at('failed', { orderId: null, reason: '订单未创建：库存不足', failedBeforeOrder: true })).toEqual({
      kind: 'failed',
      reason: '订单未创建：库存不足',
      mayHaveCharged: false,
      askingCancel: false,
    });
  });

  test('failed with an order made: the reason, and it may have been charged', () => {
    expect(at('failed', { reason: '微信支付组件未就绪' })).toEqual({
      kind: 'failed',
      reason: '微信支付组件未就绪',
      mayHaveCharged: true,
      askingCancel: false,
    });
  });

  test('unknown after every query: 已完成支付 / 遇到问题', () => {
    expect(at('unknown')).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
  });
});

describe('purchaseView: the payment child’s progress on a live purchase', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** The purchase of MONTH with its payment child on fakes, its VIP state read by `loadVip`. */
  async function buying(
    fakes: PaymentFakes,
    loadVip: () => Promise<VipState> = async () => VIP_AFTER,
    input: VipPurchaseInput = { channel: 'WXPAY' },
  ) {
    const machine = vipPurchaseMachine.provide({
      actors: {
        loadCatalog: fromPromise<CatalogOutput>(async () => ({ skus: [MONTH], vip: VIP_BEFORE })),
        requireLogin: fromPromise<void>(async () => {}),
        payment: providePayment(fakes).machine,
        loadVip: fromPromise<VipState>(loadVip),
      },
      actions: { clearPendingOrder: () => {}, openOrderPage: () => {} },
    });
    const actor = createActor(machine, { input }).start();
    await settle();
    actor.send({ type: 'purchase' });
    await settle();
    return () => purchaseView(actor.getSnapshot());
  }
  const never = <T>() => new Promise<T>(() => {});

  test('creating the order', async () => {
    const view = await buying({ createOrder: never<Order> });
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'creating' } });
  });

  test('paying', async () => {
    const view = await buying({ pay: never<PayOutcome> });
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'paying' } });
  });

  test('leaving for the cashier', async () => {
    const view = await buying({ pay: async () => 'redirect' }, undefined, { channel: 'ALIPAY' });
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'redirecting' } });
  });

  test('leaving for /pc-pay on the desktop', async () => {
    const view = await buying({}, undefined, { channel: 'PC' });
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'redirecting' } });
  });

  test('confirming: attempt 1 of 5 … 5 of 5 as the back-off runs, then unknown', async () => {
    const view = await buying({ queryOrder: async () => orderFor('PENDING') });
    for (let attempt = 2; attempt <= MAX_CONFIRM_ATTEMPTS; attempt += 1) {
      expect(view()).toEqual({
        kind: 'progress',
        payment: { kind: 'confirming', attempt, maxAttempts: MAX_CONFIRM_ATTEMPTS },
      });
      await vi.advanceTimersByTimeAsync(confirmBackoffMs(attempt - 1));
    }
    expect(view()).toEqual({ kind: 'unknown', askingCancel: false, otherAccount: false });
  });

  test('the first query in flight is attempt 1', async () => {
    const view = await buying({ queryOrder: never<Order | null> });
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'confirming', attempt: 1, maxAttempts: 5 } });
  });

  test('paid, reading the new VIP state: still progress, never a blank screen', async () => {
    const view = await buying({}, never<VipState>);
    expect(view()).toEqual({ kind: 'progress', payment: { kind: 'confirming', attempt: 1, maxAttempts: 1 } });
  });
});
