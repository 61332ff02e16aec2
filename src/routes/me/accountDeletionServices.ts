import { fromPromise } from 'xstate';
import { phoneVerification } from '../../machines/accountDeletion.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

export interface AccountDeletionDeps {
  api: Api;
  /** The SMS form's effects: the sign-in sheet's own (send the code, the captcha, sign in with the code). */
  verifyServices: Parameters<typeof phoneVerification.provide>[0];
  /** The verified session becomes this browser's. */
  adoptSession: (token: string) => void;
  /** Signs out in this browser once the account is gone. */
  forgetSession: () => void;
}

/** The effects of accountDeletionMachine, for the route and the headless driver. */
export const accountDeletionServices = ({ api, verifyServices, adoptSession, forgetSession }: AccountDeletionDeps) => ({
  actors: {
    verify: phoneVerification.provide(verifyServices),
    // The page shows the refusal above its button; no toast on top of it.
    deleteAccount: fromPromise(() => withServerMessage(api.user.cancelAccount({ noToast: true }))),
  },
  actions: {
    adoptSession: (_: unknown, { token }: { token: string }) => adoptSession(token),
    forgetSession: () => forgetSession(),
  },
});
