import { useMatches } from 'react-router-dom';

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

/** The title of the deepest matched route that names one. */
export const useScreenTitle = (): string => screenTitleOf(useMatches().map((match) => match.handle));

export function documentTitle(screenTitle: string): string {
  return screenTitle === APP_NAME ? APP_NAME : `${screenTitle} - ${APP_NAME}`;
}
