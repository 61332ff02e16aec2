import { page } from '../../services/platform';
import { clientStore, forgetLogin, http } from '../app';

/**
 * Sign-in's one entry point for the rest of the app: the account on screen, the login-required step, logout. The
 * session (xstate, the auth and WeChat actors) and the sign-in layer load apart, after the first paint.
 */
export type { AccountView } from '../../machines/auth.view';
export { accountEpoch, accountView } from './account';

const loadSession = () => import('./session');

/** The sign-in layer (the session and its dialogs), which the app shell renders. */
export const loadAuthLayer = () => import('./AuthLayer');

/*
 * DESIGN §3: the client only emits; the auth actor hears every 401 of the session still stored, even one that comes
 * before it has loaded. A 401 for another token (a request of an earlier session, answered after a new sign-in) is
 * about a session that is gone, and signs nobody out.
 */
http.onUnauthorized(({ authorization }) => {
  void loadSession().then(({ authActor }) => {
    if (authorization === clientStore.get().token) authActor.send({ type: 'http.unauthorized' });
  });
});

/** Spec §4: resolves when the login dialog closes with a token; rejects with 取消登录 (never reported) otherwise. */
export function requireLogin(options: { reload?: boolean } = {}): Promise<void> {
  return loadSession().then((session) => session.askForLogin(options));
}

/** 退出登录 in the account area: the server forgets the token, then the same logout as the hidden strip, and a reload. */
export async function logout(): Promise<void> {
  const { api } = await import('../api');
  await api.auth.revokeToken({ noToast: true, skipUnauthorized: true, timeout: 3000 }).catch(() => {});
  forgetLogin();
  page.reload();
}

/** Reads my_info again, so every screen shows what the learner just changed (a new nickname). */
export function refreshUser(): Promise<void> {
  return loadSession().then(({ authActor }) => authActor.send({ type: 'user.retry' }));
}

/** Calls `listener` each time the login sheet closes. */
export function onLoginSheetClosed(listener: () => void): Promise<void> {
  return loadSession().then((session) => session.onDialogClosed(listener));
}
