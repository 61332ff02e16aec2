import { Suspense, useSyncExternalStore } from 'react';
import { lazyChunk } from './lazyScreen';
import { toastHost } from './toastSink';

const ToastHost = lazyChunk(() => import('./ToastHost'));

/** The toast host mounts with the first toast; toasts asked for while it loads wait in Mantine's store. */
export function Toasts() {
  const needed = useSyncExternalStore(toastHost.subscribe, toastHost.needed);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
