import * as v from 'valibot';
import { decoder } from './decode';

/** GET /app/v1/info (shape assumed): the app's release, for 关于. */
export const decodeAppInfo = decoder(
  v.object({ version: v.string(), build: v.string(), released_at: v.optional(v.string(), '') }),
  '版本信息',
);
export type AppInfo = ReturnType<typeof decodeAppInfo>;
