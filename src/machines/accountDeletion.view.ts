import type { SnapshotFrom } from 'xstate';
import type { accountDeletionMachine } from './accountDeletion.machine';

export type AccountDeletionView =
  /** What is lost; `canProceed` is false for an account with no phone to verify. */
  | { kind: 'review'; canProceed: boolean }
  /** The SMS form of the `verify` child, for the bound phone. */
  | { kind: 'verify'; phone: string }
  /** The last word before the deletion; `error` is the backend's refusal of the last try. */
  | { kind: 'confirm'; busy: boolean; error: string }
  | { kind: 'deleted' }
  | { kind: 'cancelled' };

export function accountDeletionView(snapshot: SnapshotFrom<typeof accountDeletionMachine>): AccountDeletionView {
  const { phone, error } = snapshot.context;
  if (snapshot.matches('verifying')) return { kind: 'verify', phone: phone ?? '' };
  if (snapshot.matches('confirming') || snapshot.matches('deleting'))
    return { kind: 'confirm', busy: snapshot.hasTag('busy'), error };
  if (snapshot.matches('deleted')) return { kind: 'deleted' };
  if (snapshot.matches('cancelled')) return { kind: 'cancelled' };
  return { kind: 'review', canProceed: phone !== null };
}
