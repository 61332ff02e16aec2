import type { Order, OrderStatus } from '../domain/order';
import type { DepositSku } from '../domain/wallet';
import { PAYMENT_SAMPLES, paymentEnds } from './payment.model';
import { machineModel } from './model';
import { walletTopUpMachine } from './walletTopUp.machine';

const { ORDER_ID, order: monthOrder } = PAYMENT_SAMPLES;

const PACK: DepositSku = { sku_id: 'coins_3000', coins: 3000, bonus_coins: 300, price: 3000 };
const depositOrder = (status: OrderStatus): Order => ({
  ...monthOrder(status),
  sku_id: PACK.sku_id,
  sku_name: '充值3300金币',
  days: 0,
  amount: PACK.price,
});

/** Sample data of the top-up model, shared with the machine's tests. */
export const TOP_UP_SAMPLES = { PACK, depositOrder };

export const walletTopUpModel = machineModel({
  name: 'walletTopUp',
  machine: walletTopUpMachine,
  description: '钱包充值：选择套餐、登录、支付子流程（查询确认、不重复支付、可恢复）；到账后刷新余额',
  model: {
    inputs: [{ channel: 'ALIPAY' }, { channel: 'WXPAY', resume: { orderId: ORDER_ID, confirm: 'patient' } }],
    events: [
      { type: 'pack.choose', skuId: PACK.sku_id },
      { type: 'pay' },
      { type: 'close' },
      { type: 'order.check' },
      { type: 'page.shown' },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      ...paymentEnds(depositOrder('PAID'), '充值套餐不存在或已下架'),
    ],
  },
});
