import { Suspense } from 'react';
import { http } from '../app';
import { useStoreAfterHydration } from '../useStoreAfterHydration';
import { lazyChunk } from './lazyScreen';
import { toastHost } from './toastSink';

const loadToastHost = () => import('./ToastHost');
const ToastHost = lazyChunk(loadToastHost);

// A request without any response is about to be a 请检查网络连接 toast. When it was sent ahead of the screen, that
// toast waits for the first render; the host's chunk starts to load now, so it is not fetched only after it.
http.onNoResponse(() => void loadToastHost().catch(() => {}));

/** The toast host mounts with the first toast; toasts asked for while it loads wait in Mantine's store. */
export function Toasts() {
  const needed = useStoreAfterHydration(toastHost.subscribe, toastHost.needed, false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
