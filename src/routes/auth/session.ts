import { createActor } from 'xstate';
import { authMachine, LOGIN_CANCELLED_TEXT, SESSION_EXPIRED_TEXT } from '../../machines/auth.machine';
import { page } from '../../services/platform';
import { QuietError } from '../../services/reporter';
import { NETWORK_TOAST_MS, toast } from '../../services/toast';
import { ACCOUNT_SWITCHED_TEXT, SIGNED_OUT_ELSEWHERE_TEXT, SIGN_IN_LABEL } from '../../ui/shell/toastCopy';
import { clientStore, forgetLogin, reporter } from '../app';
import { api } from '../api';
import { actorInspect } from '../flows/liveActors';
import { authView } from '../../machines/auth.view';
import { accountEpoch, accountView } from './account';
import { authServices } from './authServices';

/** The app's one auth actor: the signed-in state for every screen and the login dialog. */
export const authActor = createActor(
  authMachine.provide(
    authServices({
      // The http client sends the stored token, which the machine has persisted before it asks.
      fetchMyInfo: () => api.auth.getMyInfo(),
      saveToken: (token) => clientStore.update({ token }),
      saveUser: (user) => clientStore.update({ userInfo: user }),
      forgetLogin,
      reloadPage: () => page.reload(),
      announceSessionExpired: () =>
        toast(SESSION_EXPIRED_TEXT, {
          tone: 'error',
          durationMs: NETWORK_TOAST_MS,
          action: { label: SIGN_IN_LABEL, run: () => authActor.send({ type: 'login.required' }) },
        }),
      reportUser: (user) => reporter.setUser(user ? { id: String(user.id), nickname: user.nickname ?? '' } : null),
    }),
  ),
  { input: { token: clientStore.get().token, user: clientStore.get().userInfo }, inspect: actorInspect },
).start();

/** Spec §3: one session per browser. A login or logout in another tab moves this tab's actor too. */
clientStore.onOtherTab(({ token }) => authActor.send({ type: 'session.external', token }));
authActor.on('session.switched', ({ signedIn }) => {
  accountEpoch.bump();
  toast(signedIn ? ACCOUNT_SWITCHED_TEXT : SIGNED_OUT_ELSEWHERE_TEXT, { tone: 'error', durationMs: NETWORK_TOAST_MS });
});

const viewOf = (snapshot: ReturnType<typeof authActor.getSnapshot>) => authView(snapshot, clientStore.get().userInfo);
authActor.subscribe((snapshot) => accountView.set(viewOf(snapshot).account));
accountView.set(viewOf(authActor.getSnapshot()).account);

/** Opens the login dialog: resolves when it closes with a token; rejects with 取消登录 (never reported) otherwise. */
export function askForLogin(options: { reload?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const subscriptions = [
      authActor.on('login.succeeded', () => settle(resolve)),
      authActor.on('login.cancelled', () => settle(() => reject(new QuietError(LOGIN_CANCELLED_TEXT)))),
    ];
    const settle = (done: () => void) => {
      subscriptions.forEach((s) => s.unsubscribe());
      done();
    };
    authActor.send({ type: 'login.required', reload: options.reload });
  });
}

/** Calls `listener` each time the login dialog closes. */
export function onDialogClosed(listener: () => void): void {
  let open = authView(authActor.getSnapshot()).dialogOpen;
  authActor.subscribe((snapshot) => {
    const nowOpen = authView(snapshot).dialogOpen;
    if (open && !nowOpen) listener();
    open = nowOpen;
  });
}
