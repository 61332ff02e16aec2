import type { RouteFn } from './kit';

/** The app's release as the backend announces it (关于). */
export const APP_INFO = { version: '3.2.0', build: '3200', released_at: '2026-11-20' };

/** app/v1/info. */
export const appInfo: RouteFn = () => APP_INFO;
