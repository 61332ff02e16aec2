import type { BackupStatus, PackageBackup } from '../../domain/packageRelease';
import { BACKUP_CHANNELS, backupTagProblem, type BackupChannel } from '../../domain/packageRelease';
import { BACKUP_RUN_MS, doneBackups, editsAfter, pendingChanges } from '../packages/lifecycle';
import type { DemoPackage, DemoPackageBackup } from '../state';
import { badRequest, DemoError, iso, nextId, type RouteFn } from './kit';
import { authorPackage, requestIdOf } from './packageAccess';

/**
 * Backups of a package (issue 57 卡包与发布): a backup is made from the version its author saw (check_version); one
 * made from an older version is refused with who changed what since. It runs for a while, one at a time per
 * package, then is listed and in the history. A retry with the same request_id answers the same backup.
 */
const BACKUP_ID_BASE = 9_000_000_000n;

function statusOf(backup: DemoPackageBackup | undefined, now: number): BackupStatus {
  if (!backup) return { backup_id: null, status: 'NONE', progress: 0, reason: null };
  if (backup.status === 'DONE') return { backup_id: backup.backup_id, status: 'DONE', progress: 100, reason: null };
  const share = (now - backup.started_at) / (backup.done_at - backup.started_at);
  return {
    backup_id: backup.backup_id,
    status: 'RUNNING',
    progress: Math.min(99, Math.floor(share * 100)),
    reason: null,
  };
}

/** The 409 of a backup asked from an older version: the whole conflict, as the app reads it (readBackupConflict). */
function versionConflict(pkg: DemoPackage, checkVersion: number): DemoError {
  const changes = editsAfter(pkg, checkVersion);
  const changedBy = changes.at(-1)?.by ?? '作者';
  const message = `卡包在你打开后又被修改过（${changedBy} 改到了第 ${pkg.version} 版），请看过变更再备份`;
  return new DemoError(409, message, {
    code: 'VERSION_CONFLICT',
    message,
    version: pkg.version,
    changed_by: changedBy,
    changes,
  });
}

function backupQuery(query: URLSearchParams) {
  const tag = query.get('tag') ?? '';
  const tagProblem = backupTagProblem(tag);
  if (tagProblem) throw badRequest(tagProblem);
  const channel = query.get('backup_channel') as BackupChannel;
  if (!BACKUP_CHANNELS.includes(channel)) throw badRequest('备份方式不正确');
  const checkVersion = Number(query.get('check_version') || NaN);
  if (!Number.isInteger(checkVersion)) throw badRequest('缺少卡包版本 check_version');
  return { tag: tag.trim(), channel, checkVersion };
}

/** POST hpkg/v1/package/backup/{uuid}?tag&backup_channel&check_version with `request_id`. */
export const startBackup: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const requestId = requestIdOf(ctx);
  const replay = pkg.backups.find((b) => b.request_id === requestId);
  if (replay) return statusOf(replay, ctx.now);
  const { tag, channel, checkVersion } = backupQuery(ctx.query);
  if (checkVersion > pkg.version) throw badRequest('卡包版本不正确，请刷新后再试');
  if (checkVersion < pkg.version) throw versionConflict(pkg, checkVersion);
  if (pkg.backups.some((b) => b.status === 'RUNNING')) throw new DemoError(409, '已有备份正在进行');
  const backup: DemoPackageBackup = {
    backup_id: nextId(ctx.state, BACKUP_ID_BASE),
    tag,
    channel,
    version: pkg.version,
    by: me.nickname,
    started_at: ctx.now,
    done_at: ctx.now + BACKUP_RUN_MS,
    status: 'RUNNING',
    request_id: requestId,
    // What is backed up is the content as it was asked for; edits made while it runs come after it.
    content: structuredClone(pkg.content),
  };
  pkg.backups.push(backup);
  return statusOf(backup, ctx.now);
};

/** GET hpkg/v1/package/backup_status/{uuid}: the latest backup's progress; NONE when none was ever made. */
export const backupStatus: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  const latest = [...pkg.backups].sort((a, b) => b.started_at - a.started_at)[0];
  return statusOf(latest, ctx.now);
};

/** GET hpkg/v1/package/backup/list/{uuid}: the backups made, newest first. */
export const listBackups: RouteFn = (ctx) => ({
  items: doneBackups(authorPackage(ctx).pkg).map((b): PackageBackup => ({
    backup_id: b.backup_id,
    tag: b.tag,
    channel: b.channel,
    version: b.version,
    by: b.by,
    created_at: iso(b.done_at)!,
  })),
});

/** GET hpkg/v1/package/{uuid}/changes: the version now, and how the content differs from the last backup. */
export const getChanges: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  return {
    version: pkg.version,
    since_backup: doneBackups(pkg)[0]?.tag ?? null,
    items: pendingChanges(pkg, me.nickname),
  };
};
