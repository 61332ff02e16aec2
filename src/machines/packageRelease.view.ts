import type { SnapshotFrom } from 'xstate';
import type { ChangeLog, PackageLifecycle } from '../domain/packageRelease';
import { publishableBackup, type packageReleaseMachine, type StepDone } from './packageRelease.machine';

export type ReleaseConfirmation =
  | { kind: 'switch'; from: string | null; to: string }
  | { kind: 'rollback'; row: ChangeLog | null }
  | { kind: 'delete'; name: string };

export type ReleaseStepName = 'backup' | 'publish' | 'switch' | 'rollback' | 'delete';

export type PackageReleaseView =
  | { kind: 'loading' }
  | { kind: 'loadFailed'; error: string }
  | { kind: 'deleted' }
  | {
      kind: 'ready';
      lifecycle: PackageLifecycle;
      /** The backup 发布 would publish; null when every backup is published (back up first). */
      publishable: { backup_id: string; tag: string } | null;
      /** The book on sale that keeps the package from being deleted; null when 删除卡包 may be asked. */
      deleteBlockedBy: string | null;
      /** A step, a question or a failure is under way: the other actions wait. */
      locked: boolean;
      /** The step under way (or the reload after one): its button shows it, every button ignores taps. */
      busy: ReleaseStepName | 'refresh' | null;
      /** 0–100 while a backup runs. */
      progress: number;
      confirmation: ReleaseConfirmation | null;
      conflict: { message: string; changedBy: string; changes: PackageLifecycle['changes']['items'] } | null;
      /** A failed step: its message, and 重试 repeats it without doing it twice. */
      failure: { step: ReleaseStepName; message: string } | null;
      /** A refusal that ended the step (a failed backup); '' when none. */
      error: string;
      /** What the last step did; null before one went through. */
      done: StepDone | null;
    };

export function packageReleaseView(snapshot: SnapshotFrom<typeof packageReleaseMachine>): PackageReleaseView {
  const { lifecycle, pending, progress, conflict, error, done } = snapshot.context;
  if (snapshot.status === 'done') return { kind: 'deleted' };
  if (snapshot.matches('loadFailed')) return { kind: 'loadFailed', error };
  if (!lifecycle) return { kind: 'loading' };
  const step = pending?.step ?? null;
  const confirmation = ((): ReleaseConfirmation | null => {
    if (!snapshot.matches('confirming') || !pending) return null;
    if (pending.step === 'switch') return { kind: 'switch', from: lifecycle.release_tag, to: pending.releaseTag };
    if (pending.step === 'rollback')
      return { kind: 'rollback', row: lifecycle.logs.find((l) => l.transaction_id === pending.transactionId) ?? null };
    return { kind: 'delete', name: lifecycle.name };
  })();
  const newest = publishableBackup(lifecycle);
  return {
    kind: 'ready',
    lifecycle,
    publishable: newest && { backup_id: newest.backup_id, tag: newest.tag },
    deleteBlockedBy: lifecycle.published_book,
    locked: !snapshot.matches('ready'),
    busy: snapshot.hasTag('busy') || snapshot.matches('loading') ? (step ?? 'refresh') : null,
    progress,
    confirmation,
    conflict: snapshot.matches('conflict')
      ? conflict && { message: conflict.message, changedBy: conflict.changed_by, changes: conflict.changes }
      : null,
    failure: snapshot.matches('failed') && step ? { step, message: error } : null,
    error: snapshot.matches('ready') ? error : '',
    done,
  };
}
