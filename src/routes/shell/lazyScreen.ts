import { lazy, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { nextTask } from '../../lib/nextTask';

/** Spec §7: a failed route-module preload raises this event on window, then rethrows. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export class PreloadError extends Error {
  override name = 'PreloadError';
}

/** Raises preload-error for a chunk that failed to load (an old chunk gone after a deploy) and returns the error to throw. */
function preloadFailed(cause: unknown): PreloadError {
  window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: cause }));
  return new PreloadError(cause instanceof Error ? cause.message : String(cause), { cause });
}

interface ScreenModule {
  default: ComponentType;
  /** A screen may bring its route loader along, so neither lands in the initial bundle. */
  loader?: LoaderFunction;
}

/**
 * A route `lazy` that loads a screen module and reports a failed chunk load. The load starts in a task of its own, so
 * the router's task that asks for it (at startup, the whole of the router's start) does not also carry the insertion
 * of the links that fetch the screen's chunk and styles.
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    try {
      await nextTask();
      const module = await load();
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    } catch (cause) {
      throw preloadFailed(cause);
    }
  };
}

/**
 * React.lazy for the chunks outside the route table (sign-in layer, login dialog, debug tools, panels), with the same
 * report. Creating one does nothing until it renders, so a build drops a module that only defines one and is unused.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((cause: unknown) => {
      throw preloadFailed(cause);
    }),
  );
}
