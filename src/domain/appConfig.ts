import * as v from 'valibot';
import { decoder } from './decode';

/** GET /app/v1/info (shape assumed): the app's release, for 关于. */
export const decodeAppInfo = decoder(
  v.object({ version: v.string(), build: v.string(), released_at: v.optional(v.string(), '') }),
  '版本信息',
);
export type AppInfo = ReturnType<typeof decodeAppInfo>;

/**
 * Features the operators can pause without a deploy (GET /flag/v1/app/{key}; shape assumed), on unless told
 * otherwise: a flag that was never read is on.
 */
export const FEATURE_FLAGS = { group_buy: true, wallet_deposit: true };
export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FeatureFlag[];
export const isFeatureFlag = (key: unknown): key is FeatureFlag => FEATURE_FLAG_KEYS.includes(key as FeatureFlag);

export const decodeFlag = decoder(v.object({ key: v.string(), enabled: v.boolean() }), '功能开关');

/** GET /app/v1/config (shape assumed): a notice for everyone on the home page, or null. */
export const decodeAppConfig = decoder(
  v.object({ announcement: v.optional(v.nullable(v.string()), null) }),
  '应用配置',
);
export type AppConfig = ReturnType<typeof decodeAppConfig>;
