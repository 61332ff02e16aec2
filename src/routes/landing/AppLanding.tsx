import { useEffect, useState } from 'react';
import { appDeviceOf, appLandingMachine } from '../../machines/appLanding.machine';
import { appLandingView } from '../../machines/appLanding.view';
import { AppLandingView, STORE_LINK_INVALID } from '../../ui/landing/AppLandingView';
import { envFacts } from '../app';
import { outboundUrl } from '../../services/outboundUrl';
import { toast } from '../../services/toast';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { appLandingServices } from './appLandingServices';

const STORES = { ios: import.meta.env.VITE_APP_STORE_IOS, android: import.meta.env.VITE_APP_STORE_ANDROID };
/** Set when the landing sends the tab to the store: Back from there must not send it again. */
const LEFT_FOR_STORE_KEY = 'wap-landing-left-for-store';

/** Whether this visit is the way back from the store, read once (a reload afterwards tries the app again). */
function cameBackFromStore(): boolean {
  try {
    const left = sessionStorage.getItem(LEFT_FOR_STORE_KEY) !== null;
    sessionStorage.removeItem(LEFT_FOR_STORE_KEY);
    return left;
  } catch {
    return false;
  }
}

function leaveForStore(store: string): void {
  const url = outboundUrl(store);
  if (url === null) return toast(STORE_LINK_INVALID, { tone: 'error' });
  try {
    sessionStorage.setItem(LEFT_FOR_STORE_KEY, '1');
  } catch {
    // Blocked storage: Back then tries the app once more, and the page offers the choice after.
  }
  window.location.assign(url);
}

/** /go/landing (spec §2): the app-download landing, also where every "download the app" action leads. */
export default function AppLanding() {
  const device = appDeviceOf(window.innerWidth, navigator.userAgent);
  const [returned] = useState(cameBackFromStore);
  const actor = useScreenActor(() => ({
    logic: appLandingMachine.provide(
      appLandingServices({
        openApp: () => window.location.assign(import.meta.env.VITE_APP_LINK),
        openStore: () => leaveForStore(device === 'ios' ? STORES.ios : STORES.android),
      }),
    ),
    options: { input: { device, inMessagingApp: envFacts.isWx || envFacts.isQQ, returned } },
  }));
  const view = useMachineView(actor, appLandingView);

  // The app taking over sends the page to the background; coming back (or Back from the store) shows it again.
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.shown' });
    const onHide = () => actor.send({ type: 'page.hidden' });
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'page.shown' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [actor]);

  return (
    <TitledScreen>
      <AppLandingView
        state={view}
        pageUrl={`${window.location.origin}/go/landing`}
        iconUrl="/share-icon.png"
        storeUrls={STORES}
        onOpenApp={() => actor.send({ type: 'app.open' })}
        onOpenStore={() => actor.send({ type: 'store.open' })}
        onGuide={(open) => actor.send({ type: open ? 'guide.open' : 'guide.close' })}
      />
    </TitledScreen>
  );
}
