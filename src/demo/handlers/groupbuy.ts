import { NO_FREE_TIMES_CODE } from '../../domain/groupBuy';
import { findSeedBook } from '../library/seed';
import type { DemoGroup, DemoOrder, DemoState, DemoUser } from '../state';
import {
  addGroupOrder,
  addMember,
  freeTimesLeft,
  groupConfigOf,
  hoursLeft,
  leaveGroup,
  openGroup,
  seatsTaken,
  succeed,
  VIP_PASSES,
} from './groupRules';
import { badRequest, bigId, DemoError, iso, jsonResponse, nextId, type RouteContext, type RouteFn } from './kit';
import { ownsBook } from './leaseRules';
import { presentOrder } from './orders';
import { sharedVipEnd } from './squad';

const HOUR_MS = 3_600_000;
const GROUP_ID_BASE = 9_100_000_000_000_000_000n;
const GROUP_ORDER_ID_BASE = 5_300_000_000_000_000_000n;

const byId = (state: DemoState, userId: string) => state.users.find((user) => user.user_id === userId);
const roleOf = (group: DemoGroup, userId: string | undefined) => {
  const index = group.members.findIndex((m) => m.user_id === userId);
  return index < 0 ? null : index === 0 ? 'LEADER' : 'MEMBER';
};

function present(state: DemoState, group: DemoGroup, viewer: DemoUser | undefined, now: number) {
  return {
    group_id: bigId(group.group_id),
    library_book_id: group.library_book_id,
    book_title: findSeedBook(group.library_book_id)?.title ?? '书籍',
    status: group.status,
    group_size: group.size,
    group_price: group.price,
    members: group.members.map(({ user_id }, i) => ({
      user_id: bigId(user_id),
      nickname: byId(state, user_id)?.nickname ?? '花友',
      image_url: byId(state, user_id)?.image_url ?? null,
      is_leader: i === 0,
    })),
    deadline: iso(group.deadline ?? now),
    remaining_ms: Math.max(0, (group.deadline ?? now) - now),
    my_role: roleOf(group, viewer?.user_id),
  };
}

/** A group anyone may see: PENDING ones (the leader has not paid) are not shown. */
function findGroup(state: DemoState, id: unknown): DemoGroup {
  const group = state.groups.find((g) => g.group_id === String(id ?? '') && g.status !== 'PENDING');
  if (!group) throw new DemoError(404, '拼团不存在');
  return group;
}

function requireConfig(state: DemoState, bookId: string | undefined) {
  if (!findSeedBook(bookId)) throw new DemoError(404, '书籍不存在');
  const config = groupConfigOf(state, bookId!);
  if (!config) throw new DemoError(404, '这本书没有拼团活动');
  return config;
}

/** Why this user may not join: the join page shows each case as its own state. */
function refuseJoin(state: DemoState, group: DemoGroup, me: DemoUser): void {
  const role = roleOf(group, me.user_id);
  if (role === 'LEADER') throw badRequest('这是你发起的团，邀请好友来参团吧');
  if (role === 'MEMBER') throw badRequest('你已在这个团中');
  if (group.status === 'SUCCESS') throw badRequest('这个团已拼成');
  if (group.status !== 'OPEN') throw badRequest('这个团已结束');
  if (ownsBook(state, me.user_id, group.library_book_id)) throw badRequest('你已拥有这本书');
  if (seatsTaken(state, group) >= group.size) throw badRequest('这个团已满员，可以发起新团');
}

function refuseStart(state: DemoState, bookId: string, me: DemoUser): void {
  if (ownsBook(state, me.user_id, bookId)) throw badRequest('你已拥有这本书');
  const open = state.groups.find(
    (g) => g.library_book_id === bookId && g.status === 'OPEN' && roleOf(g, me.user_id) !== null,
  );
  if (open) throw badRequest('你已有这本书的进行中拼团');
}

