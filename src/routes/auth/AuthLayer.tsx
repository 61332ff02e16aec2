import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authView } from '../../machines/auth.view';
import { lazyChunk } from '../shell/lazyScreen';
import { useMachineView } from '../useMachineView';
import { authActor } from './session';
import { configureJsBridge, wechatActor } from './wechatSession';

const LoginDialog = lazyChunk(() => import('./LoginDialog'));

/** Spec §4: every route change runs the messaging-app auth check. */
function useSignInRouting() {
  const location = useLocation();
  useEffect(() => {
    wechatActor.send({ type: 'route.changed', path: location.pathname, url: window.location.href });
    configureJsBridge(window.location.href);
  }, [location]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) wechatActor.send({ type: 'page.shown' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}

/**
 * The sign-in layer of the shell, loaded after the first paint (AppShell says when): the auth and WeChat actors,
 * route-change auth checks, and the login dialog, whose code loads the first time it opens.
 */
export default function AuthLayer() {
  useSignInRouting();
  const { dialogOpen: opened } = useMachineView(authActor, authView);
  const [needed, setNeeded] = useState(opened);
  if (opened && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
