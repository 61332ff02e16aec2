import type { User } from '../domain/user';
import { assign, type AnyStateMachine, type EventFromLogic, type InputFrom } from 'xstate';
import { appLandingMachine } from './appLanding.machine';
import { authMachine } from './auth.machine';
import { freeVipMachine } from './freeVip.machine';
import { inviteMachine } from './invite.machine';
import { inviteFriendMachine } from './inviteFriend.machine';
import { LEARN_SAMPLES } from './learnReward.samples';
import { bookPurchaseMachine } from './bookPurchase.machine';
import { groupBuyMachine } from './groupBuy.machine';
import { NoFreeTimesError, type Group, type GroupBuyPage } from '../domain/groupBuy';
import { phoneLoginMachine } from './phoneLogin.machine';
import { requestMachine } from './request.machine';
import { smsCountdownMachine } from './smsCountdown.machine';
import type { Coupon } from '../domain/book';
import { squadMachine } from './squad.machine';
import { studyPlanEntry } from './studyPlan.model';
import type { Order, OrderStatus } from '../domain/order';
import type { SquadPage } from '../domain/squad';
import type { Sku, VipState } from '../domain/vip';
import { paymentMachine } from './payment.machine';
import { vipPurchaseMachine } from './vipPurchase.machine';
import { wechatAuthMachine, type WechatAuthInput } from './wechatAuth.machine';

/** A machine event, or an internal one: `xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`… */
export type ModelEvent<TMachine extends AnyStateMachine = AnyStateMachine> =
  EventFromLogic<TMachine> | { type: `xstate.${string}`; output?: unknown; error?: unknown; snapshot?: unknown };

/**
 * What model-based paths (xstate/graph traversal, tests/machines/modelPaths.ts) explore a machine with.
 * Pure sample data: the paths settle each invoked promise with a `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` sample, run delays on a fake clock, and let the clock run for a
 * child's `xstate.snapshot.<id>` sample.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** One traversal per input, because the initial state may depend on it. */
  inputs: Array<InputFrom<TMachine>>;
  /** Sample events by type; an event type with no sample is offered as `{ type }`. */
  events: Array<ModelEvent<TMachine>>;
  /** Ids of invoked promise actors (each invoke id equals its src): the paths settle them. */
  promiseActors: string[];
}

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id and the name tools know it by. */
  name: string;
  description: string;
  machine: TMachine;
  /** Sample inputs and events for model-based paths and `npm run flows:coverage`. */
  model: MachineModel<TMachine>;
  /** What a model or test run gives `machine.provide()` besides fake promise actors; `{}` when nothing. */
  testServices: Parameters<TMachine['provide']>[0];
}

/** Keeps each entry typed against its own machine. */
const entry = <TMachine extends AnyStateMachine>(value: MachineEntry<TMachine>): MachineEntry =>
  value as unknown as MachineEntry;

// Sample data for the models.

const USER: User = { user_id: '9007199254740993', nickname: '小明', image_url: 'https://cdn.example/a.png' };

const PHONE = '13800138000';
const PUZZLE = { originalImageBase64: 'bg', jigsawImageBase64: 'piece', token: 'puzzle-1', secretKey: 'k' };

const OAUTH_STATE = 'Abc123XYZ9';
const WECHAT_ANDROID: WechatAuthInput = {
  browser: 'wx',
  isLocalhost: false,
  isIOS: false,
  openID: '',
  landingUrl: 'https://h5.example.com/invite/abc?from=share#top',
  expectedState: OAUTH_STATE,
};

