import { fromPromise } from 'xstate';
import type { User } from '../../domain/user';
import type { ReportedUser } from '../../machines/auth.machine';

export interface AuthDeps {
  /** my_info of the account this token signs in. */
  fetchMyInfo(token: string): Promise<User>;
  /** The persisted sign-in (localStorage in the app): the raw token, the user, or neither. */
  saveToken(token: string): void;
  saveUser(user: User): void;
  forgetLogin(): void;
  reloadPage(): void;
  /** Spec §4: 登录已失效 with a way to sign in again. */
  announceSessionExpired(): void;
  /** The error reporter's user (spec §9). */
  reportUser(user: ReportedUser | null): void;
}

/** The sign-in state's effects, for authMachine.provide(). */
export const authServices = (deps: AuthDeps) => ({
  actors: { fetchMyInfo: fromPromise<User, { token: string }>(({ input }) => deps.fetchMyInfo(input.token)) },
  actions: {
    persistToken: (_: unknown, { token }: { token: string }) => deps.saveToken(token),
    clearLogin: () => deps.forgetLogin(),
    reloadPage: () => deps.reloadPage(),
    announceSessionExpired: () => deps.announceSessionExpired(),
    storeUserInfo: (_: unknown, { user }: { user: User }) => deps.saveUser(user),
    reportUser: (_: unknown, user: ReportedUser | null) => deps.reportUser(user),
  },
});
