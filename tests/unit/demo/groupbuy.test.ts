import { describe, expect, test } from 'vitest';
import { fastForward, simulateFriendJoin } from '../../../src/demo/handlers/groupRules';
import { PERSONA, SEED } from '../../../src/demo/personas';
import type { GroupConfig } from '../../../src/domain/groupBuy';
import { clock, device, failure, state, store, payAtCashier } from './harness';

const HOUR = 3_600_000;

async function user(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}
type Device = Awaited<ReturnType<typeof user>>;

const group = (d: Device, id: string = SEED.openGroup) => d.api.groupbuy.getGroup({ path: { id } });
const config = (d: Device, bookId = '1') =>
  d.api.groupbuy.getBookConfig({ path: { library_book_id: bookId }, query: { show_original_price: true } });

async function joinAndPay(d: Device, id: string = SEED.openGroup) {
  const order = await d.api.groupbuy.joinGroup({ path: { id }, body: { group_buy_instance_id: id } });
  await payAtCashier(d, order.order_id);
  return order;
}

async function initiateAndPay(d: Device, bookId = '1') {
  const seen: GroupConfig = await config(d, bookId);
  const order = await d.api.groupbuy.initiateGroupBuy({
    path: { library_book_id: bookId },
    body: { library_book_id: bookId, config_snapshot: seen },
  });
  await payAtCashier(d, order.order_id);
  return order.group_id!;
}

