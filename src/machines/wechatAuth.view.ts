import type { SnapshotFrom } from 'xstate';
import type { wechatAuthMachine } from './wechatAuth.machine';

/** The in-app sheet's one-tap button: idle, or spinning while the page leaves for the provider or a callback signs in. */
export type InAppLoginView = { kind: 'idle' } | { kind: 'leaving' } | { kind: 'signingIn' };

export function inAppLoginView(snapshot: SnapshotFrom<typeof wechatAuthMachine>): InAppLoginView {
  if (snapshot.hasTag('redirecting')) return { kind: 'leaving' };
  return snapshot.hasTag('busy') ? { kind: 'signingIn' } : { kind: 'idle' };
}
