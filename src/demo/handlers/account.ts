import { MINUTE_MS } from '../catalogueData';
import type { DemoState, DemoUser } from '../state';
import { badRequest, DemoError, type RouteFn } from './kit';
import { TOKEN_TTL_MS } from './users';

/** Deleting an account needs a session opened with an SMS code this recently (the page verifies the phone first). */
export const CANCELLATION_VERIFY_MS = 10 * MINUTE_MS;

const waysIn = (user: DemoUser) => [user.phone, user.open_id, user.qq_id].filter((way) => way !== null).length;

/** Unbinds the WeChat-like or QQ-like account; the last way to sign in stays. */
const unbind =
  (key: 'open_id' | 'qq_id', name: string): RouteFn =>
  ({ user }) => {
    const me = user();
    if (me[key] === null) throw badRequest(`没有绑定${name}`);
    if (waysIn(me) === 1) throw badRequest('这是你唯一的登录方式，不能解绑');
    me[key] = null;
    return {};
  };

export const unbindWechat = unbind('open_id', '微信');
export const unbindQQ = unbind('qq_id', 'QQ');

/**
 * 注销账号: the account, every session of it and its inviter ties go; its paid orders stay, for the books' owners'
 * figures. Signing in again with the phone makes a new, empty account.
 */
export const cancelAccount: RouteFn = ({ user, token, state, now }) => {
  const me = user();
  const session = state.tokens[token!]!;
  if (session.expires_at - TOKEN_TTL_MS < now - CANCELLATION_VERIFY_MS)
    throw new DemoError(403, '请先通过短信验证码验证手机号');
  removeAccount(state, me);
  return {};
};

function removeAccount(state: DemoState, me: DemoUser): void {
  const id = me.user_id;
  state.users = state.users.filter((u) => u.user_id !== id);
  for (const [key, entry] of Object.entries(state.tokens)) if (entry.user_id === id) delete state.tokens[key];
  for (const other of state.users) if (other.inviter_id === id) other.inviter_id = null;
  for (const squad of state.squads) squad.members = squad.members.filter((m) => m.user_id !== id);
  state.follows = state.follows.filter((f) => f.follower_id !== id && f.followee_id !== id);
  state.mp_bindings = state.mp_bindings.filter((b) => b.user_id !== id);
  state.letters = state.letters.filter((l) => l.user_id !== id);
}
