import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { decodeAppInfo } from '../../domain/appConfig';
import { decodePreference, PREFERENCE_KEYS, type Preferences } from '../../domain/preferences';
import { dailyQuote } from '../../services/dailyQuote';
import { preferenceCache } from '../../services/preferences';
import { recentSearches } from '../../services/recentSearches';
import { SettingsView } from '../../ui/me/SettingsView';
import { api } from '../api';
import { envFacts } from '../app';
import { accountView, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

/** Every setting from the server, each key the server never set at its default. */
async function loadPreferences(): Promise<Preferences> {
  const values = await Promise.all(
    PREFERENCE_KEYS.map(async (key) => [
      key,
      decodePreference(key, await api.user.getPreference({ path: { key }, noToast: true })),
    ]),
  );
  return Object.fromEntries(values) as Preferences;
}

type Change = { [K in keyof Preferences]: { key: K; value: Preferences[K] } }[keyof Preferences];

const saveChange = ({ key, value }: Change) =>
  api.user.setPreference({ path: { key }, body: { value }, noToast: true });

/** The flows log lives in development builds only; production has none to clear. */
const clearFlowsLog = () =>
  import.meta.env.MODE === 'production'
    ? Promise.resolve()
    : import('../flows/liveActors').then(({ liveActors }) => liveActors?.session.clear());

/**
 * /me/settings: the settings kept on the server (a change shows at once, and goes back with the reason when the
 * server refuses it), the colour scheme applied as it is chosen, the device's data and 关于.
 */
export default function Settings() {
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  // A stored token counts: the account is still loading, and the settings are that account's.
  const signedIn = useSyncExternalStore(accountView.subscribe, accountView.get).kind !== 'anonymous';
  const [preferences, setPreferences] = useState(() => preferenceCache.read());
  const [cleared, setCleared] = useState(false);
  const beforeSave = useRef(preferences);

  const show = (next: Preferences) => {
    setPreferences(next);
    preferenceCache.save(next);
    setColorScheme(next.color_scheme);
  };
  const load = useRequest(loadPreferences, show);
  const save = useRequest(saveChange);
  const info = useRequest(() => api.misc.getAppInfo({ noToast: true }).then(decodeAppInfo));
  const { run: runLoad } = load;
  const { run: runInfo } = info;
  useEffect(() => {
    if (signedIn) runLoad(undefined);
    runInfo(undefined);
  }, [signedIn, runLoad, runInfo]);

  const failed = save.error;
  useEffect(() => {
    if (failed) show(beforeSave.current);
    // `show` is this render's; the rollback is for this failure only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  return (
    <TitledScreen>
      <SettingsView
        preferences={preferences}
        signedIn={signedIn}
        loading={load.busy}
        loadError={load.error}
        saving={save.busy}
        saveError={save.error}
        about={{ release: info.result ?? null, commit: envFacts.gitCommit }}
        cleared={cleared}
        onChange={(key, value) => {
          beforeSave.current = preferences;
          show({ ...preferences, [key]: value });
          if (signedIn) save.run({ key, value } as Change);
        }}
        onRetry={() => runLoad(undefined)}
        onSignIn={() =>
          void requireLogin().then(
            () => runLoad(undefined),
            () => {},
          )
        }
        onClearLocal={() => {
          dailyQuote.clear();
          recentSearches.save([]);
          void clearFlowsLog().then(() => setCleared(true));
        }}
        onFeedback={() => void navigate('/me/feedback?from=/me/settings')}
      />
    </TitledScreen>
  );
}
