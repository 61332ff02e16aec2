import { useMatches } from 'react-router-dom';

export interface ScreenHandle {
  title: string;
}

const APP_NAME = '花卡记忆';

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).title === 'string';
}

/** The title of the deepest matched route that names one. */
export function useScreenTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.title;
  }
  return APP_NAME;
}

export function documentTitle(screenTitle: string): string {
  return screenTitle === APP_NAME ? APP_NAME : `${screenTitle} - ${APP_NAME}`;
}
