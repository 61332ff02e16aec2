import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { Order } from '../domain/order';
import type { PayChannel, PaymentResult } from '../domain/payment';
import { recommendedSku, type Sku, type VipState } from '../domain/vip';
import { notProvidedIn, requiredActionIn, type OrderIdParams } from './effects';
import { paymentMachine } from './payment.machine';
import { type ConfirmMode, type OrderCheck } from './payment.context';
import { orderKept, toPayment } from './vipPurchase.orderKept';
import { onOutcome, outcomeIs, PAYMENT_BROKE, paying, signInActor, signingIn } from './steps';

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
  /** The order could not be confirmed because another account is signed in now (unknown). */
  otherAccount: boolean;
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

/**
 * The money path of /vip-subscribe (VIP purchase) and /buy-vip-gift (VIP gift): catalog, SKU and
 * auto-renew agreement, login, then the payment machine as a child, and the new VIP state.
 *
 * Views render `purchaseView(snapshot)` (vipPurchase.view.ts) and send the events above.
 * An order is reused while it is payable, so a double tap or a second try makes one order.
 */
export const vipPurchaseMachine = setup({
  types: {
    input: {} as VipPurchaseInput,
    context: {} as VipPurchaseContext,
    events: {} as VipPurchaseEvent,
  },
  actors: {
    loadCatalog: fromPromise<CatalogOutput>(notProvided('loadCatalog')),
    requireLogin: signInActor('vipPurchase'),
    payment: paymentMachine,
    loadVip: fromPromise<VipState>(notProvided('loadVip')),
  },
  actions: {
    clearPendingOrder: required('clearPendingOrder'),
    openOrderPage: required<OrderIdParams>('openOrderPage'),
    forwardPageShown: sendTo('payment', { type: 'page.shown' }),
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
    storeOutcome: assign((_, { result }: { result: PaymentResult }) => ({
      otherAccount: result.outcome === 'unknown' && result.otherAccount,
      ...(result.outcome === 'paid'
        ? { paidOrder: result.order, orderId: null, reason: '' }
        : result.outcome === 'failed'
          ? { orderId: result.orderId, reason: result.reason, failedBeforeOrder: !result.orderCreated }
          : { orderId: result.outcome === 'closed' ? null : result.orderId, reason: '' }),
    })),
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
    catalogMissing: ({ context }) => context.skus.length === 0,
    agreementMissing: ({ context }) => selectedSku(context)?.auto_renew === true && !context.agreementAccepted,
    /** The payable order already made for the selected SKU: pay it, never make another. */
    orderForSelectedSku: ({ context }) => context.orderId !== null && context.orderSkuId === context.selectedSkuId,
    resuming: ({ context }) => context.orderId !== null && context.confirm !== null,
    hasOrder: ({ context }) => context.orderId !== null,
    noOrder: ({ context }) => context.orderId === null,
    planChosenHere: ({ context }) => context.orderSkuId !== null && context.orderSkuId === context.selectedSkuId,
    outcomeIs,
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
    otherAccount: false,
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
        // Back from a cashier, the payment comes first: it confirms by itself once the API answers again.
        onError: [{ guard: 'resuming', target: 'purchasing' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      // A payment resumed without the plans (they failed to load): back to the plans means loading them.
      always: { guard: 'catalogMissing', target: 'loadFailed' },
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
    authorizing: signingIn(
      // A new order for the plan chosen now: an order kept for another plan is not paid by mistake.
      { target: 'purchasing', actions: ['forgetOrder', { type: 'startPayment', params: { confirm: null } }] },
      'ready',
    ),
    purchasing: paying(
      ({ selectedSkuId, isGift }: VipPurchaseContext) => ({ kind: 'vip', skuId: selectedSkuId ?? '', isGift }),
      [
        onOutcome('paid', 'finishing'),
        onOutcome('cancelled'),
        onOutcome('failed'),
        onOutcome('unknown'),
        { ...onOutcome('closed', 'ready'), actions: ['forgetOrder', 'clearPendingOrder'] },
      ],
      { target: 'failed', actions: { type: 'showReason', params: { reason: PAYMENT_BROKE } } },
    ),
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
    ...orderKept,
  },
});
