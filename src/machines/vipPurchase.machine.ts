import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { Order } from '../domain/order';
import type { PayChannel, PaymentResult } from '../domain/payment';
import { recommendedSku, type Sku, type VipState } from '../domain/vip';
import { notProvidedIn, requiredActionIn, type OrderIdParams } from './effects';
import { paymentMachine, type ConfirmMode, type OrderCheck } from './payment.machine';

export interface VipPurchaseInput {
  channel: PayChannel;
  /** /buy-vip-gift: the order is a gift; once paid the route shows /vip-order/:orderId. */
  isGift?: boolean;
  /** A pending order persisted before an external payment page or a reload: the flow starts by confirming it. */
  resume?: { orderId: string; confirm: ConfirmMode };
}

export interface CatalogOutput {
  skus: Sku[];
  /** null when signed out. */
  vip: VipState | null;
}

/** Why `purchase` did nothing; the view words it. */
export type PurchaseHint = 'chooseSku' | 'acceptAgreement' | null;

export interface VipPurchaseContext {
  channel: PayChannel;
  isGift: boolean;
  /** The SKUs on offer: a gift never renews by itself, so auto-renew SKUs are left out of gifts. */
  skus: Sku[];
  /** The signed-in user's VIP state; null when signed out, or after paying when it could not be reloaded. */
  vip: VipState | null;
  /** The recommended plan until the user picks another. */
  selectedSkuId: string | null;
  /** The auto-renew agreement checkbox: unticked at first and whenever another SKU is selected. */
  agreementAccepted: boolean;
  hint: PurchaseHint;
  /** The order being paid, payable again after a cancel or a failure: never replaced while it is. */
  orderId: string | null;
  /** The SKU that order is for; null for an order resumed from storage. */
  orderSkuId: string | null;
  /** How the next payment starts with `orderId`: pay it (null), confirm it, or cancel it. */
  confirm: Exclude<OrderCheck, 'refused'> | null;
  paidOrder: Order | null;
  /** What went wrong, shown on screen in `failed`. */
  reason: string;
  /** The failure came before any order existed: nothing can have been charged. */
  failedBeforeOrder: boolean;
}

export type VipPurchaseEvent =
  | { type: 'retry' }
  | { type: 'sku.select'; skuId: string }
  | { type: 'agreement.toggle' }
  | { type: 'purchase' }
  /** Re-read the catalog and the VIP state quietly, e.g. after a wallet exchange, a redeem or a cancelled agreement. */
  | { type: 'vip.refresh' }
  /** 继续支付: the same order. */
  | { type: 'order.pay' }
  /** 我已完成支付 / 已完成支付 / 遇到问题: ask the server again, patiently. */
  | { type: 'order.check' }
  /** 重新选择套餐 (no order was made) / 继续购买 (after success): back to the plans. */
  | { type: 'purchase.again' }
  /** 取消订单, then its confirmation: the order is read first, and cancelled on the server only if unpaid. */
  | { type: 'order.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  /** pageshow, including iOS showing the page from its back-forward cache. */
  | { type: 'page.shown' };

/** The SKU the user picked, if any. */
export const selectedSku = (context: Pick<VipPurchaseContext, 'skus' | 'selectedSkuId'>): Sku | undefined =>
  context.skus.find((sku) => sku.sku_id === context.selectedSkuId);

const notProvided = notProvidedIn('vipPurchase');
const required = requiredActionIn('vipPurchase');

const paymentOutcome = ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output });
type ResultParams = ReturnType<typeof paymentOutcome>;

/** Where the payment's outcome leads, keeping what it says (the order, or why it failed). */
const onOutcome = (outcome: PaymentResult['outcome'], target: string) =>
  ({
    guard: {
      type: 'outcomeIs',
      params: ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output, outcome }),
    },
    target,
    actions: { type: 'storeResult', params: paymentOutcome },
  }) as const;

/** Into `purchasing`: pay the order there is (or a new one), confirm it first, or cancel it. */
const toPayment = (confirm: Exclude<OrderCheck, 'refused'> | null) =>
  ({ target: '#vipPurchase.purchasing', actions: { type: 'startPayment', params: { confirm } } }) as const;

const backToPlans = { target: '#vipPurchase.ready', actions: ['forgetOrder', 'clearPendingOrder'] } as const;

/**
 * The substates of an end that keeps an order: 取消订单 asks first (tag `askingCancel`), then the payment reads the
 * order and cancels it only if unpaid (query, never re-pay).
 */
const cancelOrderDialog = {
  initial: 'shown',
  states: {
    shown: { on: { 'order.cancel': { guard: 'hasOrder', target: 'asking' } } },
    asking: {
      tags: 'askingCancel',
      on: { 'cancel.dismiss': 'shown', 'cancel.confirm': toPayment('cancel') },
    },
  },
} as const;

