import { machineModel } from './model';
import { refundMachine, type RefundOrder } from './refund.machine';

export const SAMPLE_REFUND_ORDER: RefundOrder = { orderId: '6100000000000000001', title: '月度会员', amount: 1800 };

const refunding = { orderId: SAMPLE_REFUND_ORDER.orderId, status: 'REFUNDING' } as const;
const refunded = { orderId: SAMPLE_REFUND_ORDER.orderId, status: 'REFUNDED' } as const;

/** 申请退款: asked and left, refused, refunded at once, or 退款中 until the order reads 已退款. */
export const refundModel = machineModel({
  name: 'refund',
  machine: refundMachine,
  description: '申请退款：确认金额后提交一次；被拒时说明原因；退款中时定时查询直到已退款',
  model: {
    inputs: [undefined],
    events: [
      { type: 'open', order: SAMPLE_REFUND_ORDER },
      { type: 'cancel' },
      { type: 'confirm' },
      { type: 'xstate.done.actor.requestRefund', output: refunded },
      { type: 'xstate.done.actor.requestRefund', output: refunding },
      { type: 'xstate.error.actor.requestRefund', error: new Error('会员天数已开始使用，不能退款') },
      { type: 'xstate.done.actor.readStatus', output: refunding },
      { type: 'xstate.done.actor.readStatus', output: refunded },
      { type: 'xstate.error.actor.readStatus', error: new Error('网络异常') },
    ],
  },
});
