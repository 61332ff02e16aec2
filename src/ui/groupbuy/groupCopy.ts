import { GROUP_REFUND_TEXT, seatsLeft, type Group } from '../../domain/groupBuy';
import type { GroupBuyView } from '../../machines/groupBuy.view';
import type { ScreenAction } from '../shell/StatusView';
import { yuan } from '../vip/price';

/** A group on screen, once its page is read. */
export type GroupShown = Extract<GroupBuyView, { busy: boolean }>;

/** What the group page's buttons do. */
export interface GroupActions {
  join: () => void;
  joinFree: () => void;
  complete: () => void;
  cancel: () => void;
  dismiss: () => void;
  invite: () => void;
  openBook: () => void;
  openApp: () => void;
}

export interface GroupCopy {
  title: string;
  description: string;
  tone: 'open' | 'success' | 'ended';
  actions: ScreenAction[];
}

const standing = (group: Group) => `已有${group.members.length}人参团，还差${seatsLeft(group)}人`;

/** The share card of a group that still has seats. */
/** 拼团 paused by the operators (feature flag group_buy). */
export const GROUP_BUY_PAUSED = {
  feature: '拼团',
  detail: '拼团活动暂时关闭，已成团的订单不受影响；也可以单独购买这本书。',
};

export const groupShareCopy = (group: Group) => ({
  title: `还差${seatsLeft(group)}人，和我一起拼《${group.book_title}》`,
  desc: `拼团价${yuan(group.group_price)}，人满即成团`,
});

/** Title, words, tone and actions for where the user stands in this group. */
export function groupCopy(view: GroupShown, group: Group, on: GroupActions): GroupCopy {
  const pay: ScreenAction = {
    label: `立即参团 ${yuan(group.group_price)}`,
    primary: true,
    loading: view.busy,
    onClick: on.join,
  };
  const invite: ScreenAction = { label: '邀请好友参团', primary: true, onClick: on.invite };
  const cancel: ScreenAction = { label: '取消拼团', danger: true, loading: view.busy, onClick: on.cancel };
  const restart: ScreenAction = { label: '发起新团', primary: true, onClick: on.openBook };
  const mine = group.my_role !== null;
  switch (view.kind) {
    case 'visitor':
      return {
        title: standing(group),
        description: '人满即成团，每位成员都将获得这本书；到期未满员自动退款。',
        tone: 'open',
        actions:
          view.freeTimes > 0
            ? [pay, { label: `免费参团（还剩${view.freeTimes}次）`, onClick: on.joinFree, loading: view.busy }]
            : [pay],
      };
    case 'full':
      return {
        title: '这个团已满员',
        description: '名额已被抢完，你可以发起一个新团，邀请好友一起拼。',
        tone: 'open',
        actions: [restart],
      };
    case 'leader':
      return {
        title: standing(group),
        description: '你是团长。邀请好友参团，人满即成团。',
        tone: 'open',
        actions: [
          invite,
          ...(view.passTimes > 0
            ? [{ label: `使用成团卡（剩${view.passTimes}张）`, onClick: on.complete, loading: view.busy }]
            : []),
          cancel,
        ],
      };
    case 'member':
      return {
        title: standing(group),
        description: '你已参团。邀请好友参团，人满即成团。',
        tone: 'open',
        actions: [invite, cancel],
      };
    case 'succeeded':
      return mine
        ? {
            title: '拼团成功',
            description: '这本书已归你所有，打开App开始学习吧。',
            tone: 'success',
            actions: [
              { label: '打开App学习', primary: true, onClick: on.openApp },
              { label: '查看书籍', onClick: on.openBook },
            ],
          }
        : {
            title: '这个团已拼成',
            description: '你可以发起一个新团，邀请好友一起拼。',
            tone: 'success',
            actions: [restart],
          };
    case 'cancelled':
      return {
        title: '已取消拼团',
        description: `你已退出这个团。${GROUP_REFUND_TEXT}。`,
        tone: 'ended',
        actions: [{ ...restart, label: '重新发起拼团' }],
      };
    case 'noFreeTimes':
      return {
        title: '免费次数已用完',
        description: '你的免费拼团次数已用完，可以按拼团价参团。',
        tone: 'open',
        actions: [pay, { label: '返回', onClick: on.dismiss }],
      };
    default:
      return mine
        ? {
            title: group.status === 'CANCELLED' ? '拼团已取消' : '拼团失败',
            description: `到期未满员，拼团失败。${GROUP_REFUND_TEXT}。`,
            tone: 'ended',
            actions: [{ ...restart, label: '重新发起拼团' }],
          }
        : {
            title: '这个团已结束',
            description: '你可以发起一个新团，邀请好友一起拼。',
            tone: 'ended',
            actions: [restart],
          };
  }
}
