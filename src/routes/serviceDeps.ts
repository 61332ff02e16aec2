import type { Api } from '../services/api';
import { api } from './api';
import { requireLogin } from './auth';

/**
 * What the flows' services factories (`routes/<feature>/<machine>Services.ts`) are built from: the api catalogue, and
 * the sign-in step, which is the login sheet in the app and the driver's own phone in `npm run drive`.
 */
export interface SignInDeps {
  api: Api;
  /** Resolves once signed in; rejects (取消登录) when the learner closes the sheet. */
  requireLogin(): Promise<void>;
}

/** The app's: the api of this browser, and the login sheet. */
export const appSignIn: SignInDeps = { api, requireLogin };
