import { requestMachine } from './request.machine';
import { machineModel } from './model';

export const requestModel = machineModel({
  name: 'request',
  machine: requestMachine,
  description: '一次性操作（兑换、取消续费、领取礼物、加载面板）：防重复提交',
  model: {
    inputs: [undefined],
    events: [
      { type: 'run', payload: 1 },
      { type: 'reset' },
      { type: 'xstate.done.actor.perform', output: { ok: true } },
      { type: 'xstate.error.actor.perform', error: new Error('失败') },
    ],
  },
});
