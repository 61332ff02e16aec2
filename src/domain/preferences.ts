import * as v from 'valibot';
import { decoder } from './decode';

/** 深色模式: follow the system, or always light or dark. */
export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/** A reminder time, HH:mm on the 24-hour clock. */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const schemas = {
  /** 自动发音: each new card in the card viewer speaks once it is shown. */
  auto_speak: v.boolean(),
  /** 学习提醒: when to be reminded each day, or null for none. */
  study_reminder: v.nullable(v.pipe(v.string(), v.regex(REMINDER_TIME))),
  color_scheme: v.picklist(COLOR_SCHEMES),
};

/** The learner's settings kept on the server (GET/POST /user/v1/preference/{key}), one key each. */
export type Preferences = { [K in keyof typeof schemas]: v.InferOutput<(typeof schemas)[K]> };
export type PreferenceKey = keyof Preferences;
export const PREFERENCE_KEYS = Object.keys(schemas) as PreferenceKey[];

export const DEFAULT_PREFERENCES: Preferences = { auto_speak: false, study_reminder: null, color_scheme: 'auto' };

/** One key's answer (`{ key, value }`; shape assumed): its value, or the default when the server has none (null). */
export const decodePreference = <K extends PreferenceKey>(key: K, json: unknown): Preferences[K] => {
  const value = decoder(v.object({ value: v.unknown() }), '设置')(json).value;
  if (value === null || value === undefined) return DEFAULT_PREFERENCES[key];
  return decoder(schemas[key], '设置')(value) as Preferences[K];
};

export const isPreferenceKey = (key: unknown): key is PreferenceKey => PREFERENCE_KEYS.includes(key as PreferenceKey);

/** Whether `value` may be stored under `key` (the server's check, and the demo's). */
export const validPreference = (key: PreferenceKey, value: unknown) => v.safeParse(schemas[key], value).success;

/** Whatever a store holds, as preferences: each unreadable key at its default. */
export function readPreferences(raw: unknown): Preferences {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_PREFERENCES } as Record<PreferenceKey, unknown>;
  for (const key of PREFERENCE_KEYS) {
    const parsed = v.safeParse(schemas[key], record[key]);
    if (parsed.success) out[key] = parsed.output;
  }
  return out as Preferences;
}
