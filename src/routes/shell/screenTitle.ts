import { useMatches, type RouteObject } from 'react-router-dom';

export interface ScreenHandle {
  title: string;
}

const APP_NAME = '花卡记忆';

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).title === 'string';
}

/** The title of the deepest of the matched routes' handles that names one. */
export function screenTitleOf(handles: readonly unknown[]): string {
  const handle = [...handles].reverse().find(isScreenHandle);
  return handle ? handle.title : APP_NAME;
}

/**
 * Every page under `routes` whose route (or a parent) names a title: its full path as React Router writes it, and
 * the title it shows. A catch-all (`*`) is left out.
 */
export function titledPaths(routes: readonly RouteObject[], parent = '', handles: readonly unknown[] = []) {
  const pages: { path: string; title: string }[] = [];
  for (const route of routes) {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const chain = [...handles, route.handle];
    if (route.children) pages.push(...titledPaths(route.children, path, chain));
    else if (!path.includes('*') && chain.some(isScreenHandle)) pages.push({ path, title: screenTitleOf(chain) });
  }
  return pages;
}

/** The title of the deepest matched route that names one. */
export const useScreenTitle = (): string => screenTitleOf(useMatches().map((match) => match.handle));

export function documentTitle(screenTitle: string): string {
  return screenTitle === APP_NAME ? APP_NAME : `${screenTitle} - ${APP_NAME}`;
}
