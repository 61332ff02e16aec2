import { RELOADING_TEXT } from '../../ui/shell/toastCopy';
import { PRELOAD_ERROR_EVENT, type PreloadFailure } from './lazyScreen';

const RELOAD_KEY = 'wap-preload-reload';
/** A second failure this soon after the reload means reloading does not help: no loop, the error screen shows. */
export const NO_LOOP_WINDOW_MS = 60_000;
/** Long enough to read the toast. */
export const RELOAD_DELAY_MS = 800;

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PreloadReloadDeps {
  storage: SessionStorage;
  now(): number;
  notify(message: string): void;
  reload(): void;
  /** navigator.onLine: false means the chunk failed for want of a network, not because a deploy removed it. */
  online(): boolean;
}

/** Spec §7 after a deploy: an old chunk is gone, so say so and load the new version, once. Returns whether it reloads. */
export function reloadOnce({ storage, now, notify, reload }: PreloadReloadDeps): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOAD_KEY));
  } catch {
    // No storage: treated as never reloaded, and the stamp below cannot be kept either.
  }
  if (Number.isFinite(last) && last > 0 && now() - last < NO_LOOP_WINDOW_MS) return false;
  try {
    storage.setItem(RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  notify(RELOADING_TEXT);
  setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}

/**
 * Every lazy chunk raises preload-error (lazyScreen, lazyChunk), and Vite raises vite:preloadError for its preloads.
 * Spec §7's reload is for a new deploy (online, the chunk gone). Offline, the shell's NetworkNotice says 网络已断开
 * with no chunk of its own; a chunk inside a screen loads again in place once the network is back (lazyChunk), and a
 * screen that could not load (its error screen shows) is loaded again by a reload then, where a payment return
 * resumes by query.
 */
export function listenForPreloadErrors(deps: PreloadReloadDeps): () => void {
  let reloading = false;
  let waitingForNetwork = false;
  const onOnline = () => {
    waitingForNetwork = false;
    reloading = true;
    deps.reload();
  };
  const onError = (event: Event) => {
    if (reloading) return;
    if (deps.online()) {
      reloading = reloadOnce(deps);
      return;
    }
    const failure = (event as CustomEvent<PreloadFailure | undefined>).detail;
    if (failure?.what !== 'screen' || waitingForNetwork) return;
    waitingForNetwork = true;
    window.addEventListener('online', onOnline, { once: true });
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, onError);
  window.addEventListener('vite:preloadError', onError);
  return () => {
    window.removeEventListener(PRELOAD_ERROR_EVENT, onError);
    window.removeEventListener('vite:preloadError', onError);
    window.removeEventListener('online', onOnline);
  };
}
