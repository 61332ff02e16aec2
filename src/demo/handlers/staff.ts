import { recoveryProblem } from '../../domain/staff';
import { STAFF } from '../personas';
import type { DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, iso, pageOf, requireString, type RouteContext, type RouteFn } from './kit';
import { productOf } from './settle';

/**
 * 管理后台's guard and 用户查询 (README): every staff call answers 403 无权访问 to anyone but a manager or an admin, and
 * an admin-only one to a manager too. A looked-up SMS code is written to the audit log with its reason.
 */
/** Whether the signed-in user is a manager or an admin. */
export const isStaff = (user: DemoUser | undefined) => Boolean(user?.phone && STAFF[user.phone]);

export function staffOnly({ user }: RouteContext, need: 'MANAGER' | 'ADMIN' = 'MANAGER'): DemoUser {
  const me = user();
  const role = me.phone ? STAFF[me.phone]?.role : undefined;
  if (!role || (need === 'ADMIN' && role !== 'ADMIN')) throw new DemoError(403, '无权访问');
  return me;
}

function presentManaged(state: DemoState, user: DemoUser, withOrders: boolean) {
  const orders = state.orders
    .filter((o) => o.user_id === user.user_id)
    .sort((a, b) => b.created_at - a.created_at)
    .slice(0, 20);
  return {
    user_id: bigId(user.user_id),
    hua_id: user.hua_id,
    nickname: user.nickname,
    phone: user.phone,
    created_at: iso(user.created_at),
    vip_end_at: iso(user.vip_end_at),
    sign_in_methods: [
      ...(user.phone ? ['phone'] : []),
      ...(user.open_id ? ['wechat'] : []),
      ...(user.qq_id ? ['qq'] : []),
    ],
    ...(withOrders && {
      orders: orders.map((o) => ({
        order_id: bigId(o.order_id),
        title: productOf(o).name,
        amount: o.amount,
        status: o.status,
        created_at: iso(o.created_at),
      })),
    }),
  };
}

/** POST manage/user/v1/query: by phone, user id or part of a nickname, or the newest accounts when none is given; paged. */
export const queryUsers: RouteFn = (ctx) => {
  staffOnly(ctx);
  const phone = ctx.query.get('phone_number')?.trim();
  const userId = ctx.query.get('user_id')?.trim();
  const nickname = ctx.query.get('nickname')?.trim();
  const found = ctx.state.users
    .filter(
      (u) =>
        (!phone && !userId && !nickname) ||
        (phone && u.phone === phone) ||
        (userId && u.user_id === userId) ||
        (nickname && u.nickname.includes(nickname)),
    )
    .sort((a, b) => b.created_at - a.created_at);
  return pageOf(
    found.map((u) => presentManaged(ctx.state, u, false)),
    ctx.body,
  );
};

/** GET manage/user/v1/query: one user, with VIP standing, orders and sign-in methods. */
export const findUser: RouteFn = (ctx) => {
  staffOnly(ctx);
  const phone = ctx.query.get('phone_number');
  const userId = ctx.query.get('user_id');
  const user = ctx.state.users.find((u) => (userId ? u.user_id === userId : phone ? u.phone === phone : false));
  if (!user) throw new DemoError(404, '用户不存在');
  return presentManaged(ctx.state, user, true);
};

/** GET manage/user/v1/phone/86/{phone}/code?reason=: the code now valid for that phone (null when none), audited. */
export const lookUpSmsCode: RouteFn = (ctx) => {
  const me = staffOnly(ctx);
  if (ctx.params.country_code !== '86') throw badRequest('只支持中国大陆手机号');
  const phone = ctx.params.phone_number ?? '';
  if (!/^1\d{10}$/.test(phone)) throw badRequest('手机号格式不正确');
  const reason = requireString(ctx.query.get('reason')?.trim(), '请填写查询原因');
  ctx.state.code_lookups.push({ staff_id: me.user_id, phone, reason, at: ctx.now });
  const record = ctx.state.sms[phone];
  const valid = record && record.expires_at > ctx.now;
  return { phone, sms_code: valid ? record.code : null, expires_at: valid ? iso(record.expires_at) : null };
};

/** POST manage/user/v1/code_lookup/log/page (assumed): the audit log, newest first; admins only. */
export const listCodeLookups: RouteFn = (ctx) => {
  staffOnly(ctx, 'ADMIN');
  const nickname = (id: string) => ctx.state.users.find((u) => u.user_id === id)?.nickname ?? '已注销';
  const lines = [...ctx.state.code_lookups]
    .sort((a, b) => b.at - a.at)
    .map((l) => ({ phone: l.phone, reason: l.reason, staff_nickname: nickname(l.staff_id), looked_up_at: iso(l.at) }));
  return pageOf(lines, ctx.body);
};

/**
 * POST hpkg/v1/admin/global_schedule/{user_id}/recover and …/package/{uuid}/{model_id}/recover: admins only. The demo
 * keeps no study or package history to restore from; it checks who asks and for what, and records the recovery.
 */
export const recover =
  (kind: 'schedule' | 'model'): RouteFn =>
  (ctx) => {
    const me = staffOnly(ctx, 'ADMIN');
    const target = kind === 'schedule' ? (ctx.params.user_id ?? '') : (ctx.params.package_uuid ?? '');
    const problem = recoveryProblem(kind, target, ctx.params.model_id);
    if (problem) throw badRequest(problem);
    if (kind === 'schedule' && !ctx.state.users.some((u) => u.user_id === target))
      throw new DemoError(404, '用户不存在');
    ctx.state.recoveries.push({ admin_id: me.user_id, kind, target, at: ctx.now });
    return { kind, target, recovered_at: iso(ctx.now) };
  };
