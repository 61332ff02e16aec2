import type { SnapshotFrom } from 'xstate';
import type { Inviter } from '../domain/invite';
import type { inviteMachine } from './invite.machine';

export type InviteView =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: string }
  /** 接受邀请: sign in (or, signed in, see the result); `busy` while that runs. */
  | { kind: 'ready'; inviter: Inviter; signedIn: boolean; busy: boolean }
  | { kind: 'checkFailed'; inviter: Inviter; error: string }
  | { kind: 'granted' | 'existing' | 'own'; inviter: Inviter };

export function inviteView(snapshot: SnapshotFrom<typeof inviteMachine>): InviteView {
  const { inviter, error, signedIn } = snapshot.context;
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('notFound')) return { kind: 'notFound' };
  if (snapshot.matches('failed') || !inviter) return { kind: 'failed', error };
  if (snapshot.matches('checkFailed')) return { kind: 'checkFailed', inviter, error };
  for (const kind of ['granted', 'existing', 'own'] as const) if (snapshot.matches(kind)) return { kind, inviter };
  return { kind: 'ready', inviter, signedIn, busy: snapshot.hasTag('busy') };
}