const MONTH: Sku = {
  sku_id: 'month',
  name: '月度会员',
  days: 31,
  original_price: 30,
  sale_price: 25,
  auto_renew: false,
};
const AUTO: Sku = {
  sku_id: 'auto-month',
  name: '连续包月',
  days: 31,
  original_price: 30,
  sale_price: 15,
  auto_renew: true,
  renew_price: 15,
  renew_period_days: 31,
};
const VIP_BEFORE: VipState = { is_vip: false, vip_end_at: null };
const VIP_AFTER: VipState = { is_vip: true, vip_end_at: '2025-03-01T00:00:00+08:00' };
/** Beyond 2^53: order ids stay strings. */
const ORDER_ID = '9007199254740993';
/** A monthly VIP order in the given status. */
const monthOrder = (status: OrderStatus, is_gift = false): Order => ({
  order_id: ORDER_ID,
  sku_id: 'month',
  sku_name: '月度会员',
  days: 31,
  amount: 2500,
  status,
  is_gift,
  created_at: '2025-01-01T10:00:00+08:00',
  paid_at: status === 'PAID' ? '2025-01-01T10:01:00+08:00' : null,
  mine: true,
  buyer_nickname: '小明',
  gift: null,
  group_id: null,
});

const COUPON: Coupon = {
  coupon_id: 'NEW1',
  name: '新人购书券',
  amount: 500,
  min_amount: 1000,
  expires_at: '2025-02-01T00:00:00+08:00',
};
const bookOrder = (status: OrderStatus): Order => ({
  ...monthOrder(status),
  sku_id: 'book_3',
  sku_name: '考研英语高频词',
  days: 0,
  amount: 2490,
});
const SQUAD = {
  squad_id: '3100000000000000001',
  owner: { user_id: '1700000000000000001', nickname: '花友0888', image_url: null },
  capacity: 4,
  member_count: 2,
  vip_end_at: '2027-06-01T00:00:00.000Z',
};
const squadPage = (page: Partial<SquadPage>): SquadPage => ({
  squad: SQUAD,
  members: [],
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

/** Every machine of the app: the flow charts, the live viewer and the headless driver read this list. */
/** Sample data of the models, shared with the machines' own tests. */
export const MODEL_SAMPLES = {
  USER,
  PHONE,
  PUZZLE,
  OAUTH_STATE,
  WECHAT_ANDROID,
  MONTH,
  AUTO,
  VIP_BEFORE,
  VIP_AFTER,
  ORDER_ID,
  order: monthOrder,
  COUPON,
  SQUAD_PAGES,
};

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
const groupOrder = (status: OrderStatus): Order => ({ ...bookOrder(status), sku_id: 'book_1', group_id: '9002' });

export const machineRegistry: MachineEntry[] = [
  entry({
    name: 'auth',
    machine: authMachine,
    description: '登录状态：匿名、登录弹窗、已登录（拉取用户信息）与 401 重置（spec §4）',
    model: {
      inputs: [{ token: '' }, { token: 'Bearer t1' }],
      promiseActors: ['fetchMyInfo'],
      events: [
        { type: 'login.required' },
        { type: 'login.required', reload: true },
        { type: 'dialog.close' },
        { type: 'dialog.close', token: 't1' },
        { type: 'token.external', value: 'bearer' },
        { type: 'token.external', value: 'Bearer t1' },
        { type: 'token.external', value: 'Bearer t2' },
        { type: 'token.set', token: 't3' },
        { type: 'xstate.done.actor.fetchMyInfo', output: USER },
        { type: 'xstate.error.actor.fetchMyInfo', error: new Error('服务器出错，请刷新重试') },
      ],
    },
    testServices: {},
  }),
  entry({
    name: 'phoneLogin',
    machine: phoneLoginMachine,
    description: '手机号登录弹层：校验、发送验证码（含滑块验证）、倒计时、登录',
    model: {
      inputs: [{}],
      promiseActors: ['sendCode', 'loadPuzzle', 'login'],
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
    testServices: {},
  }),
  entry({
    name: 'smsCountdown',
    machine: smsCountdownMachine,
    description: '验证码重发倒计时：60 秒逐秒递减',
    model: {
      inputs: [{ seconds: 2 }, { seconds: 0 }],
      promiseActors: [],
      events: [{ type: 'countdown.start' }],
    },
    testServices: {},
  }),
  entry({
    name: 'appLanding',
    machine: appLandingMachine,
    description: 'App 下载落地页：宽屏扫码；手机先试打开App，2 秒后仍在本页则去应用商店；微信/QQ内提示在浏览器中打开',
    model: {
      inputs: [
        { device: 'android', inMessagingApp: false },
        { device: 'android', inMessagingApp: false, returned: true },
        { device: 'ios', inMessagingApp: true },
        { device: 'desktop', inMessagingApp: false },
      ],
      promiseActors: [],
      events: [
        { type: 'page.hidden' },
        { type: 'page.shown' },
        { type: 'app.open' },
        { type: 'store.open' },
        { type: 'guide.open' },
        { type: 'guide.close' },
      ],
    },
    testServices: {},
  }),
  entry({
    name: 'invite',
    machine: inviteMachine,
    description: '好友邀请落地页：按花号找到邀请人并记住，接受邀请即登录（带 pvt_inviter），再告知奖励是否到账',
    model: {
      inputs: [
        { huaId: '888888', signedIn: false },
        { huaId: '888888', signedIn: true },
      ],
      promiseActors: ['loadInviter', 'requireLogin', 'loadOutcome'],
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
    testServices: {},
  }),
  entry({
    name: 'inviteFriend',
    machine: inviteFriendMachine,
    description: '邀请好友：登录后查看我的邀请码、邀请链接与二维码，已邀请的好友与学习进度，逐个领取好友学习奖励',
    model: {
      inputs: [{ signedIn: false }, { signedIn: true }],
      promiseActors: ['requireLogin', 'loadPage', 'claimReward'],
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
    testServices: {},
  }),
  entry({
    name: 'freeVip',
    machine: freeVipMachine,
    description:
      '免费领VIP：登录、新用户填写好友邀请码、学习满天数、领取会员并显示新的到期日；老用户或活动结束说明原因',
    model: {
      inputs: [{ signedIn: false }, { signedIn: true }],
      promiseActors: ['requireLogin', 'loadPage', 'activateCode', 'claimReward'],
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
    testServices: {},
  }),
  entry({
    name: 'wechatAuth',
    machine: wechatAuthMachine,
    description: '微信/QQ 内置浏览器登录：静默授权取 openID、一键登录与回调',
    model: {
      inputs: [WECHAT_ANDROID, { ...WECHAT_ANDROID, isLocalhost: true }, { ...WECHAT_ANDROID, browser: 'qq' }],
      promiseActors: ['signJsApi', 'exchangeCode', 'signin'],
      events: [
        { type: 'route.changed', path: '/vip-subscribe', url: 'https://h5.example.com/vip-subscribe?x=1#plans' },
        { type: 'route.changed', path: '/go/wxCallback', url: 'https://h5.example.com/go/wxCallback?code=c' },
        { type: 'login.wechat', returnPath: '/book/12' },
        { type: 'login.qq', returnPath: '/book/12' },
        { type: 'callback.silent', code: 'code-1', state: OAUTH_STATE, r: '/vip' },
        { type: 'callback.silent', state: OAUTH_STATE, r: '/vip' },
        { type: 'callback.wxLogin', code: 'code-2', state: OAUTH_STATE, r: '/vip' },
        { type: 'callback.wxLogin', code: 'code-2', state: 'Other12345' },
        { type: 'callback.qq', accessToken: 'qq-access', state: OAUTH_STATE, r: '/vip' },
        { type: 'callback.qq', accessToken: 'qq-access' },
        { type: 'page.shown' },
        { type: 'xstate.done.actor.signJsApi', output: undefined },
        { type: 'xstate.error.actor.signJsApi', error: new Error('Network Error') },
        { type: 'xstate.done.actor.exchangeCode', output: { openId: 'open-1' } },
        { type: 'xstate.error.actor.exchangeCode', error: new Error('code used') },
        { type: 'xstate.done.actor.signin', output: { token: 'in-app-token' } },
        { type: 'xstate.error.actor.signin', error: new Error('expired') },
      ],
    },
    // The OAuth state is random in the app; a fixed one makes the model's states comparable.
    testServices: { actions: { makeState: assign({ oauthState: OAUTH_STATE }) } },
  }),
  entry({
    name: 'payment',
    machine: paymentMachine,
    description: '一次支付：下单或沿用订单、按渠道支付、服务端查询确认（退避重试），可跨跳转与刷新续上',
    model: {
      inputs: [
        { channel: 'WXPAY', request: { kind: 'vip', skuId: 'month', isGift: false } },
        { channel: 'PC', request: { kind: 'vip', skuId: 'month', isGift: true } },
        { channel: 'ALIPAY', request: { kind: 'vip', skuId: 'month', isGift: false }, orderId: ORDER_ID },
        {
          channel: 'ALIPAY',
          request: { kind: 'vip', skuId: 'month', isGift: false },
          orderId: ORDER_ID,
          confirm: 'once',
        },
      ],
      promiseActors: ['createOrder', 'pay', 'queryOrder'],
      events: [
        { type: 'page.shown' },
        { type: 'xstate.done.actor.createOrder', output: monthOrder('PENDING') },
        { type: 'xstate.error.actor.createOrder', error: new Error('库存不足') },
        { type: 'xstate.done.actor.pay', output: 'ok' },
        { type: 'xstate.done.actor.pay', output: 'fail' },
        { type: 'xstate.done.actor.pay', output: 'cancel' },
        { type: 'xstate.done.actor.pay', output: 'redirect' },
        { type: 'xstate.error.actor.pay', error: new Error('微信支付组件未就绪') },
        { type: 'xstate.done.actor.queryOrder', output: monthOrder('PENDING') },
        { type: 'xstate.done.actor.queryOrder', output: monthOrder('PAID') },
        { type: 'xstate.done.actor.queryOrder', output: monthOrder('CLOSED') },
        { type: 'xstate.done.actor.queryOrder', output: null },
        { type: 'xstate.error.actor.queryOrder', error: new Error('网络异常') },
        { type: 'xstate.after.confirmBackoff.payment.confirming.waiting' },
      ],
    },
    testServices: {},
  }),
  entry({
    name: 'vipPurchase',
    machine: vipPurchaseMachine,
    description: 'VIP 购买与赠送：选套餐（默认推荐）、登录、支付子流程、刷新会员状态',
    model: {
      inputs: [
        { channel: 'WXPAY' },
        { channel: 'PC', isGift: true },
        { channel: 'ALIPAY', resume: { orderId: ORDER_ID, confirm: 'once' } },
      ],
      promiseActors: ['loadCatalog', 'requireLogin', 'payment', 'loadVip'],
      events: [
        { type: 'retry' },
        { type: 'sku.select', skuId: 'month' },
        { type: 'sku.select', skuId: AUTO.sku_id },
        { type: 'sku.select', skuId: 'gone' },
        { type: 'agreement.toggle' },
        { type: 'purchase' },
        { type: 'vip.refresh' },
        { type: 'order.pay' },
        { type: 'order.check' },
        { type: 'purchase.again' },
        { type: 'page.shown' },
        { type: 'xstate.done.actor.loadCatalog', output: { skus: [MONTH, AUTO], vip: VIP_BEFORE } },
        // Nothing to recommend: no plan is chosen for the user.
        { type: 'xstate.done.actor.loadCatalog', output: { skus: [AUTO], vip: null } },
        { type: 'xstate.error.actor.loadCatalog', error: new Error('网络异常') },
        { type: 'xstate.done.actor.requireLogin' },
        { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
        { type: 'xstate.done.actor.payment', output: { outcome: 'paid', order: monthOrder('PAID') } },
        { type: 'xstate.done.actor.payment', output: { outcome: 'paid', order: monthOrder('PAID', true) } },
        { type: 'xstate.done.actor.payment', output: { outcome: 'cancelled', orderId: ORDER_ID } },
        {
          type: 'xstate.done.actor.payment',
          output: { outcome: 'failed', orderId: null, reason: '订单未创建：库存不足', orderCreated: false },
        },
        {
          type: 'xstate.done.actor.payment',
          output: { outcome: 'failed', orderId: ORDER_ID, reason: '支付组件出错', orderCreated: true },
        },
        { type: 'xstate.done.actor.payment', output: { outcome: 'unknown', orderId: ORDER_ID } },
        { type: 'xstate.error.actor.payment', error: new Error('payment: bug') },
        { type: 'xstate.done.actor.loadVip', output: VIP_AFTER },
        { type: 'xstate.error.actor.loadVip', error: new Error('网络异常') },
      ],
    },
    testServices: {},
  }),
  entry({
    name: 'bookPurchase',
    machine: bookPurchaseMachine,
    description: '购买书籍：登录、读取优惠券（默认最优）、确认订单、支付子流程；支付成功即已拥有',
    model: {
      inputs: [
        { channel: 'ALIPAY', bookId: '3', price: 2990 },
        { channel: 'WXPAY', bookId: '3', price: 2990, resume: { orderId: ORDER_ID, confirm: 'patient' } },
      ],
      promiseActors: ['requireLogin', 'loadCoupons', 'payment'],
      events: [
        { type: 'buy' },
        { type: 'coupon.choose', couponId: null },
        { type: 'coupon.choose', couponId: COUPON.coupon_id },
        { type: 'pay' },
        { type: 'close' },
        { type: 'order.check' },
        { type: 'page.shown' },
        { type: 'xstate.done.actor.requireLogin' },
        { type: 'xstate.error.actor.requireLogin', error: new Error('取消登录') },
        { type: 'xstate.done.actor.loadCoupons', output: [COUPON] },
        { type: 'xstate.error.actor.loadCoupons', error: new Error('网络异常') },
        { type: 'xstate.done.actor.payment', output: { outcome: 'paid', order: bookOrder('PAID') } },
        { type: 'xstate.done.actor.payment', output: { outcome: 'cancelled', orderId: ORDER_ID } },
        {
          type: 'xstate.done.actor.payment',
          output: { outcome: 'failed', orderId: null, reason: '订单未创建：你已拥有这本书', orderCreated: false },
        },
        {
          type: 'xstate.done.actor.payment',
          output: { outcome: 'failed', orderId: ORDER_ID, reason: '支付组件出错', orderCreated: true },
        },
        { type: 'xstate.done.actor.payment', output: { outcome: 'unknown', orderId: ORDER_ID } },
        { type: 'xstate.error.actor.payment', error: new Error('payment: bug') },
      ],
    },
    testServices: {},
  }),
  entry({
    name: 'squad',
    machine: squadMachine,
    description: 'VIP小队：按邀请码查看小队、登录后加入、队长与成员视图、确认后退出（共享队长会员期）',
    model: {
      inputs: [
        { inviteCode: 'VIP888', signedIn: false },
        { inviteCode: 'VIP888', signedIn: true },
      ],
      promiseActors: ['loadSquad', 'requireLogin', 'joinSquad', 'exitSquad'],
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
    testServices: {},
  }),
  entry({
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
      promiseActors: [
        'loadPage',
        'requireLogin',
        'enterFree',
        'checkCancellable',
        'cancelGroup',
        'completeGroup',
        'payment',
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
    testServices: {},
  }),
  entry(studyPlanEntry),
  entry({
    name: 'request',
    machine: requestMachine,
    description: '一次性操作（兑换、取消续费、领取礼物、加载面板）：防重复提交',
    model: {
      inputs: [undefined],
      promiseActors: ['perform'],
      events: [
        { type: 'run', payload: 1 },
        { type: 'reset' },
        { type: 'xstate.done.actor.perform', output: { ok: true } },
        { type: 'xstate.error.actor.perform', error: new Error('失败') },
      ],
    },
    testServices: {},
  }),
];

/** The registry entry of a machine, by name. */
export function registryEntry(name: string): MachineEntry {
  const found = machineRegistry.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no machine named ${name} in the registry`);
  return found;
}
