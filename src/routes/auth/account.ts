import type { AccountView } from '../../machines/auth.view';
import { createValueStore } from '../../services/events';
import { clientStore } from '../app';

/** The same account on screen: the auth actor's every step sets a new view, and most change nothing shown. */
const sameAccount = (a: AccountView, b: AccountView) =>
  a.kind === b.kind &&
  (a.kind !== 'user' || (b.kind === 'user' && a.nickname === b.nickname && a.avatarUrl === b.avatarUrl));

/**
 * A projection of the auth actor's state for the first paint. The actor (xstate and the sign-in
 * machines) loads after the first render, so the initial bundle stays within DESIGN §9;
 * until then a stored token reads as loading. Screens hear only of a change they show.
 */
export const accountView = createValueStore<AccountView>(
  clientStore.get().token ? { kind: 'loading' } : { kind: 'anonymous' },
  sameAccount,
);

const epoch = createValueStore(0);

/**
 * Counts the times the account changed under this tab (a sign-in or logout in another tab): the shell keys the
 * screen with it, so every screen reloads its account data and a flow in progress for the old account ends.
 */
export const accountEpoch = {
  get: epoch.get,
  subscribe: epoch.subscribe,
  bump: () => epoch.set(epoch.get() + 1),
};