function groupOrder(state: DemoState, me: DemoUser, group: DemoGroup, now: number, random: () => number): DemoOrder {
  const orderId = String(GROUP_ORDER_ID_BASE + BigInt(Math.floor(random() * 1e15)));
  return addGroupOrder(state, group, me.user_id, orderId, now, 'PENDING');
}

const pendingOrderFor = (state: DemoState, me: DemoUser, groupId: string) =>
  state.orders.find((o) => o.user_id === me.user_id && o.group_id === groupId && o.status === 'PENDING');

function newGroup(state: DemoState, bookId: string, now: number): DemoGroup {
  const config = requireConfig(state, bookId);
  const group: DemoGroup = {
    group_id: nextId(state, GROUP_ID_BASE),
    library_book_id: bookId,
    status: 'PENDING',
    size: config.group_size,
    price: config.group_price,
    duration_ms: config.duration_hours * HOUR_MS,
    created_at: now,
    deadline: null,
    members: [],
  };
  state.groups.push(group);
  return group;
}

export const getConfig: RouteFn = ({ state, params }) => requireConfig(state, params.library_book_id);

/** 发起拼团: the leader's order at the group price; a config changed since it was shown is refused, never charged. */
export const initiate: RouteFn = ({ state, params, body, user, now, random }) => {
  const me = user();
  const bookId = params.library_book_id ?? '';
  const config = requireConfig(state, bookId);
  const seen = (body.config_snapshot ?? {}) as Partial<typeof config>;
  if (
    seen.version !== config.version ||
    seen.group_price !== config.group_price ||
    seen.group_size !== config.group_size
  )
    throw new DemoError(
      409,
      `拼团规则已更新（${config.group_size}人团，拼团价 ¥${(config.group_price / 100).toFixed(2)}），请确认后再发起`,
    );
  const waiting = state.groups.find(
    (g) => g.status === 'PENDING' && g.library_book_id === bookId && g.members[0]?.user_id === me.user_id,
  );
  const pending = waiting && pendingOrderFor(state, me, waiting.group_id);
  if (pending) return presentOrder(state, pending, me);
  refuseStart(state, bookId, me);
  const group = newGroup(state, bookId, now);
  const order = groupOrder(state, me, group, now, random);
  group.members.push({ user_id: me.user_id, joined_at: now, order_id: order.order_id });
  return presentOrder(state, order, me);
};

/** 立即参团: the member's order; the seat is held while it is paid. */
export const join: RouteFn = ({ state, params, user, now, random }) => {
  const me = user();
  const group = findGroup(state, params.id);
  const pending = pendingOrderFor(state, me, group.group_id);
  if (pending && group.status === 'OPEN') return presentOrder(state, pending, me);
  refuseJoin(state, group, me);
  return presentOrder(state, groupOrder(state, me, group, now, random), me);
};

/** Starts or joins with one free time instead of paying. */
export const enterFree: RouteFn = ({ state, body, user, now }) => {
  const me = user();
  if (freeTimesLeft(state, me.user_id) === 0)
    return jsonResponse({ code: NO_FREE_TIMES_CODE, message: '你的免费拼团次数已用完' }, 409);
  let group: DemoGroup;
  if (body.group_buy_instance_id !== undefined) {
    group = findGroup(state, body.group_buy_instance_id);
    refuseJoin(state, group, me);
    addMember(state, group, me.user_id, null, now);
  } else {
    const bookId = String(body.library_book_id ?? '');
    refuseStart(state, bookId, me);
    group = newGroup(state, bookId, now);
    group.members.push({ user_id: me.user_id, joined_at: now, order_id: null });
    openGroup(group, now);
  }
  state.group_free_used[me.user_id] = (state.group_free_used[me.user_id] ?? 0) + 1;
  return present(state, group, me, now);
};

export const getGroup: RouteFn = ({ state, params, maybeUser, now }) =>
  present(state, findGroup(state, params.id), maybeUser(), now);

function cancellable(group: DemoGroup, userId: string, now: number) {
  if (roleOf(group, userId) === null) throw new DemoError(403, '你不在这个团中');
  if (group.status !== 'OPEN') return 'UNABLE';
  return hoursLeft(group, now) < 1 ? 'UNABLE_LESS_THAN_ONE_HOUR' : 'CANCELABLE';
}

