import type { PackageChange } from '../../domain/packageRelease';
import { iso, nextId } from '../handlers/kit';
import type { DemoPackage, DemoPackageContent, DemoPackageLog, DemoState } from '../state';
import { contentDiff, type ContentChange } from './content';

/**
 * A card package's lifecycle as the store keeps it (issue 57 卡包与发布): edits raise the version and say what they
 * changed; a backup runs for BACKUP_RUN_MS, then keeps the content it was made from; history rows are written as
 * things happen, and the release a reader holds is the one that was current when the reader got the book.
 */

export const BACKUP_RUN_MS = 1500;
/** The newest edits kept: enough to tell a stale backup who changed what since. */
const EDITS_KEPT = 100;
const TRANSACTION_ID_BASE = 9_100_000_000n;

/**
 * An edit of the content by `by`: what it changed is recorded with the version it makes. An edit that changes
 * nothing (a rename to the same name) leaves the version as it was.
 */
export function applyEdit(
  pkg: DemoPackage,
  by: string,
  at: number,
  edit: (content: DemoPackageContent) => void,
): ContentChange[] {
  const before = structuredClone(pkg.content);
  edit(pkg.content);
  const changes = contentDiff(before, pkg.content);
  if (!changes.length) return changes;
  pkg.version += 1;
  pkg.updated_at = at;
  for (const { key, kind, target, name } of changes)
    pkg.edits.push({ key, kind, target, name, by, at, version: pkg.version });
  pkg.edits.splice(0, Math.max(0, pkg.edits.length - EDITS_KEPT));
  return changes;
}

/** The backups made, newest first; a running one is not among them. */
export const doneBackups = (pkg: DemoPackage) =>
  pkg.backups.filter((b) => b.status === 'DONE').sort((a, b) => b.done_at - a.done_at);

/**
 * 变更: how the content differs from the last backup, each change told by its latest edit (a package that was never
 * backed up differs by all it holds, made by its author when it was made).
 */
export function pendingChanges(pkg: DemoPackage, author: string): PackageChange[] {
  return contentDiff(doneBackups(pkg)[0]?.content ?? null, pkg.content).map(({ key, kind, target, name }) => {
    const edit = pkg.edits.filter((e) => e.key === key).at(-1);
    return { kind, target, name, by: edit?.by ?? author, at: iso(edit?.at ?? pkg.updated_at)! };
  });
}

/** The edits made after `version`, oldest first, as a change list tells them. */
export const editsAfter = (pkg: DemoPackage, version: number): PackageChange[] =>
  pkg.edits
    .filter((e) => e.version > version)
    .map(({ kind, target, name, by, at }) => ({ kind, target, name, by, at: iso(at)! }));

export function addLog(
  state: DemoState,
  pkg: DemoPackage,
  row: Omit<DemoPackageLog, 'transaction_id'>,
): DemoPackageLog {
  const log = { transaction_id: nextId(state, TRANSACTION_ID_BASE), ...row };
  pkg.logs.push(log);
  return log;
}

export const backupSummary = (tag: string, version: number) => `备份「${tag}」（第 ${version} 版）`;

/** Backups whose time has come are done: in the list, and in the history from the moment they finished. */
export function settleBackups(state: DemoState, pkg: DemoPackage, now: number): void {
  for (const backup of pkg.backups.filter((b) => b.status === 'RUNNING' && b.done_at <= now)) {
    backup.status = 'DONE';
    addLog(state, pkg, {
      action: 'BACKUP',
      release_tag: null,
      summary: backupSummary(backup.tag, backup.version),
      by: backup.by,
      at: backup.done_at,
      backup_id: backup.backup_id,
      request_id: null,
    });
  }
}

/** The history, newest first. */
export const logsOf = (pkg: DemoPackage) =>
  [...pkg.logs].sort((a, b) => b.at - a.at || Number(BigInt(b.transaction_id) - BigInt(a.transaction_id)));

/** The release that was current at `at`: the one the latest publish, switch or rollback before it made current. */
export const releaseAt = (pkg: DemoPackage, at: number): string | null =>
  logsOf(pkg).find((row) => row.release_tag !== null && row.at <= at)?.release_tag ?? null;

/** The release of a library book's package that a reader holds who got the book at `since`; null without one. */
export function heldRelease(state: DemoState, bookId: string, since: number): string | null {
  const pkg = state.packages.find((p) => p.library_book_id === bookId);
  return pkg ? releaseAt(pkg, since) : null;
}
