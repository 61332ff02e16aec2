import type { Order, OrderStatus } from '../domain/order';
import { NoFreeTimesError, type Group, type GroupBuyPage } from '../domain/groupBuy';
import { BOOK_SAMPLES } from './bookPurchase.model';
import { groupBuyMachine } from './groupBuy.machine';
import { PAYMENT_SAMPLES } from './payment.model';
import { machineModel } from './model';

const { ORDER_ID } = PAYMENT_SAMPLES;

const GROUP_CONFIG = {
  library_book_id: '1',
  enabled: true,
  group_size: 3,
  duration_hours: 24,
  group_price: 990,
  original_price: 1990,
  version: 1,
};
const LEADER = { user_id: '1700000000000000001', nickname: '花友0888', image_url: null, is_leader: true };
const GROUP: Group = {
  group_id: '9001',
  library_book_id: '1',
  book_title: '四级核心词汇',
  status: 'OPEN',
  group_size: 3,
  group_price: 990,
  members: [LEADER],
  deadline: '2025-01-02T06:00:00.000Z',
  remaining_ms: 2000,
  my_role: null,
};
const groupPage = (page: Partial<GroupBuyPage>): GroupBuyPage => ({
  config: GROUP_CONFIG,
  group: GROUP,
  openGroups: [],
  freeTimes: 1,
  passTimes: 0,
  ...page,
});
const TWO_MORE = [LEADER, { ...LEADER, user_id: '2', is_leader: false }, { ...LEADER, user_id: '3', is_leader: false }];
/** One page per place a user can stand in a group (groupStanding). */
const GROUP_PAGES = {
  offer: groupPage({ group: null, openGroups: [GROUP] }),
  visitor: groupPage({}),
  full: groupPage({ group: { ...GROUP, members: TWO_MORE } }),
  /** An hour left: the interval re-read comes before the deadline. */
  leader: groupPage({ group: { ...GROUP, my_role: 'LEADER', remaining_ms: 3_600_000 }, passTimes: 1 }),
  member: groupPage({ group: { ...GROUP, my_role: 'MEMBER' } }),
  succeeded: groupPage({ group: { ...GROUP, status: 'SUCCESS', members: TWO_MORE, my_role: 'MEMBER' } }),
  ended: groupPage({ group: { ...GROUP, status: 'FAILED', my_role: 'MEMBER' } }),
  missing: groupPage({ group: null }),
  unavailable: groupPage({ config: null, group: null }),
};
/** Sample group-buy data, for the machine tests. */
export const GROUP_SAMPLES = { GROUP, GROUP_CONFIG, GROUP_PAGES };
const groupOrder = (status: OrderStatus): Order => ({
  ...BOOK_SAMPLES.bookOrder(status),
  sku_id: 'book_1',
  group_id: '9002',
});

export const groupBuyModel = machineModel({
  name: 'groupBuy',
  machine: groupBuyMachine,
  description:
    '拼团：书籍页发起拼团（付费或免费次数）、按链接参团、满员成团、成团卡、取消与退款、到期失败、定时与回到页面时刷新',
  model: {
    inputs: [
      { channel: 'ALIPAY', bookId: '1', groupId: null, signedIn: false },
      { channel: 'ALIPAY', bookId: '1', groupId: '9001', signedIn: true },
      {
        channel: 'WXPAY',
        bookId: '1',
        groupId: '9001',
        signedIn: true,
        resume: { orderId: ORDER_ID, confirm: 'patient' },
      },
    ],
    events: [
      { type: 'group.retry' },
      { type: 'group.initiate' },
      { type: 'group.startFree' },
      { type: 'group.join' },
      { type: 'group.joinFree' },
      { type: 'group.cancel' },
      { type: 'group.complete' },
      { type: 'confirm' },
      { type: 'dismiss' },
      { type: 'page.shown' },
      ...Object.values(GROUP_PAGES).map((output) => ({ type: 'xstate.done.actor.loadPage' as const, output })),
      { type: 'xstate.error.actor.loadPage', error: new Error('网络异常') },
      { type: 'xstate.done.actor.requireLogin' },
      { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
      { type: 'xstate.done.actor.enterFree', output: { ...GROUP, group_id: '9003', my_role: 'LEADER' } },
      { type: 'xstate.error.actor.enterFree', error: new NoFreeTimesError() },
      { type: 'xstate.error.actor.enterFree', error: new Error('这个团已满员') },
      { type: 'xstate.done.actor.checkCancellable', output: 'CANCELABLE' },
      { type: 'xstate.done.actor.checkCancellable', output: 'UNABLE_LESS_THAN_ONE_HOUR' },
      { type: 'xstate.error.actor.checkCancellable', error: new Error('网络异常') },
      { type: 'xstate.done.actor.cancelGroup', output: GROUP },
      { type: 'xstate.error.actor.cancelGroup', error: new Error('距拼团结束不足1小时，不能取消') },
      { type: 'xstate.done.actor.completeGroup', output: { ...GROUP, status: 'SUCCESS' } },
      { type: 'xstate.error.actor.completeGroup', error: new Error('没有可用的成团卡') },
      { type: 'xstate.done.actor.payment', output: { outcome: 'paid', order: groupOrder('PAID') } },
      { type: 'xstate.done.actor.payment', output: { outcome: 'cancelled', orderId: ORDER_ID } },
      {
        type: 'xstate.done.actor.payment',
        output: { outcome: 'failed', orderId: null, reason: '订单未创建：拼团规则已更新', orderCreated: false },
      },
      { type: 'xstate.error.actor.payment', error: new Error('payment: bug') },
    ],
  },
});
