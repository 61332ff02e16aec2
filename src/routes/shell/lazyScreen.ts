import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/** Spec §7: a failed route-module preload raises this event on window, then rethrows. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export class PreloadError extends Error {
  override name = 'PreloadError';
}

interface ScreenModule {
  default: ComponentType;
  /** A screen may bring its route loader along, so neither lands in the initial bundle. */
  loader?: LoaderFunction;
}

/** A route `lazy` that loads a screen module and reports a failed chunk load. */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    try {
      const module = await load();
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    } catch (cause) {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: cause }));
      throw new PreloadError(cause instanceof Error ? cause.message : String(cause), { cause });
    }
  };
}
