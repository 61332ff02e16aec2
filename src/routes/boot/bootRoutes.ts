import type { Params } from 'react-router-dom';
import type { FirstRequests } from '../firstRequests';

/** A data page as the boot module knows it, from the route table at build time (scripts/bootModule.ts). */
export interface BootRoute {
  /** Its path as React Router matches it ('/book/:id'), as a regular expression with a named group for each param. */
  pattern: RegExp;
  /** Its first GETs, where the boot module sends them (the production build, whose API is over the network). */
  requests?: FirstRequests;
  /** The files its screen needs beyond the shell's: its chunk, that chunk's imports, their styles. */
  preload: string[];
}

/**
 * The first route of the boot map that matches a path (the map lists those with more static segments first), and its
 * params as written in the address: one that React Router would decode differently only loses its head start.
 */
export function matchBootRoute(
  routes: BootRoute[],
  pathname: string,
): { route: BootRoute; params: Params } | undefined {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: { ...match.groups } };
  }
  return undefined;
}
