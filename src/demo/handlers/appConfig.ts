import { FEATURE_FLAGS, isFeatureFlag, type FeatureFlag } from '../../domain/appConfig';
import type { DemoState } from '../state';
import { DemoError, type RouteFn } from './kit';

/** The app's release as the backend announces it (关于). */
export const APP_INFO = { version: '3.2.0', build: '3200', released_at: '2026-11-20' };

/** The notice the debug panel's 切换公告 puts up. */
export const DEMO_ANNOUNCEMENT = '系统维护通知：本周六 02:00–04:00 部分功能暂停使用';

/** app/v1/info. */
export const appInfo: RouteFn = () => APP_INFO;

/** app/v1/config: the notice, if the debug panel put one up. */
export const appConfig: RouteFn = ({ state }) => ({ announcement: state.announcement });

const flagOf = (state: DemoState, key: FeatureFlag) => state.flags[key] ?? FEATURE_FLAGS[key];

/** flag/v1/app/{key}: on unless the debug panel paused it. */
export const appFlag: RouteFn = ({ state, params }) => {
  if (!isFeatureFlag(params.key)) throw new DemoError(404, '没有这个开关');
  return { key: params.key, enabled: flagOf(state, params.key) };
};

const FLAG_NAMES: Record<FeatureFlag, string> = { group_buy: '拼团', wallet_deposit: '充值' };

/** Debug panel: one feature paused or resumed, as an operator would without a deploy. */
export function toggleFlag(state: DemoState, key: FeatureFlag): string {
  state.flags[key] = !flagOf(state, key);
  return `${FLAG_NAMES[key]}已${state.flags[key] ? '恢复' : '暂停'}（刷新后生效）`;
}

/** Debug panel: the notice up or down (read once per session: a new tab shows it). */
export function toggleAnnouncement(state: DemoState): string {
  state.announcement = state.announcement ? null : DEMO_ANNOUNCEMENT;
  return state.announcement ? '已发布公告，新开的页面会显示' : '已撤下公告';
}
