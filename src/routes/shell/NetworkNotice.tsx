import { page } from '../../services/platform';
import { OfflineBanner } from '../../ui/shell/OfflineBanner';
import { useStoreAfterHydration } from '../useStoreAfterHydration';
import { CHUNK_RETRY_EVENT } from './ChunkBoundary';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * 网络已断开 while the browser is offline, from the shell's own script: it shows even when no chunk can load. 重试
 * asks every failed chunk to load again (they also do so by themselves when the network is back).
 */
export function NetworkNotice() {
  const isOffline = useStoreAfterHydration(subscribe, page.offline, false);
  return isOffline ? <OfflineBanner onRetry={() => window.dispatchEvent(new Event(CHUNK_RETRY_EVENT))} /> : null;
}
