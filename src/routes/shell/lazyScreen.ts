import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { nextTask } from '../../lib/nextTask';
import { ChunkBoundary } from './ChunkBoundary';

/** Spec §7: a failed route-module preload raises this event on window, then rethrows. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export class PreloadError extends Error {
  override name = 'PreloadError';
}

/** What failed to load: a route's screen (its error screen shows instead), or a chunk inside one (lazyChunk). */
export type PreloadFailure = { cause: unknown; what: 'screen' | 'chunk' };

/** Raises preload-error for a chunk that failed to load (an old chunk gone after a deploy) and returns the error to throw. */
function preloadFailed(cause: unknown, what: PreloadFailure['what']): PreloadError {
  window.dispatchEvent(new CustomEvent<PreloadFailure>(PRELOAD_ERROR_EVENT, { detail: { cause, what } }));
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
      throw preloadFailed(cause, 'screen');
    }
  };
}

/**
 * Stylesheets whose load failed (offline, say) are asked for again: Vite's preload asks for each once per page, so a
 * chunk loaded again after a failure would otherwise show without its styles.
 */
function reloadFailedStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (!link.sheet) link.replaceWith(link.cloneNode());
}

const renderNothing = () => null;

/**
 * React.lazy for the chunks outside the route table (sign-in layer, login dialog, debug tools, panels, the toast
 * host), with the same report. A chunk that fails to load is its own error state, never the whole app's: its place
 * shows `failed` (nothing by default, or a section's 重试), and it loads again when the network is back or the user
 * asks. Creating one does nothing until it renders, so a build drops a module that only defines one and is unused.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: (retry: () => void) => ReactNode = renderNothing,
) {
  const reported = () =>
    load().catch((cause: unknown) => {
      throw preloadFailed(cause, 'chunk');
    });
  let Lazy = lazy(reported);
  return function Chunk(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      reloadFailedStylesheets();
      Lazy = lazy(reported);
      setAttempt((n) => n + 1);
    };
    return createElement(ChunkBoundary, { key: attempt, failed, onRetry: retry }, createElement(Lazy, props));
  };
}
