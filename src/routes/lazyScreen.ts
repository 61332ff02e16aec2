import type { ComponentType } from 'react';

/** Spec §7: a failed route-module preload raises this event on window, then rethrows. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export class PreloadError extends Error {
  override name = 'PreloadError';
}

/** A route `lazy` that loads a screen module and reports a failed chunk load. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (cause) {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: cause }));
      throw new PreloadError(cause instanceof Error ? cause.message : String(cause), { cause });
    }
  };
}
