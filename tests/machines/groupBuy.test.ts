import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NoFreeTimesError, type Cancellable, type GroupBuyPage } from '../../src/domain/groupBuy';
import type { Group } from '../../src/domain/groupBuy';
import { GROUP_REFRESH_MS, groupBuyMachine, type GroupBuyInput } from '../../src/machines/groupBuy.machine';
import { groupBuyView } from '../../src/machines/groupBuy.view';
import { GROUP_SAMPLES } from '../../src/machines/groupBuy.model';
import { settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';
import { orderFor, providePayment } from './paymentFakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const { GROUP, GROUP_PAGES } = GROUP_SAMPLES;

interface Script {
  pages: GroupBuyPage[];
  /** The backend refuses to create the order, with this reason. */
  refuseOrder?: string;
  cancellable?: Cancellable;
  freeRefusal?: Error;
}

/** The group-buy flow over scripted pages: each read answers the next page; every effect is logged. */
function start(script: Script, input: Partial<GroupBuyInput> = {}) {
  const calls: string[] = [];
  let reads = 0;
  const payment = providePayment({
    createOrder: async (request) => {
      calls.push(`pay ${request.kind}`);
      if (script.refuseOrder) throw new Error(script.refuseOrder);
      return { ...orderFor('PENDING'), group_id: '9002' };
    },
    queryOrder: async ({ orderId }) => ({ ...orderFor('PAID', orderId), group_id: '9002' }),
  });
  const actor = createActor(
    groupBuyMachine.provide({
      actors: {
        loadPage: fromPromise(async () => {
          calls.push('read');
          return script.pages[Math.min(reads++, script.pages.length - 1)]!;
        }),
        requireLogin: fromPromise<void>(async () => {
          calls.push('login');
        }),
        enterFree: fromPromise(
          async ({ input: { groupId } }: { input: { bookId: string; groupId: string | null } }) => {
            calls.push(`free ${groupId ?? 'start'}`);
            if (script.freeRefusal) throw script.freeRefusal;
            return { ...GROUP, group_id: '9003', my_role: 'LEADER' } as Group;
          },
        ),
        checkCancellable: fromPromise(async () => script.cancellable ?? 'CANCELABLE'),
        cancelGroup: fromPromise(async ({ input: { groupId } }: { input: { groupId: string } }) => {
          calls.push(`cancel ${groupId}`);
          return GROUP;
        }),
        completeGroup: fromPromise(async ({ input: { groupId } }: { input: { groupId: string } }) => {
          calls.push(`complete ${groupId}`);
          return { ...GROUP, status: 'SUCCESS' } as Group;
        }),
        payment: payment.machine,
      },
      actions: { groupOpened: (_, { groupId }) => void calls.push(`opened ${groupId}`) },
    }),
    { input: { channel: 'ALIPAY', bookId: '1', groupId: '9001', signedIn: true, ...input } },
  ).start();
  const view = () => groupBuyView(actor.getSnapshot());
  return { actor, calls, view, effects: payment.effects };
}

describe('join page: each case has its own state', () => {
  test('a visitor, a full group, the leader, a member, 拼团成功 and 拼团失败 are each their own kind', async () => {
    for (const kind of ['visitor', 'full', 'leader', 'member', 'succeeded', 'ended'] as const) {
      const { view } = start({ pages: [GROUP_PAGES[kind]] });
      await settle();
      expect(view().kind).toBe(kind);
    }
  });

  test('a link to an unknown group (or one of another book) is not found; a failed read offers a retry', async () => {
    const missing = start({ pages: [GROUP_PAGES.missing] });
    await settle();
    expect(missing.view()).toEqual({ kind: 'notFound' });

    const actor = createActor(
      groupBuyMachine.provide({ actors: { loadPage: fromPromise(() => Promise.reject(new Error('请检查网络连接'))) } }),
      { input: { channel: 'ALIPAY', bookId: '1', groupId: '9001', signedIn: false } },
    ).start();
    await settle();
    expect(groupBuyView(actor.getSnapshot())).toEqual({ kind: 'failed', error: '请检查网络连接' });
    expect(actor.getSnapshot().can({ type: 'group.retry' })).toBe(true);
  });
});

describe('join', () => {
  test('立即参团 signs in first, pays through the payment machine as a group join, then shows me as a member', async () => {
    const { actor, calls, view } = start({ pages: [GROUP_PAGES.visitor, GROUP_PAGES.member] }, { signedIn: false });
    await settle();
    actor.send({ type: 'group.join' });
    await settle();
    expect(calls).toEqual(['read', 'login', 'pay groupJoin', 'read']);
    expect(view()).toMatchObject({ kind: 'member', notice: '支付成功' });
  });

  test('a double tap on 立即参团 makes one payment', async () => {
    const { actor, calls } = start({ pages: [GROUP_PAGES.visitor, GROUP_PAGES.member] });
    await settle();
    actor.send({ type: 'group.join' });
    actor.send({ type: 'group.join' });
    await settle();
    expect(calls.filter((call) => call.startsWith('pay'))).toEqual(['pay groupJoin']);
  });

  test('免费参团 uses a free time without paying; with none left it is refused into its own state, which can pay', async () => {
    const free = start({ pages: [GROUP_PAGES.visitor, GROUP_PAGES.member] });
    await settle();
    free.actor.send({ type: 'group.joinFree' });
    await settle();
    expect(free.calls).toEqual(['read', 'free 9001', 'read']);
    expect(free.view().kind).toBe('member');

    const refused = start({ pages: [GROUP_PAGES.visitor, GROUP_PAGES.member], freeRefusal: new NoFreeTimesError() });
    await settle();
    refused.actor.send({ type: 'group.joinFree' });
    await settle();
    expect(refused.view().kind).toBe('noFreeTimes');
    refused.actor.send({ type: 'group.join' });
    await settle();
    expect(refused.calls).toContain('pay groupJoin');
  });

  test('免费参团 is not offered without free times', async () => {
    const { actor } = start({ pages: [{ ...GROUP_PAGES.visitor, freeTimes: 0 }] });
    await settle();
    expect(actor.getSnapshot().can({ type: 'group.joinFree' })).toBe(false);
  });

  test('a refused join (the group filled meanwhile) reads the group again and shows the reason over it', async () => {
    const { actor, view } = start({
      pages: [GROUP_PAGES.visitor, GROUP_PAGES.full],
      refuseOrder: '这个团已满员',
    });
    await settle();
    actor.send({ type: 'group.join' });
    await settle();
    expect(view()).toMatchObject({ kind: 'full', notice: '订单未创建：这个团已满员' });
  });
});

describe('initiate', () => {
  test('发起拼团 pays with the config the user saw, then opens the new group', async () => {
    const { actor, calls, view } = start({ pages: [GROUP_PAGES.offer, GROUP_PAGES.leader] }, { groupId: null });
    await settle();
    expect(view()).toMatchObject({ kind: 'offer', config: GROUP_PAGES.offer.config });
    actor.send({ type: 'group.initiate' });
    await settle();
    expect(calls).toEqual(['read', 'pay groupInitiate', 'opened 9002', 'read']);
    expect(actor.getSnapshot().context.groupId).toBe('9002');
  });

  test('a config changed since it was shown: a clear message and the new config, never a charge', async () => {
    const changed = { ...GROUP_PAGES.offer, config: { ...GROUP_PAGES.offer.config!, group_price: 1290, version: 2 } };
    const { actor, calls, view } = start(
      {
        pages: [GROUP_PAGES.offer, changed],
        refuseOrder: '拼团规则已更新',
      },
      { groupId: null },
    );
    await settle();
    actor.send({ type: 'group.initiate' });
    await settle();
    expect(calls).toEqual(['read', 'pay groupInitiate', 'read']);
    expect(view()).toMatchObject({ kind: 'offer', notice: '订单未创建：拼团规则已更新' });
    expect(view()).toHaveProperty('config.group_price', 1290);
  });

  test('免费开团 starts a group with a free time and opens it', async () => {
    const { actor, calls } = start({ pages: [GROUP_PAGES.offer, GROUP_PAGES.leader] }, { groupId: null });
    await settle();
    actor.send({ type: 'group.startFree' });
    await settle();
    expect(calls).toEqual(['read', 'free start', 'opened 9003', 'read']);
  });
});

describe('cancel', () => {
  test('CANCELABLE asks for a confirmation, then cancels and ends in 已取消拼团', async () => {
    const { actor, calls, view } = start({ pages: [GROUP_PAGES.leader] });
    await settle();
    actor.send({ type: 'group.cancel' });
    await settle();
    expect(view()).toMatchObject({ kind: 'leader', dialog: { kind: 'confirmCancel', leader: true } });
    actor.send({ type: 'confirm' });
    await settle();
    expect(calls).toContain('cancel 9001');
    expect(view().kind).toBe('cancelled');
  });

  test('UNABLE_LESS_THAN_ONE_HOUR and UNABLE each say why, and cancel nothing', async () => {
    for (const reason of ['UNABLE_LESS_THAN_ONE_HOUR', 'UNABLE'] as const) {
      const { actor, calls, view } = start({ pages: [GROUP_PAGES.member], cancellable: reason });
      await settle();
      actor.send({ type: 'group.cancel' });
      await settle();
      expect(view()).toMatchObject({ dialog: { kind: 'cannotCancel', reason } });
      actor.send({ type: 'dismiss' });
      await settle();
      expect(view()).toMatchObject({ kind: 'member', dialog: null });
      expect(calls.some((call) => call.startsWith('cancel'))).toBe(false);
    }
  });
});

describe('complete, expire and refresh', () => {
  test('the leader with a VIP pass finishes the group after a confirmation: 拼团成功', async () => {
    const { actor, calls, view } = start({ pages: [GROUP_PAGES.leader, GROUP_PAGES.succeeded] });
    await settle();
    actor.send({ type: 'group.complete' });
    expect(view()).toMatchObject({ dialog: { kind: 'confirmComplete', passTimes: 1 } });
    actor.send({ type: 'confirm' });
    await settle();
    expect(calls).toContain('complete 9001');
    expect(view().kind).toBe('succeeded');
  });

  test('without a pass there is no 成团卡', async () => {
    const { actor } = start({ pages: [{ ...GROUP_PAGES.leader, passTimes: 0 }] });
    await settle();
    expect(actor.getSnapshot().can({ type: 'group.complete' })).toBe(false);
  });

  test('at the deadline the group is read again and an unfilled one becomes 拼团失败', async () => {
    const hourLeft = { ...GROUP_PAGES.member, group: { ...GROUP_PAGES.member.group!, remaining_ms: 3_600_000 } };
    const { calls, view } = start({ pages: [hourLeft, GROUP_PAGES.ended] });
    await settle();
    await vi.advanceTimersByTimeAsync(GROUP_REFRESH_MS - 1);
    expect(view().kind).toBe('member');
    // The interval re-read finds it still open… (the scripted second page is the failed one, so advance to it)
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['read', 'read']);
    expect(view().kind).toBe('ended');
  });

  test('the deadline alone triggers the read: a group with 2 s left is read 1 s after its deadline', async () => {
    const { calls, view } = start({ pages: [GROUP_PAGES.member, GROUP_PAGES.ended] });
    await settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toEqual(['read']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['read', 'read']);
    expect(view().kind).toBe('ended');
  });

  test('a friend who joined elsewhere shows on the next read, and coming back to the page reads at once', async () => {
    const hourLeft = (page: GroupBuyPage) => ({ ...page, group: { ...page.group!, remaining_ms: 3_600_000 } });
    const twoOfThree = hourLeft({
      ...GROUP_PAGES.leader,
      group: { ...GROUP_PAGES.leader.group!, members: GROUP_PAGES.full.group!.members.slice(0, 2) },
    });
    const { actor, calls, view } = start({ pages: [hourLeft(GROUP_PAGES.leader), twoOfThree, GROUP_PAGES.succeeded] });
    await settle();
    actor.send({ type: 'page.shown' });
    await settle();
    expect(view()).toMatchObject({ kind: 'leader', group: { members: [{}, {}] } });
    await vi.advanceTimersByTimeAsync(GROUP_REFRESH_MS);
    expect(calls).toEqual(['read', 'read', 'read']);
    expect(view().kind).toBe('succeeded');
  });
});

test('model-based paths cover every state and transition of groupBuy', async () => {
  await expectRegistryModelCovered('groupBuy');
}, 120_000);
