import { freeVipMachine } from './freeVip.machine';
import { LEARN_SAMPLES } from './learnReward.samples';
import { machineModel } from './model';

export const freeVipModel = machineModel({
  name: 'freeVip',
  machine: freeVipMachine,
  description: '免费领VIP：登录、新用户填写好友邀请码、学习满天数、领取会员并显示新的到期日；老用户或活动结束说明原因',
  model: {
    inputs: [{ signedIn: false }, { signedIn: true }],
    events: [
      { type: 'start' },
      { type: 'retry' },
      { type: 'refresh' },
      { type: 'claim' },
      { type: 'code.submit', code: 'HKJ1VC' },
      { type: 'code.submit', code: '?' },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      ...Object.values(LEARN_SAMPLES.FREE_VIP_PAGES).map((output) => ({
        type: 'xstate.done.actor.loadPage' as const,
        output,
      })),
      { type: 'xstate.error.actor.loadPage', error: new Error('网络异常') },
      { type: 'xstate.done.actor.activateCode', output: {} },
      { type: 'xstate.error.actor.activateCode', error: new Error('邀请码不存在，请向好友确认') },
      { type: 'xstate.done.actor.claimReward', output: LEARN_SAMPLES.CLAIM },
      { type: 'xstate.error.actor.claimReward', error: new Error('还需学习2天才能领取') },
    ],
  },
});
