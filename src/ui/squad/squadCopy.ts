import type { SquadView } from '../../machines/squad.view';
import type { ScreenAction } from '../shell/StatusView';

/** A squad on screen, once its page is read. */
export type SquadShown = Extract<SquadView, { owner: unknown }>;

/** What the callout's buttons do. */
export interface SquadActions {
  join: () => void;
  exit: () => void;
  openSquad: (code: string) => void;
}

/** The share card of one of the squad's invite codes. */
export const squadShareCopy = (ownerName: string) => ({
  title: `${ownerName}邀请你加入VIP小队`,
  desc: '加入小队，共享花卡VIP会员',
});

/** Why no squad shows: its page failed to load, or no squad has this invite code. */
export type SquadProblemView = Extract<SquadView, { kind: 'failed' | 'notFound' }>;

export const squadProblem = (view: SquadProblemView) =>
  view.kind === 'failed'
    ? { mark: '!', title: '小队加载失败', description: view.error }
    : {
        mark: '?',
        title: '小队邀请码无效',
        description: `没有找到邀请码为 ${view.inviteCode} 的小队，请向好友确认邀请链接。`,
      };

/** What the visitor can do here, by where they stand with the squad. */
export function squadCallout(
  view: SquadShown,
  on: SquadActions,
): { title: string; description: string; actions: ScreenAction[] } {
  switch (view.kind) {
    case 'open':
      return {
        title: '加入小队，共享VIP会员',
        description: '加入后即可与队长共享会员权益，随时可以退出。',
        actions: [{ label: '加入小队', primary: true, loading: view.busy, onClick: on.join }],
      };
    case 'full':
      return {
        title: '小队已满',
        description: '这个小队的席位已经满了，可以请好友分享其他小队的邀请链接。',
        actions: [],
      };
    case 'own':
      return { title: '这是你的小队', description: '把邀请码分享给好友，好友加入后共享你的会员。', actions: [] };
    case 'member':
      return {
        title: '你已在这个小队中',
        description: '你正在共享队长的会员，退出后将不再享有小队会员。',
        actions: [{ label: '退出小队', danger: true, loading: view.busy, onClick: () => view.canExit && on.exit() }],
      };
    case 'elsewhere':
      return {
        title: '你已在其他小队中',
        description: `你已加入 ${view.mySquadOwner} 的小队，请先退出原小队，再加入这个小队。`,
        actions: view.myCode
          ? [{ label: '查看我的小队', primary: true, onClick: () => on.openSquad(view.myCode) }]
          : [],
      };
  }
}
