import type { OrderCheck } from './payment.context';

/*
 * The ends of a VIP payment that keep its order payable: cancelled, failed and unknown, with 取消订单. Plain state
 * configs: `vipPurchaseMachine`'s `createMachine` types them and checks the actions and guards they name.
 */

/** Into `purchasing`: pay the order there is (or a new one), confirm it first, or cancel it. */
export const toPayment = (confirm: Exclude<OrderCheck, 'refused'> | null) =>
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

/** The states `vipPurchaseMachine` spreads into its own. */
export const orderKept = {
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
} as const;
