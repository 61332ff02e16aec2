import { isPreferenceKey, validPreference } from '../../domain/preferences';
import { badRequest, DemoError, type RouteContext, type RouteFn } from './kit';

function keyOf({ params }: RouteContext) {
  if (!isPreferenceKey(params.key)) throw new DemoError(404, '没有这个设置');
  return params.key;
}

/** user/v1/preference/{key}: the signed-in user's value, or null when they never set it. */
export const getPreference: RouteFn = (ctx) => {
  const key = keyOf(ctx);
  return { key, value: ctx.state.preferences[ctx.user().user_id]?.[key] ?? null };
};

/** POST user/v1/preference/{key} `{ value }`: kept when the value fits the key. */
export const setPreference: RouteFn = (ctx) => {
  const key = keyOf(ctx);
  const { user_id } = ctx.user();
  if (!validPreference(key, ctx.body.value)) throw badRequest('设置的值不合法');
  ctx.state.preferences[user_id] = { ...ctx.state.preferences[user_id], [key]: ctx.body.value };
  return { key, value: ctx.body.value };
};
