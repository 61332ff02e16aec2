import { useSyncExternalStore } from 'react';
import type { FeatureFlag } from '../domain/appConfig';
import { remoteConfig } from '../services/remoteConfig';

/** Whether a feature is on now: its last known value at once, updated when the server's answer comes. */
export function useFeatureFlag(key: FeatureFlag): boolean {
  return useSyncExternalStore(remoteConfig.flags.subscribe, remoteConfig.flags.get)[key];
}

export function useAppConfig() {
  return useSyncExternalStore(remoteConfig.config.subscribe, remoteConfig.config.get);
}
