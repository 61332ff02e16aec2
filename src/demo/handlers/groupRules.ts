import { findSeedBook, SEED_GROUP_BUYS } from '../library/seed';
import type { DemoGroup, DemoOrder, DemoState } from '../state';

const HOUR_MS = 3_600_000;
/** Demo rules (README): each user may start or join one group for free; a VIP may finish two groups with a pass. */
export const FREE_TIMES_PER_USER = 1;
export const VIP_PASSES = 2;

/** A book's group-buy rules: the operator's change, else the seed's, with the demo defaults. */
export function groupConfigOf(state: DemoState, bookId: string) {
  const book = findSeedBook(bookId);
  const seed = SEED_GROUP_BUYS[bookId];
  if (!book || !seed) return null;
  const config = state.group_configs[bookId] ?? {
    group_price: seed.group_price,
    group_size: seed.group_size ?? 3,
    duration_hours: seed.duration_hours ?? 24,
    version: 1,
  };
  return { library_book_id: bookId, enabled: true, original_price: book.price, ...config };
}

/** The book is the user's for good (a paid order, a free book, or a group that succeeded). */
export function grantBook(state: DemoState, userId: string, bookId: string, orderId: string, at: number): void {
  if (state.book_owners.some((o) => o.user_id === userId && o.library_book_id === bookId)) return;
  state.book_owners.push({ user_id: userId, library_book_id: bookId, order_id: orderId, at });
}

export const freeTimesLeft = (state: DemoState, userId: string) =>
  Math.max(0, FREE_TIMES_PER_USER - (state.group_free_used[userId] ?? 0));

const ordersOf = (state: DemoState, group: DemoGroup) =>
  group.members.flatMap((m) => state.orders.filter((o) => o.order_id === m.order_id));

/** Refunds a member's payment, or gives their free time back. */
function giveBack(state: DemoState, member: DemoGroup['members'][number], at: number): void {
  if (member.order_id === null) {
    state.group_free_used[member.user_id] = Math.max(0, (state.group_free_used[member.user_id] ?? 1) - 1);
    return;
  }
  const order = state.orders.find((o) => o.order_id === member.order_id);
  if (order?.status === 'PAID') {
    order.status = 'REFUNDED';
    order.paid_at ??= at;
  }
}

/** Every seat taken (or a pass used): 拼团成功, and every member owns the book. */
export function succeed(state: DemoState, group: DemoGroup, at: number): void {
  group.status = 'SUCCESS';
  for (const member of group.members)
    grantBook(state, member.user_id, group.library_book_id, member.order_id ?? `group_${group.group_id}`, at);
}

/** A member joins an open group; a group that fills completes at once. */
export function addMember(state: DemoState, group: DemoGroup, userId: string, orderId: string | null, at: number) {
  group.members.push({ user_id: userId, joined_at: at, order_id: orderId });
  if (group.members.length >= group.size) succeed(state, group, at);
}

export function openGroup(group: DemoGroup, at: number): void {
  group.status = 'OPEN';
  group.deadline = at + group.duration_ms;
}

/**
 * A member leaves (取消拼团): their payment is refunded; a leader leaving hands the lead to the next member, and
 * the last one leaving dissolves the group.
 */
export function leaveGroup(state: DemoState, group: DemoGroup, userId: string, at: number): void {
  const member = group.members.find((m) => m.user_id === userId);
  if (!member) return;
  giveBack(state, member, at);
  group.members = group.members.filter((m) => m !== member);
  if (group.members.length === 0) group.status = 'CANCELLED';
}

/** A paid group order: the leader's opens its group, a member's takes its seat; a seat gone by then is refunded. */
export function groupOrderPaid(state: DemoState, order: DemoOrder, at: number): void {
  const group = state.groups.find((g) => g.group_id === order.group_id);
  if (!group) return;
  if (group.status === 'PENDING' && group.members[0]?.order_id === order.order_id) return openGroup(group, at);
  const seated = group.members.some((m) => m.user_id === order.user_id);
  if (group.status !== 'OPEN' || seated || group.members.length >= group.size) {
    order.status = 'REFUNDED';
    return;
  }
  addMember(state, group, order.user_id, order.order_id, at);
}

/**
 * Runs before every request: a group past its deadline fails and refunds every paid member; a group whose leader
 * never paid goes away with the closed order.
 */
export function settleGroups(state: DemoState, now: number): void {
  for (const group of state.groups) {
    if (group.status === 'OPEN' && group.deadline !== null && group.deadline <= now) {
      group.status = 'FAILED';
      group.members.forEach((member) => giveBack(state, member, group.deadline!));
    }
    if (group.status === 'PENDING' && ordersOf(state, group).every((o) => o.status === 'CLOSED'))
      group.status = 'CANCELLED';
  }
}

/** Seats held by members, and by join orders still being paid (a real backend reserves the seat while paying). */
export function seatsTaken(state: DemoState, group: DemoGroup): number {
  const paying = state.orders.filter(
    (o) => o.group_id === group.group_id && o.status === 'PENDING' && group.members[0]?.order_id !== o.order_id,
  );
  return group.members.length + paying.filter((o) => !group.members.some((m) => m.user_id === o.user_id)).length;
}

export const hoursLeft = (group: DemoGroup, now: number) =>
  group.deadline === null ? 0 : (group.deadline - now) / HOUR_MS;

/** 时间快进 to a group's deadline: the demo clock jumps just past it. */
export const untilDeadline = (group: DemoGroup, now: number) =>
  group.deadline === null ? 0 : Math.max(0, group.deadline - now + 1000);

/** A group's order at the group price for one user: PENDING to pay, or PAID (seed data, a simulated friend). */
export function addGroupOrder(
  state: DemoState,
  group: Pick<DemoGroup, 'group_id' | 'library_book_id' | 'price'>,
  userId: string,
  orderId: string,
  at: number,
  status: 'PENDING' | 'PAID',
): DemoOrder {
  const order: DemoOrder = {
    order_id: orderId,
    user_id: userId,
    sku_id: `book_${group.library_book_id}`,
    is_gift: false,
    amount: group.price,
    status,
    created_at: at,
    settles_at: null,
    paid_at: status === 'PAID' ? at : null,
    charge_id: null,
    gift_code: null,
    library_book_id: group.library_book_id,
    group_id: group.group_id,
  };
  state.orders.push(order);
  return order;
}

/** 模拟好友参团 (debug panel): a seeded user not yet in the group takes a paid seat. Answers who joined, or why not. */
export function simulateFriendJoin(state: DemoState, groupId: string, now: number): string {
  const group = state.groups.find((g) => g.group_id === groupId);
  if (!group || group.status !== 'OPEN') return '这个团不在进行中';
  const friend = state.users.find((u) => u.phone === null && !group.members.some((m) => m.user_id === u.user_id));
  if (!friend) return '没有可以参团的演示好友了';
  const orderId = `53000000${String(now).slice(-8)}${group.members.length}`;
  const order = addGroupOrder(state, group, friend.user_id, orderId, now, 'PAID');
  addMember(state, group, friend.user_id, order.order_id, now);
  return `${friend.nickname} 已参团`;
}

/** 时间快进 (debug panel): the demo clock moves on by `ms`. */
export function fastForward(state: DemoState, ms: number): void {
  state.clock_offset_ms = (state.clock_offset_ms || 0) + Math.max(0, ms);
}
