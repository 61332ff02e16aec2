import type { GeneratedBatch } from '../domain/redeem';
import { machineModel } from './model';
import { redeemBatchMachine } from './redeemBatch.machine';

export const SAMPLE_BATCH: GeneratedBatch = {
  batch_id: '8100000000000000001',
  days: 30,
  book: null,
  count: 2,
  used: 0,
  expires_on: '2026-12-31',
  created_at: '2026-11-28T08:00:00.000Z',
  created_by: '运营小周',
  codes: ['HKAB23CD45', 'HKEF67GH89'],
};

/** 生成兑换码: a valid and an invalid count, a batch made or refused, and another batch after it. */
export const redeemBatchModel = machineModel({
  name: 'redeemBatch',
  machine: redeemBatchMachine,
  description: '生成兑换码：会员天数或书籍、1–500 个、有效期不早于今天；生成一次，显示兑换码并刷新生成记录',
  model: {
    inputs: [{ today: '2026-11-28', expiresOn: '2026-12-31' }],
    events: [
      { type: 'field.change', field: 'count', value: '2' },
      { type: 'field.change', field: 'count', value: '501' },
      { type: 'submit' },
      { type: 'again' },
      { type: 'xstate.done.actor.generate', output: SAMPLE_BATCH },
      { type: 'xstate.error.actor.generate', error: new Error('无权访问') },
    ],
  },
});
