/** Thin wrappers over the page, so routes can be tested without a real navigation. */
export const page = {
  reload: () => window.location.reload(),
  path: () => window.location.pathname,
  /** navigator.onLine is false: the browser knows it has no network (true is no promise that it has one). */
  offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
};
