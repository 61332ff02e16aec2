import type { Order, OrderStatus } from '../domain/order';
import { paymentMachine } from './payment.machine';
import { machineModel } from './model';

/** Beyond 2^53: order ids stay strings. */
const ORDER_ID = '9007199254740993';
/** A monthly VIP order in the given status. */
const monthOrder = (status: OrderStatus, is_gift = false): Order => ({
  order_id: ORDER_ID,
  sku_id: 'month',
  sku_name: '月度会员',
  days: 31,
  amount: 2500,
  status,
  is_gift,
  created_at: '2025-01-01T10:00:00+08:00',
  paid_at: status === 'PAID' ? '2025-01-01T10:01:00+08:00' : null,
  mine: true,
  buyer_nickname: '小明',
  gift: null,
  group_id: null,
});

/** Sample data of the payment model, shared with the paying machines' models and tests. */
export const PAYMENT_SAMPLES = { ORDER_ID, order: monthOrder };

/** The payment child's ends, for the model of a flow that pays through it: paid with `paid`, cancelled, refused before
 * an order (`refusal`), failed after one, unknown, and a bug in the payment machine. */
export const paymentEnds = (paid: Order, refusal: string) => [
  { type: 'xstate.done.actor.payment' as const, output: { outcome: 'paid' as const, order: paid } },
  { type: 'xstate.done.actor.payment' as const, output: { outcome: 'cancelled' as const, orderId: ORDER_ID } },
  {
    type: 'xstate.done.actor.payment' as const,
    output: { outcome: 'failed' as const, orderId: null, reason: refusal, orderCreated: false },
  },
  {
    type: 'xstate.done.actor.payment' as const,
    output: { outcome: 'failed' as const, orderId: ORDER_ID, reason: '支付组件出错', orderCreated: true },
  },
  {
    type: 'xstate.done.actor.payment' as const,
    output: { outcome: 'unknown' as const, orderId: ORDER_ID, otherAccount: false },
  },
  { type: 'xstate.error.actor.payment' as const, error: new Error('payment: bug') },
];

export const paymentModel = machineModel({
  name: 'payment',
  machine: paymentMachine,
  description: '一次支付：下单或沿用订单、按渠道支付、服务端查询确认（退避重试），可跨跳转与刷新续上',
  model: {
    inputs: [
      { channel: 'WXPAY', request: { kind: 'vip', skuId: 'month', isGift: false } },
      { channel: 'PC', request: { kind: 'vip', skuId: 'month', isGift: true } },
      { channel: 'ALIPAY', request: { kind: 'vip', skuId: 'month', isGift: false }, orderId: ORDER_ID },
      {
        channel: 'ALIPAY',
        request: { kind: 'vip', skuId: 'month', isGift: false },
        orderId: ORDER_ID,
        confirm: 'once',
      },
      {
        channel: 'ALIPAY',
        request: { kind: 'vip', skuId: 'month', isGift: false },
        orderId: ORDER_ID,
        confirm: 'cancel',
      },
    ],
    events: [
      { type: 'page.shown' },
      { type: 'xstate.done.actor.createOrder', output: monthOrder('PENDING') },
      { type: 'xstate.error.actor.createOrder', error: new Error('库存不足') },
      { type: 'xstate.done.actor.pay', output: 'ok' },
      { type: 'xstate.done.actor.pay', output: 'fail' },
      { type: 'xstate.done.actor.pay', output: 'cancel' },
      { type: 'xstate.done.actor.pay', output: 'redirect' },
      { type: 'xstate.error.actor.pay', error: new Error('微信支付组件未就绪') },
      { type: 'xstate.done.actor.queryOrder', output: monthOrder('PENDING') },
      { type: 'xstate.done.actor.queryOrder', output: monthOrder('PAID') },
      { type: 'xstate.done.actor.queryOrder', output: monthOrder('CLOSED') },
      { type: 'xstate.done.actor.queryOrder', output: null },
      { type: 'xstate.done.actor.queryOrder', output: 'otherAccount' },
      { type: 'xstate.error.actor.queryOrder', error: new Error('网络异常') },
      { type: 'xstate.after.confirmBackoff.payment.confirming.waiting' },
      { type: 'xstate.done.actor.cancelOrder', output: monthOrder('CLOSED') },
      { type: 'xstate.error.actor.cancelOrder', error: new Error('订单已支付，不能取消') },
    ],
  },
});
