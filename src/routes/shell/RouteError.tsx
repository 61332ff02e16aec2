import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { page } from '../../services/platform';
import { ScreenFailedView } from '../../ui/shell/ShellStates';
import { reporter } from '../app';
import { PreloadError } from './lazyScreen';

/** Error boundary of every screen: a failed chunk load, or an unexpected crash. */
export default function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const loadFailed = error instanceof PreloadError;
  // Offline: the shell reloads the page once the network is back (preloadReload.ts).
  const offline = loadFailed && page.offline();
  // Spec §8: a crash of a screen is reported; a chunk gone after a deploy is handled by the reload.
  useEffect(() => {
    if (!loadFailed) reporter.capture(error);
  }, [error, loadFailed]);
  return (
    <ScreenFailedView
      failure={offline ? 'offline' : loadFailed ? 'loadFailed' : 'crashed'}
      // Offline, a reload would show the browser's own offline page: the screen comes back with the network instead.
      onRetry={() => page.offline() || page.reload()}
      onHome={() => void navigate('/', { replace: true })}
    />
  );
}
