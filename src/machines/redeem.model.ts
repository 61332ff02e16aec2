import type { RedeemResult } from '../domain/redeem';
import { machineModel } from './model';
import { redeemMachine } from './redeem.machine';

export const SAMPLE_VIP_REDEEM: RedeemResult = { days: 30, vip_end_at: '2026-12-26T08:00:00.000Z', book: null };

/** 兑换码: blank and pasted codes, redeemed or refused. */
export const redeemModel = machineModel({
  name: 'redeem',
  machine: redeemMachine,
  description: '兑换码：去空格和短横线、转大写后兑换一次；成功显示会员到期日或书籍，已使用、已过期、不存在时说明原因',
  model: {
    inputs: [undefined],
    events: [
      { type: 'code.change', value: ' vip30 demo ' },
      { type: 'code.change', value: ' - ' },
      { type: 'submit' },
      { type: 'xstate.done.actor.consumeCode', output: SAMPLE_VIP_REDEEM },
      { type: 'xstate.error.actor.consumeCode', error: new Error('兑换码已被使用') },
    ],
  },
});
