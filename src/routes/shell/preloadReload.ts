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
  /** Whether the script or stylesheet at `url` is gone from the server (a 404): only then did a deploy remove it. */
  chunkGone(url: string): Promise<boolean>;
}

/** The page is being left (a navigation away, an OAuth redirect) or is hidden: a chunk failing now is no deploy. */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => void (leaving = true));
  window.addEventListener('pagehide', () => void (leaving = true));
  window.addEventListener('pageshow', () => void (leaving = false));
}
export const pageLeaving = () => leaving || document.visibilityState === 'hidden';

/** The address of the script or stylesheet a load error names (Chromium and Firefox do; WebKit does not). */
function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error ?? '');
  return /https?:\/\/[^\s'"]+?\.(?:js|css)\b/.exec(message)?.[0];
}

function reloadedLately({ storage, now }: PreloadReloadDeps): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    return Number.isFinite(last) && last > 0 && now() - last < NO_LOOP_WINDOW_MS;
  } catch {
    // No storage: treated as never reloaded, and the stamp below cannot be kept either.
    return false;
  }
}

/**
 * Spec §7 after a deploy: an old chunk is gone, so say so and load the new version, once. The stamp that prevents a
 * loop is set only as the reload happens, and no reload happens once the page is being left. Returns whether it will
 * reload.
 */
export function reloadOnce(deps: PreloadReloadDeps): boolean {
  if (reloadedLately(deps)) return false;
  deps.notify(RELOADING_TEXT);
  setTimeout(() => {
    if (pageLeaving()) return;
    try {
      deps.storage.setItem(RELOAD_KEY, String(deps.now()));
    } catch {
      return;
    }
    deps.reload();
  }, RELOAD_DELAY_MS);
  return true;
}

/** The error a preload-error or vite:preloadError event carries. */
const causeOf = (event: Event) => {
  const detail = (event as CustomEvent<PreloadFailure | undefined>).detail;
  return detail?.cause ?? (event as Event & { payload?: unknown }).payload;
};

/**
 * Every lazy chunk raises preload-error (lazyScreen, lazyChunk), and Vite raises vite:preloadError for its preloads.
 * Spec §7's reload is for a new deploy: online, the page still shown, and the chunk gone from the server (asked
 * again when the error names it; WebKit's does not). A load that fails as the page is left (an OAuth redirect) is
 * none. Offline, the shell's NetworkNotice says 网络已断开 with no chunk of its own; a chunk inside a screen loads
 * again in place once the network is back (lazyChunk), and a screen that could not load (its error screen shows) is
 * loaded again by a reload then, where a payment return resumes by query.
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
    if (reloading || pageLeaving()) return;
    if (deps.online()) {
      const url = failedChunkUrl(causeOf(event));
      if (!url) reloading = reloadOnce(deps);
      else
        void deps.chunkGone(url).then((gone) => {
          if (gone && !reloading && !pageLeaving()) reloading = reloadOnce(deps);
        });
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
