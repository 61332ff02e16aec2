import { inviteMachine } from './invite.machine';
import { machineModel } from './model';

export const inviteModel = machineModel({
  name: 'invite',
  machine: inviteMachine,
  description: '好友邀请落地页：按花号找到邀请人并记住，接受邀请即登录（带 pvt_inviter），再告知奖励是否到账',
  model: {
    inputs: [
      { huaId: '888888', signedIn: false },
      { huaId: '888888', signedIn: true },
    ],
    events: [
      { type: 'accept' },
      { type: 'retry' },
      {
        type: 'xstate.done.actor.loadInviter',
        output: { userId: '1700000000000000004', nickname: '花友0888', avatarUrl: null },
      },
      { type: 'xstate.done.actor.loadInviter', output: null },
      { type: 'xstate.error.actor.loadInviter', error: new Error('请检查网络连接') },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      { type: 'xstate.done.actor.loadOutcome', output: 'granted' },
      { type: 'xstate.done.actor.loadOutcome', output: 'existing' },
      { type: 'xstate.done.actor.loadOutcome', output: 'own' },
      { type: 'xstate.error.actor.loadOutcome', error: new Error('请检查网络连接') },
    ],
  },
});