describe('demo group buy: rules and seed data', () => {
  test('seed group 9001 on book 1: led by the VIP persona, 1 of 3, about 20 hours left, at the group price', async () => {
    const d = device();
    const g = await group(d);
    expect(g).toMatchObject({ library_book_id: '1', status: 'OPEN', group_size: 3, group_price: 990, my_role: null });
    expect(g.members).toHaveLength(1);
    expect(g.members[0]).toMatchObject({ is_leader: true, nickname: '花友0888' });
    expect(g.remaining_ms).toBe(20 * HOUR);
    expect(await config(d)).toMatchObject({
      group_size: 3,
      duration_hours: 24,
      group_price: 990,
      original_price: 1990,
    });
  });

  test('a book without a group buy, and an unknown group, answer 404', async () => {
    const d = device();
    expect((await failure(config(d, '2'))).status).toBe(404);
    expect((await failure(group(d, '123'))).status).toBe(404);
  });

  test('a paid join takes the seat; a group that fills completes at once and every member owns the book', async () => {
    const a = await user('13912300001');
    await joinAndPay(a);
    expect((await group(a)).members).toHaveLength(2);
    const b = await user('13912300002');
    await joinAndPay(b);
    const done = await group(b);
    expect(done.status).toBe('SUCCESS');
    for (const d of [a, b])
      expect(await d.api.order.getBookOrder({ path: { library_book_id: '1' } })).toMatchObject({ owned: true });
    const owners = state()
      .book_owners.filter((o) => o.library_book_id === '1')
      .map((o) => o.user_id);
    expect(owners).toHaveLength(3);
  });

  test('the leader, a member, and a full group are each refused a join with their own reason', async () => {
    const leader = await user(PERSONA.vip);
    expect(
      (await failure(leader.api.groupbuy.joinGroup({ path: { id: '9001' }, body: {}, noToast: true }))).serverMessage,
    ).toBe('这是你发起的团，邀请好友来参团吧');
    const a = await user('13912300003');
    await joinAndPay(a);
    expect(
      (await failure(a.api.groupbuy.joinGroup({ path: { id: '9001' }, body: {}, noToast: true }))).serverMessage,
    ).toBe('你已在这个团中');
    // A seat held by an unpaid join order counts: the third user finds the group full.
    const b = await user('13912300004');
    await b.api.groupbuy.joinGroup({ path: { id: '9001' }, body: {} });
    const c = await user('13912300005');
    expect(
      (await failure(c.api.groupbuy.joinGroup({ path: { id: '9001' }, body: {}, noToast: true }))).serverMessage,
    ).toBe('这个团已满员，可以发起新团');
  });

  test('each user has 1 free time; the second free entry is refused with NO_FREE_TIMES', async () => {
    const d = await user('13912300006');
    expect(await d.api.groupbuy.getLeftFreeTimes()).toEqual({ left_free_times: 1 });
    const started = await d.api.groupbuy.startFreeGroup({ body: { library_book_id: '3' } });
    expect(started).toMatchObject({ status: 'OPEN', my_role: 'LEADER', group_size: 2 });
    expect(await d.api.groupbuy.getLeftFreeTimes()).toEqual({ left_free_times: 0 });
    const refused = await failure(
      d.api.groupbuy.startFreeGroup({ body: { group_buy_instance_id: '9001' }, noToast: true }),
    );
    expect([refused.status, refused.code]).toEqual([409, 'NO_FREE_TIMES']);
  });

  test('initiating with a config snapshot that no longer matches is refused with 409 and charges nothing', async () => {
    const d = await user('13912300007');
    const seen = await config(d);
    store.change((s) => (s.group_configs['1'] = { group_price: 1290, group_size: 3, duration_hours: 24, version: 2 }));
    const orders = state().orders.length;
    const refused = await failure(
      d.api.groupbuy.initiateGroupBuy({
        path: { library_book_id: '1' },
        body: { config_snapshot: seen },
        noToast: true,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.serverMessage).toContain('拼团价 ¥12.90');
    expect(state().orders).toHaveLength(orders);
  });

  test('cancel: CANCELABLE until the last hour; a leader leaving hands the lead on; the refund is recorded', async () => {
    const leader = await user('13912300008');
    const id = await initiateAndPay(leader);
    const member = await user('13912300009');
    const memberOrder = await joinAndPay(member, id);
    expect(await leader.api.groupbuy.isGroupCancellable({ path: { id } })).toEqual({ status: 'CANCELABLE' });
    await leader.api.groupbuy.cancelGroup({ path: { id }, body: {} });
    const after = await group(member, id);
    expect(after.members.map((m) => [m.is_leader, after.my_role])).toEqual([[true, 'LEADER']]);
    const leaderId = state().users.find((u) => u.phone === '13912300008')!.user_id;
    expect(state().orders.find((o) => o.group_id === id && o.user_id === leaderId)?.status).toBe('REFUNDED');
    expect(state().orders.find((o) => o.order_id === memberOrder.order_id)?.status).toBe('PAID');

    clock.now += 23.5 * HOUR;
    expect(await member.api.groupbuy.isGroupCancellable({ path: { id } })).toEqual({
      status: 'UNABLE_LESS_THAN_ONE_HOUR',
    });
    expect((await failure(member.api.groupbuy.cancelGroup({ path: { id }, body: {}, noToast: true }))).status).toBe(
      400,
    );
  });

  test('at the deadline an unfilled group fails and refunds every paid member', async () => {
    const a = await user('13912300010');
    const order = await joinAndPay(a);
    clock.now += 20 * HOUR;
    expect((await group(a)).status).toBe('FAILED');
    expect(
      state()
        .orders.filter((o) => o.group_id === SEED.openGroup)
        .map((o) => o.status),
    ).toEqual(['REFUNDED', 'REFUNDED']);
    expect(await a.api.order.getOrder({ path: { order_id: order.order_id } })).toMatchObject({ status: 'REFUNDED' });
    expect(await a.api.groupbuy.isGroupCancellable({ path: { id: SEED.openGroup } })).toEqual({ status: 'UNABLE' });
  });

  test('a VIP leader finishes a group with a pass (2 each); a non-VIP has none', async () => {
    const vip = await user(PERSONA.vip);
    expect(await vip.api.vip.getGroupBuyLeftPassTimes()).toEqual({ left_pass_times: 2 });
    await vip.api.groupbuy.completeGroup({ path: { id: '9001' }, body: {} });
    expect((await group(vip)).status).toBe('SUCCESS');
    expect(await vip.api.vip.getGroupBuyLeftPassTimes()).toEqual({ left_pass_times: 1 });
    expect(await (await user('13912300011')).api.vip.getGroupBuyLeftPassTimes()).toEqual({ left_pass_times: 0 });
  });

  test('debug triggers: 模拟好友参团 seats a seeded friend; 时间快进 moves the demo clock', async () => {
    const d = device();
    await group(d);
    expect(store.change((s) => simulateFriendJoin(s, '9001', clock.now))).toBe('花友小满 已参团');
    expect((await group(d)).members).toHaveLength(2);
    store.change((s) => fastForward(s, 20 * HOUR));
    expect((await group(d)).status).toBe('FAILED');
  });

  test('我的拼团 lists the groups I lead or joined, by book and status', async () => {
    const a = await user('13912300012');
    await joinAndPay(a);
    const { groups } = await a.api.groupbuy.listMyGroups({ query: {}, body: {} });
    expect(groups.map((g) => [g.group_id, g.my_role])).toEqual([['9001', 'MEMBER']]);
    expect((await a.api.groupbuy.listMyGroups({ query: { library_book_id: '3' }, body: {} })).groups).toEqual([]);
    expect((await a.api.groupbuy.listMyGroups({ query: {}, body: { status: 'SUCCESS' } })).groups).toEqual([]);
  });
});
