import type { LeaseTerms } from '../domain/lease';
import { bookLeaseMachine } from './bookLease.machine';
import { BOOK_SAMPLES } from './bookPurchase.model';
import { machineModel } from './model';
import { PAYMENT_SAMPLES, paymentEnds } from './payment.model';

const { ORDER_ID } = PAYMENT_SAMPLES;

/** A renewal of book 7 (药理学速记) for a reader without VIP: ¥10.00 for 30 more days. */
const TERMS: LeaseTerms = {
  library_book_id: '7',
  title: '药理学速记',
  lease_days: 30,
  price: 1000,
  regular_price: 1000,
  renewal: true,
  starts_at: '2026-11-23T08:00:00.000Z',
  ends_at: '2026-12-23T08:00:00.000Z',
  refusal: null,
};
const leaseOrder = (status: 'PAID' | 'PENDING') => ({
  ...BOOK_SAMPLES.bookOrder(status),
  sku_id: 'lease_7',
  sku_name: '药理学速记（租阅30天）',
  amount: status === 'PAID' ? 0 : 1000,
});

/** Sample data of the lease model, shared with the machine's tests. */
export const LEASE_SAMPLES = {
  TERMS,
  FREE_TERMS: { ...TERMS, price: 0 },
  REFUSED_TERMS: { ...TERMS, refusal: '租期最多续到90天后，请临近到期再续租' },
  leaseOrder,
};

export const bookLeaseModel = machineModel({
  name: 'bookLease',
  machine: bookLeaseMachine,
  description: '租阅/续租书籍：登录、读取租期与价格、确认；VIP 免费即时租阅，否则经支付子流程；可附带学习计划',
  model: {
    inputs: [
      { channel: 'ALIPAY' },
      { channel: 'WXPAY', resume: { orderId: ORDER_ID, bookId: '7', confirm: 'patient' } },
    ],
    events: [
      { type: 'lease.start', bookId: '7', withPlan: false },
      { type: 'lease.confirm' },
      { type: 'close' },
      { type: 'order.check' },
      { type: 'page.shown' },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      { type: 'xstate.done.actor.loadTerms', output: TERMS },
      { type: 'xstate.done.actor.loadTerms', output: LEASE_SAMPLES.FREE_TERMS },
      { type: 'xstate.done.actor.loadTerms', output: LEASE_SAMPLES.REFUSED_TERMS },
      { type: 'xstate.error.actor.loadTerms', error: new Error('请检查网络连接') },
      { type: 'xstate.done.actor.leaseFree', output: leaseOrder('PAID') },
      { type: 'xstate.done.actor.leaseFree', output: leaseOrder('PENDING') },
      { type: 'xstate.error.actor.leaseFree', error: new Error('免费书籍可直接领取') },
      ...paymentEnds(leaseOrder('PAID'), '订单未创建：租期最多续到90天后，请临近到期再续租'),
    ],
  },
  testServices: { actions: { leaseChanged: () => {} } },
});
