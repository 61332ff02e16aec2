import type { AnyStateMachine } from 'xstate';
import { authMachine } from './auth.machine';
import { phoneLoginMachine } from './phoneLogin.machine';
import { requestMachine } from './request.machine';
import { smsCountdownMachine } from './smsCountdown.machine';
import { vipPurchaseMachine } from './vipPurchase.machine';
import { wechatAuthMachine } from './wechatAuth.machine';

export interface MachineEntry {
  /** The machine's id and the name tools know it by. */
  name: string;
  description: string;
  machine: AnyStateMachine;
}

/** Every machine of the app: the flow charts, the live viewer and the headless driver read this list. */
export const machineRegistry: MachineEntry[] = [
  { name: 'auth', machine: authMachine, description: '登录状态：匿名、登录弹窗、已登录（拉取用户信息）与 401 重置（spec §4）' },
  { name: 'phoneLogin', machine: phoneLoginMachine, description: '手机号登录弹层：校验、发送验证码（含滑块验证）、倒计时、登录' },
  { name: 'smsCountdown', machine: smsCountdownMachine, description: '验证码重发倒计时：60 秒逐秒递减' },
  { name: 'wechatAuth', machine: wechatAuthMachine, description: '微信/QQ 内置浏览器登录：静默授权取 openID、一键登录与回调' },
  { name: 'vipPurchase', machine: vipPurchaseMachine, description: 'VIP 购买与赠送：选套餐、登录、下单一次、按渠道支付、服务端确认' },
  { name: 'request', machine: requestMachine, description: '一次性操作（兑换、取消续费、领取礼物、加载面板）：防重复提交' },
];
