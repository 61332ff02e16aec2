import type { Sku, VipState } from '../domain/vip';
import { PAYMENT_SAMPLES, paymentEnds } from './payment.model';
import { vipPurchaseMachine } from './vipPurchase.machine';
import { machineModel } from './model';

const { ORDER_ID, order: monthOrder } = PAYMENT_SAMPLES;

const MONTH: Sku = {
  sku_id: 'month',
  name: '月度会员',
  days: 31,
  original_price: 30,
  sale_price: 25,
  auto_renew: false,
};
const AUTO: Sku = {
  sku_id: 'auto-month',
  name: '连续包月',
  days: 31,
  original_price: 30,
  sale_price: 15,
  auto_renew: true,
  renew_price: 15,
  renew_period_days: 31,
};
const VIP_BEFORE: VipState = { is_vip: false, vip_end_at: null };
const VIP_AFTER: VipState = { is_vip: true, vip_end_at: '2025-03-01T00:00:00+08:00' };

/** Sample data of the VIP purchase model, shared with the machine's tests. */
export const VIP_SAMPLES = { MONTH, AUTO, VIP_BEFORE, VIP_AFTER };

export const vipPurchaseModel = machineModel({
  name: 'vipPurchase',
  machine: vipPurchaseMachine,
  description: 'VIP 购买与赠送：选套餐（默认推荐）、登录、支付子流程、刷新会员状态',
  model: {
    inputs: [
      { channel: 'WXPAY' },
      { channel: 'PC', isGift: true },
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'once' } },
    ],
    events: [
      { type: 'retry' },
      { type: 'sku.select', skuId: 'month' },
      { type: 'sku.select', skuId: AUTO.sku_id },
      { type: 'sku.select', skuId: 'gone' },
      { type: 'agreement.toggle' },
      { type: 'purchase' },
      { type: 'vip.refresh' },
      { type: 'order.pay' },
      { type: 'order.check' },
      { type: 'purchase.again' },
      { type: 'order.cancel' },
      { type: 'cancel.confirm' },
      { type: 'cancel.dismiss' },
      { type: 'page.shown' },
      { type: 'xstate.done.actor.loadCatalog', output: { skus: [MONTH, AUTO], vip: VIP_BEFORE } },
      // Nothing to recommend: no plan is chosen for the user.
      { type: 'xstate.done.actor.loadCatalog', output: { skus: [AUTO], vip: null } },
      { type: 'xstate.error.actor.loadCatalog', error: new Error('网络异常') },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      ...paymentEnds(monthOrder('PAID'), '订单未创建：库存不足'),
      { type: 'xstate.done.actor.payment', output: { outcome: 'closed' } },
      { type: 'xstate.done.actor.payment', output: { outcome: 'paid', order: monthOrder('PAID', true) } },
      { type: 'xstate.done.actor.loadVip', output: VIP_AFTER },
      { type: 'xstate.error.actor.loadVip', error: new Error('网络异常') },
    ],
  },
});
