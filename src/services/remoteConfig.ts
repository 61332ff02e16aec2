import {
  FEATURE_FLAG_KEYS,
  FEATURE_FLAGS,
  type AppConfig,
  type FeatureFlag,
  type FeatureFlags,
} from '../domain/appConfig';
import { createValueStore } from './events';

const FLAGS_KEY = 'wap-feature-flags';
const CONFIG_KEY = 'wap-app-config';
const CONFIG_READ_KEY = 'wap-app-config-read';

type Stored = Pick<Storage, 'getItem' | 'setItem'>;

const readJson = (storage: () => Stored, key: string): unknown => {
  try {
    return JSON.parse(storage().getItem(key) ?? 'null');
  } catch {
    return null;
  }
};
const writeJson = (storage: () => Stored, key: string, value: unknown) => {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the value lasts for this page.
  }
};

/** The last known value of each flag, else its default: what applies until (and unless) the server answers. */
function knownFlags(raw: unknown): FeatureFlags {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const flags = { ...FEATURE_FLAGS };
  for (const key of FEATURE_FLAG_KEYS) if (typeof stored[key] === 'boolean') flags[key] = stored[key];
  return flags;
}

function knownConfig(raw: unknown): AppConfig {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { announcement: typeof stored.announcement === 'string' && stored.announcement ? stored.announcement : null };
}

const sameFlags = (a: FeatureFlags, b: FeatureFlags) => FEATURE_FLAG_KEYS.every((key) => a[key] === b[key]);

/**
 * The remote config and the feature flags, kept on the device: a screen reads them at once (never waiting for the
 * server), and hears when a fresher answer changes them.
 */
export function createRemoteConfig(
  storage: () => Stored = () => localStorage,
  session: () => Stored = () => sessionStorage,
) {
  const flags = createValueStore(knownFlags(readJson(storage, FLAGS_KEY)), sameFlags);
  const config = createValueStore(knownConfig(readJson(storage, CONFIG_KEY)));
  return {
    flags,
    config,
    /** One flag's answer from the server; kept for the next start. */
    setFlag(key: FeatureFlag, enabled: boolean) {
      flags.set({ ...flags.get(), [key]: enabled });
      writeJson(storage, FLAGS_KEY, flags.get());
    },
    setConfig(next: AppConfig) {
      config.set(next);
      writeJson(storage, CONFIG_KEY, next);
      writeJson(session, CONFIG_READ_KEY, true);
    },
    /** The config is read once per session (this tab); the flags on every start. */
    configDue: () => readJson(session, CONFIG_READ_KEY) !== true,
  };
}

export type RemoteConfig = ReturnType<typeof createRemoteConfig>;
export const remoteConfig = createRemoteConfig();
