import { validateBroadcast, type BroadcastAudience } from '../../domain/letter';
import type { DemoBroadcast, DemoState } from '../state';
import { badRequest, bigId, DemoError, iso, nextId, type RouteContext, type RouteFn } from './kit';
import { staffOnly } from './staff';

/**
 * 站内信 (README 管理后台): a manager writes a broadcast (a draft), 发送 makes a letter of it for every learner of its
 * audience (all, VIP now, or listed user ids), which 消息 lists as unread; 撤回 takes every copy back out of 消息.
 * A learner's reply under a copy can be removed by staff.
 */
const BROADCAST_ID_BASE = 7_300_000_000_000_000_000n;
const LETTER_ID_BASE = 7_100_000_000_000_000_100n;
const SENDER = '花卡记忆';

function present(state: DemoState, b: DemoBroadcast) {
  const copies = state.letters.filter((l) => l.broadcast_letter_id === b.broadcast_letter_id);
  const nickname = (id: string) => state.users.find((u) => u.user_id === id)?.nickname ?? '已注销';
  return {
    broadcast_letter_id: bigId(b.broadcast_letter_id),
    title: b.title,
    content: b.content,
    audience: b.audience,
    status: b.withdrawn_at !== null ? 'WITHDRAWN' : b.sent_at !== null ? 'SENT' : 'DRAFT',
    recipients: b.recipients,
    created_at: iso(b.created_at),
    replies: copies.flatMap((l) =>
      l.comments.map((c) => ({
        comment_id: bigId(c.comment_id),
        nickname: nickname(l.user_id),
        content: c.content,
        created_at: iso(c.created_at),
      })),
    ),
  };
}

function broadcastOf(ctx: RouteContext): DemoBroadcast {
  const found = ctx.state.broadcasts.find((b) => b.broadcast_letter_id === ctx.params.broadcast_letter_id);
  if (!found) throw new DemoError(404, '站内信不存在');
  return found;
}

/** POST …/broadcast/create: checked as the form checks it. */
export const create: RouteFn = (ctx) => {
  const me = staffOnly(ctx);
  const audience = ctx.body.audience as BroadcastAudience;
  if (!['ALL', 'VIP', 'USERS'].includes(audience)) throw badRequest('audience 只能是 ALL、VIP 或 USERS');
  const userIds = Array.isArray(ctx.body.user_ids) ? ctx.body.user_ids.map(String) : [];
  const draft = {
    title: typeof ctx.body.title === 'string' ? ctx.body.title : '',
    content: typeof ctx.body.content === 'string' ? ctx.body.content : '',
    audience,
    userIds: userIds.join(','),
  };
  const problem = Object.values(validateBroadcast(draft))[0];
  if (problem) throw badRequest(problem);
  const broadcast: DemoBroadcast = {
    broadcast_letter_id: nextId(ctx.state, BROADCAST_ID_BASE),
    namespace: ctx.params.namespace ?? '',
    title: draft.title.trim(),
    content: draft.content.trim(),
    audience,
    user_ids: userIds,
    created_by: me.user_id,
    created_at: ctx.now,
    sent_at: null,
    withdrawn_at: null,
    recipients: 0,
  };
  ctx.state.broadcasts.push(broadcast);
  return present(ctx.state, broadcast);
};

export const read: RouteFn = (ctx) => {
  staffOnly(ctx);
  return present(ctx.state, broadcastOf(ctx));
};

/** POST …/broadcast/{id}/instantiate: once; a letter per learner of the audience (staff and unknown ids left out). */
export const instantiate: RouteFn = (ctx) => {
  staffOnly(ctx);
  const b = broadcastOf(ctx);
  if (b.sent_at !== null) throw new DemoError(409, b.withdrawn_at !== null ? '站内信已撤回' : '站内信已发送');
  const audience = ctx.state.users.filter((u) =>
    b.audience === 'VIP'
      ? (u.vip_end_at ?? 0) > ctx.now
      : b.audience === 'USERS'
        ? b.user_ids.includes(u.user_id)
        : true,
  );
  if (audience.length === 0) throw badRequest('没有符合条件的收件人');
  for (const user of audience)
    ctx.state.letters.push({
      instance_letter_id: nextId(ctx.state, LETTER_ID_BASE),
      namespace: b.namespace,
      user_id: user.user_id,
      title: b.title,
      sender: SENDER,
      content: b.content,
      created_at: ctx.now,
      read_at: null,
      comments: [],
      broadcast_letter_id: b.broadcast_letter_id,
    });
  Object.assign(b, { sent_at: ctx.now, recipients: audience.length });
  return present(ctx.state, b);
};

/** DELETE letter/v1/{id}: withdrawn; every copy leaves 消息. */
export const withdraw: RouteFn = (ctx) => {
  staffOnly(ctx);
  const b = broadcastOf(ctx);
  if (b.withdrawn_at !== null) throw new DemoError(409, '站内信已撤回');
  ctx.state.letters = ctx.state.letters.filter((l) => l.broadcast_letter_id !== b.broadcast_letter_id);
  b.withdrawn_at = ctx.now;
  return present(ctx.state, b);
};

/** DELETE letter/v1/comment/{id}: a learner's reply removed by staff. */
export const removeComment: RouteFn = (ctx) => {
  staffOnly(ctx);
  const letter = ctx.state.letters.find((l) => l.comments.some((c) => c.comment_id === ctx.params.comment_id));
  if (!letter) throw new DemoError(404, '回复不存在');
  letter.comments = letter.comments.filter((c) => c.comment_id !== ctx.params.comment_id);
  return {};
};
