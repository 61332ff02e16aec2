import type { Cancellable } from '../domain/groupBuy';
import { errorMessage } from './effects';

/*
 * 取消拼团 and 使用成团卡, the substates of `live.role` that end or complete my group. Plain state configs:
 * `groupBuyMachine`'s `createMachine` types them and checks the actors, actions and guards they name.
 */

/** A refusal or a failed action, shown over the page. */
export const noticeOf = ({ event }: { event: { error: unknown } }) => ({
  notice: errorMessage(event.error, '操作失败，请重试'),
});
const refused = { target: '#groupBuy.deciding', actions: { type: 'showNotice', params: noticeOf } } as const;
const groupOf = ({ context }: { context: { groupId: string | null } }) => ({ groupId: context.groupId ?? '' });
const answerOf = ({ event }: { event: { output: Cancellable } }) => ({ answer: event.output });
const blockedOf = ({ event }: { event: { output: Cancellable } }) => ({
  blocked: event.output === 'CANCELABLE' ? null : event.output,
});

/** Cancelling asks the backend first whether I may leave: a refusal says why; completing asks me to confirm. */
export const cancelOrComplete = {
  checkingCancel: {
    tags: 'busy',
    invoke: {
      id: 'checkCancellable',
      src: 'checkCancellable',
      input: groupOf,
      onDone: [
        { guard: { type: 'cancelable', params: answerOf }, target: 'confirmingCancel' },
        { target: 'cannotCancel', actions: { type: 'showBlocked', params: blockedOf } },
      ],
      onError: refused,
    },
  },
  cannotCancel: {
    on: { dismiss: { target: '#groupBuy.deciding', actions: { type: 'showBlocked', params: { blocked: null } } } },
  },
  confirmingCancel: { on: { confirm: 'cancelling', dismiss: '#groupBuy.deciding' } },
  cancelling: {
    tags: 'busy',
    invoke: {
      id: 'cancelGroup',
      src: 'cancelGroup',
      input: groupOf,
      onDone: '#groupBuy.cancelled',
      onError: refused,
    },
  },
  confirmingComplete: { on: { confirm: 'completing', dismiss: '#groupBuy.deciding' } },
  completing: {
    tags: 'busy',
    invoke: {
      id: 'completeGroup',
      src: 'completeGroup',
      input: groupOf,
      onDone: '#groupBuy.refreshing',
      onError: refused,
    },
  },
} as const;