/**
 * After a cancelled or failed payment: choosing a plan or the agreement goes back to the plans, where the same plan
 * pays the order kept; a new purchase starts only once no order is kept (none made, or 取消订单).
 */
const choosingAgain = {
  'sku.select': { guard: 'skuListed', target: '#vipPurchase.ready', actions: 'selectSku' },
  'agreement.toggle': { target: '#vipPurchase.ready', actions: 'toggleAgreement' },
} as const;

/**
 * The money path of /vip-subscribe (VIP purchase) and /buy-vip-gift (VIP gift): catalog, SKU and
 * auto-renew agreement, login, then the payment machine as a child, and the new VIP state.
 *
 * Views render `purchaseView(snapshot)` (vipPurchase.view.ts) and send the events above.
 * An order is reused while it is payable, so a double tap or a second try makes one order.
 * (A little over 300 lines: a third of the file is the typed input, context and events its view and driver share.)
 */
export const vipPurchaseMachine = setup({
  types: {
    input: {} as VipPurchaseInput,
    context: {} as VipPurchaseContext,
    events: {} as VipPurchaseEvent,
  },
  actors: {
    loadCatalog: fromPromise<CatalogOutput>(notProvided('loadCatalog')),
    /** Resolves once signed in; rejects when the user closes the login dialog. */
    requireLogin: fromPromise<void>(notProvided('requireLogin')),
    payment: paymentMachine,
    loadVip: fromPromise<VipState>(notProvided('loadVip')),
  },
  actions: {
    clearPendingOrder: required('clearPendingOrder'),
    openOrderPage: required<OrderIdParams>('openOrderPage'),
    storeCatalog: assign(({ context }, { skus: all, vip }: CatalogOutput) => {
      const skus = context.isGift ? all.filter((sku) => !sku.auto_renew) : all;
      const stillListed = skus.some((sku) => sku.sku_id === context.selectedSkuId);
      return stillListed
        ? { skus, vip }
        : { skus, vip, selectedSkuId: recommendedSku(skus)?.sku_id ?? null, agreementAccepted: false };
    }),
    selectSku: assign(({ context, event }) => {
      assertEvent(event, 'sku.select');
      const changed = event.skuId !== context.selectedSkuId;
      return { selectedSkuId: event.skuId, agreementAccepted: changed ? false : context.agreementAccepted, hint: null };
    }),
    toggleAgreement: assign({ agreementAccepted: ({ context }) => !context.agreementAccepted, hint: null }),
    showHint: assign({ hint: (_, { hint }: { hint: PurchaseHint }) => hint }),
    startPayment: assign(({ context }, { confirm }: { confirm: Exclude<OrderCheck, 'refused'> | null }) => ({
      confirm,
      // A new order is for the SKU selected now.
      orderSkuId: context.orderId === null ? context.selectedSkuId : context.orderSkuId,
    })),
    storeResult: assign((_, { result }: ResultParams) =>
      result.outcome === 'paid'
        ? { paidOrder: result.order, orderId: null, reason: '' }
        : result.outcome === 'failed'
          ? { orderId: result.orderId, reason: result.reason, failedBeforeOrder: !result.orderCreated }
          : { orderId: result.outcome === 'closed' ? null : result.orderId, reason: '' },
    ),
    forgetOrder: assign({ orderId: null, orderSkuId: null, paidOrder: null }),
    storeVip: assign({ vip: (_, { vip }: { vip: VipState | null }) => vip }),
    showReason: assign({ reason: (_, { reason }: { reason: string }) => reason }),
  },
  guards: {
    skuListed: ({ context, event }) => {
      assertEvent(event, 'sku.select');
      return context.skus.some((sku) => sku.sku_id === event.skuId);
    },
    noSkuSelected: ({ context }) => selectedSku(context) === undefined,
    agreementMissing: ({ context }) => selectedSku(context)?.auto_renew === true && !context.agreementAccepted,
    /** The payable order already made for the selected SKU: pay it, never make another. */
    orderForSelectedSku: ({ context }) => context.orderId !== null && context.orderSkuId === context.selectedSkuId,
    resuming: ({ context }) => context.orderId !== null && context.confirm !== null,
    hasOrder: ({ context }) => context.orderId !== null,
    noOrder: ({ context }) => context.orderId === null,
    planChosenHere: ({ context }) => context.orderSkuId !== null && context.orderSkuId === context.selectedSkuId,
    outcomeIs: (_, { result, outcome }: ResultParams & { outcome: PaymentResult['outcome'] }) =>
      result.outcome === outcome,
    giftOrder: ({ context }) => context.paidOrder?.is_gift ?? context.isGift,
  },
}).createMachine({
  id: 'vipPurchase',
  context: ({ input }) => ({
    channel: input.channel,
    isGift: input.isGift === true,
    skus: [],
    vip: null,
    selectedSkuId: null,
    agreementAccepted: false,
    hint: null,
    orderId: input.resume?.orderId ?? null,
    orderSkuId: null,
    confirm: input.resume?.confirm ?? null,
    paidOrder: null,
    reason: '',
    failedBeforeOrder: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        onDone: [
          {
            guard: 'resuming',
            target: 'purchasing',
            actions: { type: 'storeCatalog', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'storeCatalog', params: ({ event }) => event.output } },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'sku.select': { guard: 'skuListed', actions: 'selectSku' },
        'agreement.toggle': { actions: 'toggleAgreement' },
        purchase: [
          { guard: 'noSkuSelected', actions: { type: 'showHint', params: { hint: 'chooseSku' } } },
          { guard: 'agreementMissing', actions: { type: 'showHint', params: { hint: 'acceptAgreement' } } },
          { guard: 'orderForSelectedSku', ...toPayment(null) },
          { target: 'authorizing' },
        ],
        'vip.refresh': '.refreshing',
      },
      states: {
        idle: {},
        /** Quiet: the screen stays usable, and a failure keeps what is shown. */
        refreshing: {
          invoke: {
            id: 'loadCatalog',
            src: 'loadCatalog',
            onDone: { target: 'idle', actions: { type: 'storeCatalog', params: ({ event }) => event.output } },
            onError: 'idle',
          },
        },
      },
    },
    authorizing: {
      tags: 'busy',
      invoke: {
        id: 'requireLogin',
        src: 'requireLogin',
        // A new order for the plan chosen now: an order kept for another plan is not paid by mistake.
        onDone: { target: 'purchasing', actions: ['forgetOrder', { type: 'startPayment', params: { confirm: null } }] },
        // The user closed the login dialog: back to the plans, without an error.
        onError: 'ready',
      },
    },
    purchasing: {
      tags: 'busy',
      on: { 'page.shown': { actions: sendTo('payment', { type: 'page.shown' }) } },
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          channel: context.channel,
          request: { kind: 'vip', skuId: context.selectedSkuId ?? '', isGift: context.isGift },
          orderId: context.orderId,
          confirm: context.confirm ?? undefined,
        }),
        onDone: [
          onOutcome('paid', 'finishing'),
          onOutcome('cancelled', 'cancelled'),
          onOutcome('failed', 'failed'),
          onOutcome('unknown', 'unknown'),
          { ...onOutcome('closed', 'ready'), actions: ['forgetOrder', 'clearPendingOrder'] },
        ],
        // Only a bug in the payment machine gets here; the order, if any, stays payable.
        onError: { target: 'failed', actions: { type: 'showReason', params: { reason: '支付出错，请稍后重试' } } },
      },
    },
    finishing: {
      tags: 'busy',
      invoke: {
        id: 'loadVip',
        src: 'loadVip',
        onDone: { target: 'paid', actions: { type: 'storeVip', params: ({ event }) => ({ vip: event.output }) } },
        // Paid all the same; the screen goes without the new end date.
        onError: { target: 'paid', actions: { type: 'storeVip', params: { vip: null } } },
      },
    },
    paid: {
      tags: 'done',
      // A gift: the route shows /vip-order/:orderId, where it can be given away.
      entry: enqueueActions(({ context, check, enqueue }) => {
        if (check('giftOrder') && context.paidOrder)
          enqueue({ type: 'openOrderPage', params: { orderId: context.paidOrder.order_id } });
      }),
      on: { 'purchase.again': { target: 'ready', actions: 'forgetOrder' } },
    },
    /** Unpaid and payable: 继续支付, 我已完成支付 or 取消订单. */
    cancelled: {
      ...cancelOrderDialog,
      on: {
        'order.pay': toPayment(null),
        'order.check': toPayment('patient'),
        'page.shown': toPayment('once'),
        ...choosingAgain,
      },
    },
    failed: {
      tags: 'error',
      ...cancelOrderDialog,
      on: {
        // 重试: pay the order there is, else buy again the plan chosen here, else (an order resumed from another
        // visit that closed) choose anew rather than buy a plan the user did not pick.
        retry: [
          { guard: 'hasOrder', ...toPayment(null) },
          { guard: 'planChosenHere', target: 'authorizing' },
          { target: 'ready' },
        ],
        // 重新选择套餐, when no order was made.
        'purchase.again': { guard: 'noOrder', ...backToPlans },
        ...choosingAgain,
      },
    },
    /**
     * Still unpaid after every query (h5-flows "WeChat JSAPI"): check again, pay the same order, or cancel it after
     * reading it; no new purchase while it may be paid.
     */
    unknown: {
      tags: 'uncertain',
      ...cancelOrderDialog,
      on: {
        'order.check': toPayment('patient'),
        'order.pay': toPayment(null),
        'page.shown': toPayment('once'),
      },
    },
  },
});
