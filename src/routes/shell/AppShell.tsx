import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { page } from '../../services/platform';
import { AppFrame } from '../../ui/shell/AppFrame';
import { HIDDEN_LOGOUT_LABEL, HiddenTapArea } from '../../ui/shell/HiddenTapArea';
import { RouteProgress } from '../../ui/shell/RouteProgress';
import { forgetLogin } from '../app';
import { accountEpoch, loadAuthLayer, sessionAsked, signInLayerUrgent } from '../auth';
import DebugLauncher from '../debug/DebugLauncher';
import { lazyChunk } from './lazyScreen';
import { documentTitle, useScreenTitle } from './screenTitle';
import { usePainted, useSettled } from '../usePainted';
import { useStoreAfterHydration } from '../useStoreAfterHydration';
import { useTapRun } from '../useTapRun';

const LOGOUT_TAPS = 5;

// MODE is inlined at build time, so the production bundle drops the debug tools entirely.
const DevTools = import.meta.env.MODE !== 'production' ? DebugLauncher : () => null;

const AuthLayer = lazyChunk(loadAuthLayer);

function HiddenLogout() {
  const { taps, tap } = useTapRun(LOGOUT_TAPS, () => {
    forgetLogin();
    page.reload();
  });
  return <HiddenTapArea label={HIDDEN_LOGOUT_LABEL} taps={taps} onTap={tap} />;
}

export default function AppShell() {
  const navigation = useNavigation();
  const title = useScreenTitle();
  // The sign-in layer (the session, xstate, the dialogs) loads once the first screen has painted, if it has work at
  // once. For a signed-out visitor outside the messaging apps it waits until the screen has settled, so it does not
  // share the network with the screen's data (DESIGN §9), unless sign-in is asked for before that.
  const painted = usePainted();
  const settled = useSettled();
  // The HTML's first screen was rendered with nothing asked, in the first account: hydration starts from there.
  const asked = useStoreAfterHydration(sessionAsked.subscribe, sessionAsked.get, false);
  const authLayerDue = asked || settled || (painted && signInLayerUrgent());
  // Another tab switched the account: the screen starts over for the account now signed in (its data, its flows).
  const account = useStoreAfterHydration(accountEpoch.subscribe, accountEpoch.get, 0);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  // The remote config and the feature flags: read after the first screen, never waited for.
  useEffect(() => {
    // Offline, its chunk cannot come: the last known values go on applying, and the next start reads them again.
    if (settled)
      import('./refreshRemoteConfig').then(({ refreshRemoteConfig }) => refreshRemoteConfig()).catch(() => {});
  }, [settled]);

  return (
    <AppFrame
      progress={<RouteProgress active={navigation.state === 'loading'} />}
      loginDialog={
        authLayerDue && (
          <Suspense fallback={null}>
            <AuthLayer />
          </Suspense>
        )
      }
      devTools={<DevTools />}
      footer={<HiddenLogout />}
    >
      <Outlet key={account} />
    </AppFrame>
  );
}
