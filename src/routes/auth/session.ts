import { createActor, fromPromise } from 'xstate';
import { authMachine, LOGIN_CANCELLED_TEXT, type AuthUser } from '../../machines/auth.machine';
import type { UserInfo } from '../../services/clientRecord';
import { page } from '../../services/platform';
import { createReporter, QuietError } from '../../services/reporter';
import { api, clientStore, http } from '../app';
import { accountView, type AccountView } from './accountView';

/** The global name of the external token hook a host app calls (README: "External token hook"). */
export const TOKEN_HOOK = 'huakaSetToken';

export const reporter = createReporter();

/** The app's one auth actor: the signed-in state for every screen and the login dialog. */
export const authActor = createActor(
  authMachine.provide({
    actors: { fetchMyInfo: fromPromise<AuthUser, { token: string }>(() => api.auth.getMyInfo()) },
    actions: {
      persistToken: (_, { token }) => clientStore.update({ token }),
      clearLogin: () => clientStore.clearLogin(),
      reloadPage: () => page.reload(),
      storeUserInfo: (_, { user }) => clientStore.update({ userInfo: user as UserInfo }),
      reportUser: (_, user) => reporter.setUser(user ? { id: String(user.id), nickname: user.nickname ?? '' } : null),
    },
  }),
  { input: { token: clientStore.get().token, user: clientStore.get().userInfo } },
).start();

function accountOf(snapshot: ReturnType<typeof authActor.getSnapshot>): AccountView {
  const user = snapshot.context.user;
  if (!snapshot.hasTag('loggedIn')) return { kind: 'anonymous' };
  return user ? { kind: 'user', nickname: user.nickname ?? '花友', avatarUrl: user.image_url } : { kind: 'loading' };
}
authActor.subscribe((snapshot) => accountView.set(accountOf(snapshot)));
accountView.set(accountOf(authActor.getSnapshot()));

// DESIGN §3: the client only emits; the composition root turns a 401 into an auth event.
http.onUnauthorized(() => authActor.send({ type: 'http.unauthorized' }));

Object.assign(window, { [TOKEN_HOOK]: (value: unknown) => authActor.send({ type: 'token.external', value: typeof value === 'string' ? value : '' }) });

/** Spec §4: resolves when the dialog closes with a token; rejects with 取消登录 (never reported) otherwise. */
export function requireLogin(options: { reload?: boolean } = {}): Promise<void> {
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
