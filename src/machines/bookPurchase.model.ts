import type { Coupon } from '../domain/book';
import type { Order, OrderStatus } from '../domain/order';
import { bookPurchaseMachine } from './bookPurchase.machine';
import { PAYMENT_SAMPLES, paymentEnds } from './payment.model';
import { machineModel } from './model';

const { ORDER_ID, order: monthOrder } = PAYMENT_SAMPLES;

const COUPON: Coupon = {
  coupon_id: 'NEW1',
  name: '新人购书券',
  amount: 500,
  min_amount: 1000,
  expires_at: '2025-02-01T00:00:00+08:00',
};
const bookOrder = (status: OrderStatus): Order => ({
  ...monthOrder(status),
  sku_id: 'book_3',
  sku_name: '考研英语高频词',
  days: 0,
  amount: 2490,
});

/** Sample data of the book purchase model, shared with the group buy model and the machine's tests. */
export const BOOK_SAMPLES = { COUPON, bookOrder };

export const bookPurchaseModel = machineModel({
  name: 'bookPurchase',
  machine: bookPurchaseMachine,
  description: '购买书籍：登录、读取优惠券（默认最优）、确认订单、支付子流程；支付成功即已拥有',
  model: {
    inputs: [
      { channel: 'ALIPAY', bookId: '3', price: 2990 },
      { channel: 'WXPAY', bookId: '3', price: 2990, resume: { orderId: ORDER_ID, confirm: 'patient' } },
    ],
    events: [
      { type: 'buy' },
      { type: 'coupon.choose', couponId: null },
      { type: 'coupon.choose', couponId: COUPON.coupon_id },
      { type: 'pay' },
      { type: 'close' },
      { type: 'order.check' },
      { type: 'page.shown' },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      { type: 'xstate.done.actor.loadCoupons', output: [COUPON] },
      { type: 'xstate.error.actor.loadCoupons', error: new Error('网络异常') },
      ...paymentEnds(bookOrder('PAID'), '订单未创建：你已拥有这本书'),
    ],
  },
});
