import type { SquadPage } from '../domain/squad';
import { squadMachine } from './squad.machine';
import { machineModel } from './model';

const SQUAD = {
  squad_id: '3100000000000000001',
  owner: { user_id: '1700000000000000001', nickname: '花友0888', image_url: null },
  capacity: 4,
  member_count: 2,
  vip_end_at: '2027-06-01T00:00:00.000Z',
};
const squadPage = (page: Partial<SquadPage>): SquadPage => ({
  squad: SQUAD,
  mine: null,
  codes: [],
  ...page,
});
const SQUAD_PAGES = {
  open: squadPage({}),
  full: squadPage({ squad: { ...SQUAD, member_count: 4 } }),
  unknown: squadPage({ squad: null }),
  own: squadPage({ mine: { squad: SQUAD, role: 'OWNER' }, codes: ['VIP888'] }),
  member: squadPage({ mine: { squad: SQUAD, role: 'MEMBER' }, codes: ['VIP888'] }),
  elsewhere: squadPage({
    mine: { squad: { ...SQUAD, squad_id: '3100000000000000002' }, role: 'MEMBER' },
    codes: ['FULL01'],
  }),
};

/** Sample data of the squad model, shared with the machine's tests. */
export const SQUAD_SAMPLES = { SQUAD_PAGES };

export const squadModel = machineModel({
  name: 'squad',
  machine: squadMachine,
  description: 'VIP小队：按邀请码查看小队、登录后加入、队长与成员视图、确认后退出（共享队长会员期）',
  model: {
    inputs: [
      { inviteCode: 'VIP888', signedIn: false },
      { inviteCode: 'VIP888', signedIn: true },
    ],
    events: [
      { type: 'squad.retry' },
      { type: 'squad.join' },
      { type: 'squad.exit' },
      { type: 'exit.confirm' },
      { type: 'exit.cancel' },
      ...Object.values(SQUAD_PAGES).map((output) => ({ type: 'xstate.done.actor.loadSquad' as const, output })),
      { type: 'xstate.error.actor.loadSquad', error: new Error('网络异常') },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      { type: 'xstate.done.actor.joinSquad', output: SQUAD },
      { type: 'xstate.error.actor.joinSquad', error: new Error('小队已满') },
      { type: 'xstate.done.actor.exitSquad', output: {} },
      { type: 'xstate.error.actor.exitSquad', error: new Error('队长不能退出自己的小队') },
    ],
  },
});
