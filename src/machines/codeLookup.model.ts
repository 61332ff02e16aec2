import { codeLookupMachine } from './codeLookup.machine';
import { machineModel } from './model';

/** 查看验证码: a reason given or not, a code found, none valid, a refusal; shown, then hidden by hand or by time. */
export const codeLookupModel = machineModel({
  name: 'codeLookup',
  machine: codeLookupMachine,
  description: '查看验证码：先填写查询原因并记录审计，显示 60 秒后自动隐藏；验证码不进入埋点、日志和错误报告',
  model: {
    inputs: [
      { phone: '13800000400', shownSeconds: 2 },
      { phone: '13800000400', shownSeconds: 0 },
    ],
    events: [
      { type: 'reason.change', value: '用户来电：收不到短信，核对验证码' },
      { type: 'reason.change', value: ' ' },
      { type: 'reveal' },
      { type: 'hide' },
      {
        type: 'xstate.done.actor.lookUp',
        output: { phone: '13800000400', sms_code: '2468', expires_at: '2026-11-28T08:05:00.000Z' },
      },
      { type: 'xstate.error.actor.lookUp', error: new Error('无权访问') },
    ],
  },
});
