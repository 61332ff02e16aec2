import { accountDeletionMachine } from './accountDeletion.machine';
import { machineModel } from './model';

/** 注销账号 for an account with a phone, and one without; the SMS form's events go to the verifying child. */
export const accountDeletionModel = machineModel({
  name: 'accountDeletion',
  machine: accountDeletionMachine,
  description: '注销账号：说明会失去什么、短信验证绑定的手机、最后确认、注销并退出；每一步都可取消',
  model: {
    inputs: [{ phone: '13800000888' }, { phone: null }],
    events: [
      { type: 'proceed' },
      { type: 'cancel' },
      { type: 'code.verified', token: 'verified-token' },
      { type: 'confirm' },
      { type: 'code.send' },
      { type: 'code.change', value: '1234' },
      { type: 'captcha.solve', verification: 'v' },
      { type: 'captcha.refresh' },
      { type: 'captcha.close' },
      { type: 'submit' },
      { type: 'xstate.done.actor.deleteAccount', output: {} },
      { type: 'xstate.error.actor.deleteAccount', error: new Error('请先通过短信验证码验证手机号') },
    ],
  },
});
