import { smsCountdownMachine } from './smsCountdown.machine';
import { machineModel } from './model';

export const smsCountdownModel = machineModel({
  name: 'smsCountdown',
  machine: smsCountdownMachine,
  description: '验证码重发倒计时：60 秒逐秒递减',
  model: {
    inputs: [{ seconds: 2 }, { seconds: 0 }],
    events: [{ type: 'countdown.start' }],
  },
});
