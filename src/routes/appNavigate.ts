import { safePath } from '../lib/safePath';

type Navigable = { navigate(to: string, options: { replace: true }): unknown };

let router: Navigable | undefined;
let pending: string | undefined;

/**
 * Navigation inside the router for code outside React: a sign-in callback that finishes before the sign-in layer
 * has rendered moves on to its return path at once, never waiting for that layer's chunk. The router connects itself
 * as it is created.
 */
export function connectRouter(created: Navigable): void {
  router = created;
  const to = pending;
  pending = undefined;
  if (to !== undefined) navigateApp(to);
}

/** Replaces the current entry with `to`, a path of this app (anything else goes home). */
export function navigateApp(to: string): void {
  if (router) void router.navigate(safePath(to), { replace: true });
  else pending = to;
}
