import { phoneLoginMachine } from './phoneLogin.machine';
import { smsCountdownMachine } from './smsCountdown.machine';
import { machineModel } from './model';

const PHONE = '13800138000';
const PUZZLE = { originalImageBase64: 'bg', jigsawImageBase64: 'piece', token: 'puzzle-1', secretKey: 'k' };

/** Sample data of the phone login model, shared with the machine's tests. */
export const PHONE_LOGIN_SAMPLES = { PHONE, PUZZLE };

export const phoneLoginModel = machineModel({
  name: 'phoneLogin',
  machine: phoneLoginMachine,
  description: '手机号登录弹层：校验、发送验证码（含滑块验证）、倒计时、登录',
  model: {
    inputs: [{}],
    events: [
      { type: 'phone.change', value: '138' },
      { type: 'phone.change', value: PHONE },
      { type: 'code.change', value: '1234' },
      { type: 'captcha.solve', verification: 'point' },
      { type: 'xstate.done.actor.sendCode', output: { bizCode: 200 } },
      { type: 'xstate.done.actor.sendCode', output: { bizCode: 400 } },
      { type: 'xstate.done.actor.sendCode', output: { bizCode: 500 } },
      { type: 'xstate.error.actor.sendCode', error: new Error('Network Error') },
      { type: 'xstate.done.actor.loadPuzzle', output: PUZZLE },
      { type: 'xstate.error.actor.loadPuzzle', error: new Error('offline') },
      { type: 'xstate.done.actor.login', output: { token: 'server-token' } },
      { type: 'xstate.error.actor.login', error: new Error('验证码错误') },
      // The countdown child, counted down: the paths let the clock run until the live child gets there.
      {
        type: 'xstate.snapshot.countdown',
        snapshot: smsCountdownMachine.resolveState({ value: 'idle', context: { seconds: 60, remaining: 0 } }),
      },
    ],
  },
});
