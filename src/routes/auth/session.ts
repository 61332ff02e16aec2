import { createActor, fromPromise } from 'xstate';
import { authMachine, LOGIN_CANCELLED_TEXT, type AuthUser } from '../../machines/auth.machine';
import type { UserInfo } from '../../services/clientRecord';
import { page } from '../../services/platform';
import { createReporter, QuietError } from '../../services/reporter';
import { api, clientStore, forgetLogin } from '../app';
import { actorInspect } from '../flows/liveActors';
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
      clearLogin: forgetLogin,
      reloadPage: () => page.reload(),
      storeUserInfo: (_, { user }) => clientStore.update({ userInfo: user as UserInfo }),
      reportUser: (_, user) => reporter.setUser(user ? { id: String(user.id), nickname: user.nickname ?? '' } : null),
    },
  }),
  { input: { token: clientStore.get().token, user: clientStore.get().userInfo }, inspect: actorInspect },
).start();

function accountOf(snapshot: ReturnType<typeof authActor.getSnapshot>): AccountView {
  const user = snapshot.context.user;
  if (!snapshot.hasTag('loggedIn')) return { kind: 'anonymous' };
  // my_info failed: still signed in; show what was stored rather than a skeleton that never ends.
  const known = user ?? (snapshot.hasTag('error') ? clientStore.get().userInfo : undefined);
  if (!known) return snapshot.hasTag('error') ? { kind: 'user', nickname: '已登录' } : { kind: 'loading' };
  return { kind: 'user', nickname: known.nickname ?? '花友', avatarUrl: known.image_url };
}
authActor.subscribe((snapshot) => accountView.set(accountOf(snapshot)));
accountView.set(accountOf(authActor.getSnapshot()));

Object.assign(window, {
  [TOKEN_HOOK]: (value: unknown) =>
    authActor.send({ type: 'token.external', value: typeof value === 'string' ? value : '' }),
});

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
