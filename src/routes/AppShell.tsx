import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { page } from '../services/platform';
import { AppFrame } from '../ui/AppFrame';
import { HiddenTapArea } from '../ui/HiddenTapArea';
import { RouteProgress } from '../ui/RouteProgress';
import { clientStore } from './app';
import { authActor } from './auth/session';
import { connectNavigator, wechatActor } from './auth/wechatSession';
import { documentTitle, useScreenTitle } from './screenTitle';
import { useTapRun } from './useTapRun';

const LOGOUT_TAPS = 5;

// MODE is inlined at build time, so the production bundle drops the debug tools entirely.
const DebugTools = import.meta.env.MODE !== 'production' ? lazy(() => import('./debug/DebugTools')) : () => null;

const LoginDialog = lazy(() => import('./auth/LoginDialog'));

/** The login dialog's code loads the first time a screen asks for a login, then stays mounted. */
function GlobalLoginDialog() {
  const opened = useSelector(authActor, (s) => s.hasTag('dialogOpen'));
  const [needed, setNeeded] = useState(opened);
  if (opened && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}

/** Spec §4: every route change runs the messaging-app auth check; callbacks navigate inside the router. */
function useSignInRouting() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => connectNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  useEffect(() => {
    wechatActor.send({ type: 'route.changed', path: location.pathname, url: window.location.href });
  }, [location]);
}

function HiddenLogout() {
  const { taps, tap } = useTapRun(LOGOUT_TAPS, () => {
    authActor.send({ type: 'logout' });
    clientStore.clearLogin();
    page.reload();
  });
  return <HiddenTapArea label="隐藏的退出登录区域" taps={taps} onTap={tap} />;
}

export default function AppShell() {
  const navigation = useNavigation();
  const title = useScreenTitle();
  useSignInRouting();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <AppFrame
      progress={<RouteProgress active={navigation.state === 'loading'} />}
      loginDialog={<GlobalLoginDialog />}
      devTools={
        <Suspense fallback={null}>
          <DebugTools />
        </Suspense>
      }
      footer={<HiddenLogout />}
    >
      <Outlet />
    </AppFrame>
  );
}
