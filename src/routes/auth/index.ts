import { OAUTH_CALLBACK_PATHS } from '../../domain/signin';
import { createValueStore } from '../../services/events';
import { page } from '../../services/platform';
import { clientStore, envFacts, forgetLogin, http } from '../app';

/**
 * Sign-in's one entry point for the rest of the app: the account on screen, the login-required step, logout. The
 * session (xstate, the auth and WeChat actors) and the sign-in layer load apart, after the first paint (AppShell).
 */
export type { AccountView } from '../../machines/auth.view';
export { accountEpoch, accountView } from './account';

/** True once anything has asked for the session (a sign-in, a 401, the host app's token). */
export const sessionAsked = createValueStore(false);

let markSessionLoading = () => {};
/** Resolves once the session loads, with the sign-in layer or for what asked for it. */
const sessionLoaded = new Promise<void>((resolve) => (markSessionLoading = resolve));

const loadSession = () => {
  sessionAsked.set(true);
  markSessionLoading();
  return import('./session');
};

/** The sign-in layer (the session and its dialogs), which the app shell renders. */
export const loadAuthLayer = () => {
  markSessionLoading();
  return import('./AuthLayer');
};

/**
 * Whether the sign-in layer has work as soon as the first screen has painted: a stored session to show, the
 * messaging app's sign-in check on every route, or an OAuth return to finish. A signed-out visitor elsewhere needs it
 * only to sign in.
 */
export const signInLayerUrgent = () =>
  Boolean(clientStore.get().token) ||
  envFacts.isWx ||
  envFacts.isQQ ||
  Object.values(OAUTH_CALLBACK_PATHS).includes(window.location.pathname);

/** README "External token hook": here with the shell, so a host app may call it as soon as the page has loaded. */
Object.assign(window, {
  huakaSetToken: (value: unknown) =>
    void loadSession().then(({ authActor }) =>
      authActor.send({ type: 'token.external', value: typeof value === 'string' ? value : '' }),
    ),
});

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

/** Calls `listener` each time the login sheet closes; the sheet opens only once the session has loaded. */
export function onLoginSheetClosed(listener: () => void): Promise<void> {
  return sessionLoaded.then(() => import('./session')).then((session) => session.onDialogClosed(listener));
}
