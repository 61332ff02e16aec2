import { authMachine } from './auth.machine';
import type { User } from '../domain/user';
import { machineModel } from './model';

const USER: User = { user_id: '9007199254740993', nickname: '小明', image_url: 'https://cdn.example/a.png' };

/** Sample data of the auth model, shared with the machine's tests. */
export const AUTH_SAMPLES = { USER };

export const authModel = machineModel({
  name: 'auth',
  machine: authMachine,
  description: '登录状态：匿名、登录弹窗、已登录（拉取用户信息）与 401 重置（spec §4）',
  model: {
    inputs: [{ token: '' }, { token: 'Bearer t1' }],
    events: [
      { type: 'login.required' },
      { type: 'login.required', reload: true },
      { type: 'dialog.close' },
      { type: 'dialog.close', token: 't1' },
      { type: 'token.external', value: 'bearer' },
      { type: 'token.external', value: 'Bearer t1' },
      { type: 'token.external', value: 'Bearer t2' },
      { type: 'token.set', token: 't3' },
      { type: 'session.external', token: '' },
      { type: 'session.external', token: 'Bearer t4' },
      { type: 'xstate.done.actor.fetchMyInfo', output: USER },
      { type: 'xstate.error.actor.fetchMyInfo', error: new Error('服务器出错，请刷新重试') },
    ],
  },
});
