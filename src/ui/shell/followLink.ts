import type { MouseEvent } from 'react';

/**
 * A link that the router follows in place; a new tab or a long press still gets the real address, and before the app
 * has started (a prerendered screen) the browser follows it.
 */
export function followLink(onOpen: (href: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(event.currentTarget.getAttribute('href') ?? '/');
  };
}