export const isCancellable: RouteFn = ({ state, params, user, now }) => ({
  status: cancellable(findGroup(state, params.id), user().user_id, now),
});

export const cancel: RouteFn = ({ state, params, user, now }) => {
  const me = user();
  const group = findGroup(state, params.id);
  const status = cancellable(group, me.user_id, now);
  if (status === 'UNABLE_LESS_THAN_ONE_HOUR') throw badRequest('距拼团结束不足1小时，不能取消');
  if (status === 'UNABLE') throw badRequest('拼团已结束，不能取消');
  leaveGroup(state, group, me.user_id, now);
  return present(state, group, me, now);
};

const passesLeft = (state: DemoState, me: DemoUser, now: number) =>
  (sharedVipEnd(state, me) ?? 0) > now ? Math.max(0, VIP_PASSES - (state.group_passes_used[me.user_id] ?? 0)) : 0;

/** 使用成团卡: the leader, a VIP with passes left, finishes the group at once. */
export const complete: RouteFn = ({ state, params, user, now }) => {
  const me = user();
  const group = findGroup(state, params.id);
  if (roleOf(group, me.user_id) !== 'LEADER') throw new DemoError(403, '只有团长可以使用成团卡');
  if (group.status !== 'OPEN') throw badRequest('这个团已结束');
  if (passesLeft(state, me, now) === 0) throw badRequest('没有可用的成团卡（VIP会员每人2张）');
  state.group_passes_used[me.user_id] = (state.group_passes_used[me.user_id] ?? 0) + 1;
  succeed(state, group, now);
  return present(state, group, me, now);
};

export const leftFreeTimes: RouteFn = ({ state, user }) => ({ left_free_times: freeTimesLeft(state, user().user_id) });
export const leftPassTimes: RouteFn = ({ state, user, now }) => ({ left_pass_times: passesLeft(state, user(), now) });

const listOf = (ctx: RouteContext, groups: DemoGroup[]) => {
  const page = Math.max(1, Number(ctx.body.page_number) || 1);
  const size = Math.min(50, Math.max(1, Number(ctx.body.page_size) || 20));
  const shown = groups
    .filter((g) => g.status !== 'PENDING')
    .sort((a, b) => b.created_at - a.created_at)
    .slice((page - 1) * size, page * size);
  return { groups: shown.map((g) => present(ctx.state, g, ctx.maybeUser(), ctx.now)) };
};

const withStatus = (ctx: RouteContext, groups: DemoGroup[]) =>
  typeof ctx.body.status === 'string' ? groups.filter((g) => g.status === ctx.body.status) : groups;

/** Open groups with a free seat, for anyone to join. */
export const listOpen: RouteFn = (ctx) =>
  listOf(
    ctx,
    ctx.state.groups.filter((g) => g.status === 'OPEN' && seatsTaken(ctx.state, g) < g.size),
  );

export const listBookGroups: RouteFn = (ctx) =>
  listOf(
    ctx,
    ctx.state.groups.filter(
      (g) =>
        g.library_book_id === ctx.params.library_book_id && g.status === 'OPEN' && seatsTaken(ctx.state, g) < g.size,
    ),
  );

/** 我的拼团: every group I lead or joined, optionally of one book or in one status. */
export const listMine: RouteFn = (ctx) => {
  const me = ctx.user();
  const bookId = ctx.query.get('library_book_id');
  const mine = ctx.state.groups.filter(
    (g) => roleOf(g, me.user_id) !== null && (!bookId || g.library_book_id === bookId),
  );
  return listOf(ctx, withStatus(ctx, mine));
};

export const listMyOpen: RouteFn = (ctx) => {
  const me = ctx.user();
  return listOf(
    ctx,
    ctx.state.groups.filter((g) => g.status === 'OPEN' && roleOf(g, me.user_id) !== null),
  );
};
