import { decodeAppConfig, decodeFlag, FEATURE_FLAG_KEYS } from '../../domain/appConfig';
import type { Api } from '../../services/api';
import { remoteConfig, type RemoteConfig } from '../../services/remoteConfig';
import { api as appApi } from '../api';

/**
 * After the first screen has settled: each feature flag (GET /flag/v1/app/{key}) on every start, and the remote
 * config (GET /app/v1/config) once per session. A flag or config that cannot be read keeps its last known value.
 */
export async function refreshRemoteConfig(api: Api = appApi, remote: RemoteConfig = remoteConfig): Promise<void> {
  const quiet = { noToast: true, skipUnauthorized: true } as const;
  await Promise.all([
    ...FEATURE_FLAG_KEYS.map(async (key) => {
      try {
        const { enabled } = decodeFlag(await api.misc.getAppFlag({ path: { key }, ...quiet }));
        remote.setFlag(key, enabled);
      } catch {
        // The last known value applies.
      }
    }),
    (async () => {
      if (!remote.configDue()) return;
      try {
        remote.setConfig(decodeAppConfig(await api.misc.getAppConfig(quiet)));
      } catch {
        // Read again in the next session.
      }
    })(),
  ]);
}
