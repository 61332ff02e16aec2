import { DemoError, iso, requireString, type RouteFn } from './kit';

/** One open id per account and one account per open id; binding again the same pair changes nothing. */
const bindingOf = (bindings: { user_id: string; open_id: string; bound_at: number }[], userId: string) =>
  bindings.find((b) => b.user_id === userId);

const present = (binding: { open_id: string; bound_at: number } | undefined) => ({
  open_id: binding?.open_id ?? null,
  bound_at: iso(binding?.bound_at ?? null),
});

export const getBinding: RouteFn = ({ state, user }) => present(bindingOf(state.mp_bindings, user().user_id));

export const checkOpenId: RouteFn = ({ state, params, user }) => {
  const binding = state.mp_bindings.find((b) => b.open_id === params.open_id);
  return { bound: !!binding, mine: binding?.user_id === user().user_id };
};

export const bind: RouteFn = ({ state, body, user, now }) => {
  const me = user();
  const openId = requireString(body.open_id, '缺少微信身份，请在微信中打开');
  const mine = bindingOf(state.mp_bindings, me.user_id);
  if (mine?.open_id === openId) return present(mine);
  if (mine) throw new DemoError(409, '你的账号已绑定其他微信，请先解除绑定');
  if (state.mp_bindings.some((b) => b.open_id === openId)) throw new DemoError(409, '这个微信已绑定其他花卡账号');
  const binding = { user_id: me.user_id, open_id: openId, bound_at: now };
  state.mp_bindings.push(binding);
  return present(binding);
};

export const unbind: RouteFn = ({ state, user }) => {
  const me = user();
  if (!bindingOf(state.mp_bindings, me.user_id)) throw new DemoError(404, '你的账号还没有绑定微信');
  state.mp_bindings = state.mp_bindings.filter((b) => b.user_id !== me.user_id);
  return present(undefined);
};
