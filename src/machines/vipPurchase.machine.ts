import { assertEvent, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { notProvided as notProvidedBy, providedByRoute } from './effects';
import type { NotifyParams } from './types';

export interface PurchaseSku {
  sku_id: string;
  name: string;
  days: number;
  original_price: number;
  sale_price: number;
  auto_renew: boolean;
  renew_price?: number;
  renew_period_days?: number;
}

export interface VipState {
  is_vip: boolean;
  vip_end_at: string | null;
}

export interface PurchaseOrder {
  order_id: string;
  sku_id: string;
  amount: number;
  status: 'PENDING' | 'PAID' | 'CLOSED';
  is_gift: boolean;
}

export type PayChannel = 'WXPAY' | 'ALIPAY' | 'PC';

/** What a payment adapter reports: the provider said ok/cancel/fail, or the page is leaving for an external cashier. */
export type PayOutcome = 'ok' | 'cancel' | 'fail' | 'redirect';

/** Copy shown by the purchase screens (notes "Payments", verbatim where the notes give it). */
export const VIP_PURCHASE_TEXT = {
  chooseSku: '请选择会员套餐',
  acceptAgreement: '请先阅读并同意《自动续费服务协议》',
  createFailedPrefix: '下单失败：',
  orderClosed: '订单已关闭，请重新下单',
  /** Notes "WeChat JSAPI": the order is still unpaid after querying; never pay twice. */
  unverified: '请稍后在订单页核实，不要重复支付',
  paid: '支付成功',
  /** Only when an error carries no message of its own. */
  tryLater: '请稍后重试',
} as const;

/** How many times `confirming` queries the order before it offers 已完成支付 / 遇到问题. */
export const MAX_CONFIRM_ATTEMPTS = 5;

/** The wait before the next order query: 1 s after the first unanswered query, then 2 s, 3 s, 4 s… */
export const confirmBackoffMs = (attempts: number): number => Math.max(1, attempts) * 1000;

export interface VipPurchaseInput {
  channel: PayChannel;
  /** /buy-vip-gift: the order is a gift; once paid the route shows /vip-order/:orderId. */
  isGift?: boolean;
  /** A pending order persisted before an external payment page or a reload: the flow resumes by confirming it. */
  resumeOrderId?: string;
  /** The cashier said the user cancelled: one query confirms it is still unpaid, then it is shown as payable. */
  cancelledAtCashier?: boolean;
}

export interface CatalogOutput {
  skus: PurchaseSku[];
  /** null when signed out. */
  vip: VipState | null;
}

export interface CreateOrderInput {
  skuId: string;
  isGift: boolean;
}

export interface PayInput {
  order: PurchaseOrder;
  channel: PayChannel;
}

export interface QueryOrderInput {
  orderId: string;
}

export interface PersistPendingOrderParams {
  orderId: string;
  isGift: boolean;
}

export interface OrderIdParams {
  orderId: string;
}

export interface VipPurchaseContext {
  channel: PayChannel;
  isGift: boolean;
  skus: PurchaseSku[];
  /** The signed-in user's VIP state; null when signed out, or after paying when it could not be reloaded. */
  vip: VipState | null;
  selectedSkuId: string | null;
  /** The auto-renew agreement checkbox: unticked at first and whenever another SKU is selected. */
  agreementAccepted: boolean;
  /** Why `purchase` did nothing (no SKU, agreement unticked); cleared by any change of selection or agreement. */
  hint: string;
  /** The id of the order being paid: from createOrder, or the resumed one. Never replaced while it is payable. */
  orderId: string | null;
  /** The last known copy of that order; null while a resumed order has not been read yet. */
  order: PurchaseOrder | null;
  /** What went wrong, shown on screen in `failed`. */
  reason: string;
  /** Order queries made in the current confirmation. */
  attempts: number;
  /** Set when the page came back from the cashier's 取消支付; the first query then ends in `cancelled`. */
  cancelledAtCashier: boolean;
}

export type VipPurchaseEvent =
  | { type: 'retry' }
  | { type: 'sku.select'; skuId: string }
  | { type: 'agreement.toggle' }
  | { type: 'purchase' }
  /** Re-read the catalog and the VIP state quietly, e.g. after a wallet exchange, a redeem or a cancelled agreement. */
  | { type: 'vip.refresh' }
  | { type: 'order.pay' }
  /** 用户说已完成支付 after cancelling. */
  | { type: 'order.check' }
  | { type: 'confirm.done' }
  | { type: 'confirm.problem' }
  | { type: 'purchase.again' }
  /** pageshow, including iOS showing the page from its back-forward cache. */
  | { type: 'page.shown' };

/** The SKU the user picked, if any. */
export function selectedSku(context: Pick<VipPurchaseContext, 'skus' | 'selectedSkuId'>): PurchaseSku | undefined {
  return context.skus.find((sku) => sku.sku_id === context.selectedSkuId);
}

const errorMessage = (error: unknown) => (error instanceof Error && error.message) || VIP_PURCHASE_TEXT.tryLater;

function payableOrder(context: VipPurchaseContext): PurchaseOrder {
  if (!context.order) throw new Error('vipPurchase: no order to pay');
  return context.order;
}

function confirmedOrderId(context: VipPurchaseContext): string {
  if (context.orderId === null) throw new Error('vipPurchase: no order to confirm');
  return context.orderId;
}

const notProvided = (actor: string) => notProvidedBy('vipPurchase', actor);

interface OutcomeParams {
  outcome: PayOutcome;
}

interface OrderParams {
  order: PurchaseOrder;
}

const outcomeOf = ({ event }: { event: { output: PayOutcome } }): OutcomeParams => ({ outcome: event.output });
const orderOf = ({ event }: { event: { output: PurchaseOrder } }): OrderParams => ({ order: event.output });
const storeOrderOutput = { type: 'storeOrder', params: orderOf } as const;
const orderIdParams = ({ context }: { context: VipPurchaseContext }): OrderIdParams => ({
  orderId: confirmedOrderId(context),
});

/**
 * The money path of /vip-subscribe (VIP purchase) and /buy-vip-gift (VIP gift): catalog, SKU and
 * auto-renew agreement, login, one order per purchase, payment, and a server-side confirmation.
 *
 * Views read `context.skus/vip/selectedSkuId/agreementAccepted/hint/order/reason/attempts/isGift/channel`
 * and `selectedSku(context)`, and ask:
 * - whole screen: `hasTag('busy')` (spinner, buttons ignore taps), `hasTag('error')` (`matches('loadFailed')`
 *   offers a reload, `matches('failed')` shows `reason` with a retry), `hasTag('done')` (paid; `vip` is the
 *   new VIP state, or null when it could not be read), `hasTag('uncertain')` (已完成支付 / 遇到问题);
 * - buy button: `can({ type: 'purchase' })` in ready, `can({ type: 'order.pay' })` after a cancelled payment;
 *   the hint under it: `context.hint`;
 * - `matches('cancelled')`: the order stays payable (order.pay) or can be checked (order.check);
 * - `matches('redirecting')`: the page is leaving for a cashier; `page.shown` re-reads the order.
 *
 * An order is created only from `ready`, and only when no pending order for the selected SKU exists:
 * paying again after a cancel or an error reuses `context.order`, so a double tap makes one order.
 * Front-end payment results are never trusted: every one but cancel leads to querying the order.
 */
export const vipPurchaseMachine = setup({
  types: {
    input: {} as VipPurchaseInput,
    context: {} as VipPurchaseContext,
    events: {} as VipPurchaseEvent,
    children: {} as {
      loadCatalog: 'loadCatalog';
      requireLogin: 'requireLogin';
      createOrder: 'createOrder';
      pay: 'pay';
      queryOrder: 'queryOrder';
      loadVip: 'loadVip';
    },
  },
  actors: {
    loadCatalog: fromPromise<CatalogOutput>(notProvided('loadCatalog')),
    /** Resolves once signed in; rejects when the user closes the login dialog. */
    requireLogin: fromPromise<void>(notProvided('requireLogin')),
    createOrder: fromPromise<PurchaseOrder, CreateOrderInput>(notProvided('createOrder')),
    pay: fromPromise<PayOutcome, PayInput>(notProvided('pay')),
    queryOrder: fromPromise<PurchaseOrder, QueryOrderInput>(notProvided('queryOrder')),
    loadVip: fromPromise<VipState>(notProvided('loadVip')),
  },
  actions: {
    persistPendingOrder: providedByRoute<PersistPendingOrderParams>(),
    clearPendingOrder: providedByRoute<void>(),
    notify: providedByRoute<NotifyParams>(),
    openOrderPage: providedByRoute<OrderIdParams>(),
    goToDesktopPay: providedByRoute<OrderIdParams>(),
    storeCatalog: assign(({ context }, { skus, vip }: CatalogOutput) => {
      const stillListed = skus.some((sku) => sku.sku_id === context.selectedSkuId);
      return stillListed ? { skus, vip } : { skus, vip, selectedSkuId: null, agreementAccepted: false };
    }),
    selectSku: assign(({ context, event }) => {
      assertEvent(event, 'sku.select');
      const changed = event.skuId !== context.selectedSkuId;
      // A pending order stays: selecting its SKU again pays it instead of making another.
      const keepOrder = context.order?.status === 'PENDING';
      return {
        selectedSkuId: event.skuId,
        agreementAccepted: changed ? false : context.agreementAccepted,
        hint: '',
        ...(keepOrder ? {} : { order: null, orderId: null }),
      };
    }),
    toggleAgreement: assign({ agreementAccepted: ({ context }) => !context.agreementAccepted, hint: '' }),
    showHint: assign({ hint: (_, params: { hint: string }) => params.hint }),
    storeOrder: assign((_, { order }: OrderParams) => ({ order, orderId: order.order_id })),
    forgetOrder: assign({ order: null, orderId: null }),
    storeVip: assign({ vip: (_, params: { vip: VipState | null }) => params.vip }),
    showReason: assign({ reason: (_, params: { reason: string }) => params.reason }),
    clearReason: assign({ reason: '' }),
    resetAttempts: assign({ attempts: 0 }),
    forgetCashierCancel: assign({ cancelledAtCashier: false }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    skuListed: ({ context, event }) => {
      assertEvent(event, 'sku.select');
      return context.skus.some((sku) => sku.sku_id === event.skuId);
    },
    noSkuSelected: ({ context }) => selectedSku(context) === undefined,
    agreementMissing: ({ context }) => selectedSku(context)?.auto_renew === true && !context.agreementAccepted,
    /** The pending order already made for the selected SKU: pay it, never make another. */
    orderForSelectedSku: ({ context }) =>
      context.order?.status === 'PENDING' && context.order.sku_id === context.selectedSkuId,
    hasOrder: ({ context }) => context.orderId !== null,
    hasPayableOrder: ({ context }) => context.order !== null && context.order.status !== 'CLOSED',
    desktopChannel: ({ context }) => context.channel === 'PC',
    leavesForCashier: (_, { outcome }: OutcomeParams) => outcome === 'redirect',
    cancelledByUser: (_, { outcome }: OutcomeParams) => outcome === 'cancel',
    orderPaid: (_, { order }: OrderParams) => order.status === 'PAID',
    orderClosed: (_, { order }: OrderParams) => order.status === 'CLOSED',
    lastAttempt: ({ context }) => context.attempts + 1 >= MAX_CONFIRM_ATTEMPTS,
    cancelledAtCashier: ({ context }) => context.cancelledAtCashier,
    giftOrder: ({ context }) => context.order?.is_gift ?? context.isGift,
  },
  delays: {
    confirmBackoff: ({ context }) => confirmBackoffMs(context.attempts),
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
    hint: '',
    orderId: input.resumeOrderId ?? null,
    cancelledAtCashier: input.cancelledAtCashier === true,
    order: null,
    reason: '',
    attempts: 0,
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
            guard: 'hasOrder',
            target: 'confirming',
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
          { guard: 'noSkuSelected', actions: { type: 'showHint', params: { hint: VIP_PURCHASE_TEXT.chooseSku } } },
          {
            guard: 'agreementMissing',
            actions: { type: 'showHint', params: { hint: VIP_PURCHASE_TEXT.acceptAgreement } },
          },
          { guard: 'orderForSelectedSku', target: 'paying' },
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
        onDone: 'creatingOrder',
        // The user closed the login dialog: back to the plans, without an error.
        onError: 'ready',
      },
    },
    creatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ skuId: selectedSku(context)?.sku_id ?? '', isGift: context.isGift }),
        onDone: {
          target: 'paying',
          actions: [
            storeOrderOutput,
            {
              type: 'persistPendingOrder',
              params: ({ event }) => ({ orderId: event.output.order_id, isGift: event.output.is_gift }),
            },
          ],
        },
        // The http client has already toasted; the reason stays on screen.
        onError: {
          target: 'failed',
          actions: {
            type: 'showReason',
            params: ({ event }) => ({ reason: VIP_PURCHASE_TEXT.createFailedPrefix + errorMessage(event.error) }),
          },
        },
      },
    },
    paying: {
      tags: 'busy',
      // The desktop pays on /pc-pay (a QR code); the pay actor never starts there.
      always: {
        guard: 'desktopChannel',
        target: 'redirecting',
        actions: { type: 'goToDesktopPay', params: orderIdParams },
      },
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ order: payableOrder(context), channel: context.channel }),
        onDone: [
          { guard: { type: 'leavesForCashier', params: outcomeOf }, target: 'redirecting' },
          { guard: { type: 'cancelledByUser', params: outcomeOf }, target: 'cancelled' },
          // ok and fail alike: the callback is not reliable, the server decides.
          { target: 'confirming' },
        ],
        // The order was made and stays payable.
        onError: {
          target: 'failed',
          actions: { type: 'showReason', params: ({ event }) => ({ reason: errorMessage(event.error) }) },
        },
      },
    },
    /** The page is leaving for an external cashier; a reload resumes from the persisted order id. */
    redirecting: {
      tags: 'busy',
      on: { 'page.shown': { guard: 'hasOrder', target: 'confirming' } },
    },
    confirming: {
      tags: 'busy',
      entry: 'resetAttempts',
      initial: 'querying',
      states: {
        querying: {
          invoke: {
            id: 'queryOrder',
            src: 'queryOrder',
            input: ({ context }) => ({ orderId: confirmedOrderId(context) }),
            onDone: [
              {
                guard: { type: 'orderPaid', params: orderOf },
                target: '#vipPurchase.finishing',
                actions: storeOrderOutput,
              },
              {
                guard: { type: 'orderClosed', params: orderOf },
                target: '#vipPurchase.failed',
                actions: [
                  'forgetOrder',
                  'clearPendingOrder',
                  { type: 'showReason', params: { reason: VIP_PURCHASE_TEXT.orderClosed } },
                ],
              },
              {
                guard: 'cancelledAtCashier',
                target: '#vipPurchase.cancelled',
                actions: [storeOrderOutput, 'forgetCashierCancel'],
              },
              { guard: 'lastAttempt', target: '#vipPurchase.unknown', actions: [storeOrderOutput, 'countAttempt'] },
              { target: 'waiting', actions: [storeOrderOutput, 'countAttempt'] },
            ],
            // An unanswered query counts as an attempt too.
            onError: [
              { guard: 'lastAttempt', target: '#vipPurchase.unknown', actions: 'countAttempt' },
              { target: 'waiting', actions: 'countAttempt' },
            ],
          },
        },
        waiting: {
          after: { confirmBackoff: 'querying' },
        },
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
      entry: [
        'clearPendingOrder',
        { type: 'notify', params: { message: VIP_PURCHASE_TEXT.paid } },
        // A gift: the route shows /vip-order/:orderId, where it can be given away.
        enqueueActions(({ context, check, enqueue }) => {
          if (check('giftOrder')) enqueue({ type: 'openOrderPage', params: orderIdParams({ context }) });
        }),
      ],
      on: { 'purchase.again': { target: 'ready', actions: 'forgetOrder' } },
    },
    cancelled: {
      on: {
        'order.pay': 'paying',
        'order.check': 'confirming',
        'page.shown': { guard: 'hasOrder', target: 'confirming' },
        'sku.select': { guard: 'skuListed', target: 'ready', actions: 'selectSku' },
        'agreement.toggle': { target: 'ready', actions: 'toggleAgreement' },
        'purchase.again': { target: 'ready', actions: ['forgetOrder', 'clearPendingOrder'] },
      },
    },
    failed: {
      tags: 'error',
      exit: 'clearReason',
      on: {
        // 重试: pay the order there is, else buy the chosen SKU again, else choose anew.
        retry: [
          { guard: 'hasPayableOrder', target: 'paying' },
          { guard: not('noSkuSelected'), target: 'authorizing' },
          { target: 'ready' },
        ],
        'sku.select': { guard: 'skuListed', target: 'ready', actions: 'selectSku' },
        'agreement.toggle': { target: 'ready', actions: 'toggleAgreement' },
        'purchase.again': { target: 'ready', actions: ['forgetOrder', 'clearPendingOrder'] },
      },
    },
    /** Still unpaid after every query: offer 已完成支付 / 遇到问题, and never a second order. */
    unknown: {
      tags: 'uncertain',
      entry: { type: 'notify', params: { message: VIP_PURCHASE_TEXT.unverified } },
      on: {
        'confirm.done': 'confirming',
        'confirm.problem': 'confirming',
        'page.shown': { guard: 'hasOrder', target: 'confirming' },
        // Leaving to choose again: the server still returns this order for the same SKU, so nothing is paid twice.
        'purchase.again': { target: 'ready', actions: ['forgetOrder', 'clearPendingOrder'] },
      },
    },
  },
});
