import { inviteFriendMachine } from './inviteFriend.machine';
import { LEARN_SAMPLES } from './learnReward.samples';
import { machineModel } from './model';

export const inviteFriendModel = machineModel({
  name: 'inviteFriend',
  machine: inviteFriendMachine,
  description: '邀请好友：登录后查看我的邀请码、邀请链接与二维码，已邀请的好友与学习进度，逐个领取好友学习奖励',
  model: {
    inputs: [{ signedIn: false }, { signedIn: true }],
    events: [
      { type: 'signIn' },
      { type: 'retry' },
      { type: 'claim', friendId: LEARN_SAMPLES.FRIEND.user_id },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      { type: 'xstate.done.actor.loadPage', output: LEARN_SAMPLES.INVITE_FRIEND_PAGE },
      { type: 'xstate.error.actor.loadPage', error: new Error('网络异常') },
      { type: 'xstate.done.actor.claimReward', output: { ...LEARN_SAMPLES.CLAIM, days: 7 } },
      { type: 'xstate.error.actor.claimReward', error: new Error('奖励已领取') },
    ],
  },
});
