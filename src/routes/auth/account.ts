import type { AccountView } from '../../machines/auth.view';
import { clientStore } from '../app';

type Listener = () => void;

/**
 * A projection of the auth actor's state for the first paint. The actor (xstate and the sign-in
 * machines) loads right after the first render, so the initial bundle stays within DESIGN §9;
 * until then a stored token reads as loading.
 */
let current: AccountView = clientStore.get().token ? { kind: 'loading' } : { kind: 'anonymous' };
const listeners = new Set<Listener>();

/** The same account on screen: the auth actor's every step sets a new view, and most change nothing shown. */
const sameAccount = (a: AccountView, b: AccountView) =>
  a.kind === b.kind &&
  (a.kind !== 'user' || (b.kind === 'user' && a.nickname === b.nickname && a.avatarUrl === b.avatarUrl));

export const accountView = {
  get: () => current,
  /** Subscribers (screens, through useSyncExternalStore, which renders at once) hear only of a change they show. */
  set(next: AccountView) {
    if (sameAccount(current, next)) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

let epoch = 0;
const epochListeners = new Set<Listener>();

/**
 * Counts the times the account changed under this tab (a sign-in or logout in another tab): the shell keys the
 * screen with it, so every screen reloads its account data and a flow in progress for the old account ends.
 */
export const accountEpoch = {
  get: () => epoch,
  bump() {
    epoch += 1;
    epochListeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    epochListeners.add(listener);
    return () => {
      epochListeners.delete(listener);
    };
  },
};
