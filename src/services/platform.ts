/** Thin wrappers over the page, so routes can be tested without a real navigation. */
export const page = {
  reload: () => window.location.reload(),
  path: () => window.location.pathname,
};
