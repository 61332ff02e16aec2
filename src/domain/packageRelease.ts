import * as v from 'valibot';
import type { PackageRelease } from './cardPackage';
import { decoder, idSchema, textSchema } from './decode';

/**
 * A package's lifecycle (spec §4: backup, publish, switch release tag, roll back, delete), as the hpkg/v1 calls
 * carry it. Assumption: spec §7 names the calls and the backup's query (tag, backup_channel, check_version), not the
 * bodies; the shapes here are the ones the demo backend answers. Every write carries a `request_id` that the step
 * keeps across its retries, so a retry after a lost answer never makes a second backup, release or rollback.
 */

export const CHANGE_KINDS = ['ADDED', 'MODIFIED', 'DELETED'] as const;
/** PACKAGE: the package's own name or tags, which are edits too (they raise the version). */
export const CHANGE_TARGETS = ['CARD', 'DECK', 'TEMPLATE', 'MEDIA', 'PACKAGE'] as const;

/** One edit since the last backup. */
export const changeSchema = v.object({
  kind: v.picklist(CHANGE_KINDS),
  target: v.picklist(CHANGE_TARGETS),
  name: v.string(),
  by: v.string(),
  at: v.string(),
});
export type PackageChange = v.InferOutput<typeof changeSchema>;
/** GET hpkg/v1/package/{uuid}/changes: the package's version now, and what changed since the last backup. */
export const decodeChanges = decoder(
  v.object({ version: v.number(), since_backup: textSchema, items: v.array(changeSchema) }),
  '变更',
);
export type PackageChanges = ReturnType<typeof decodeChanges>;

export const LOG_ACTIONS = ['BACKUP', 'PUBLISH', 'SWITCH', 'ROLLBACK'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
/** One row of the history (change_logs), newest first; a row that can be rolled back to says so. */
export const changeLogSchema = v.object({
  transaction_id: idSchema,
  action: v.picklist(LOG_ACTIONS),
  release_tag: textSchema,
  summary: v.string(),
  by: v.string(),
  at: v.string(),
  can_rollback: v.boolean(),
});
export type ChangeLog = v.InferOutput<typeof changeLogSchema>;
export const decodeChangeLogs = decoder(v.object({ items: v.array(changeLogSchema) }), '历史');

export const backupSchema = v.object({
  backup_id: idSchema,
  tag: v.string(),
  channel: v.string(),
  version: v.number(),
  by: v.string(),
  created_at: v.string(),
});
export type PackageBackup = v.InferOutput<typeof backupSchema>;
export const decodeBackups = decoder(v.object({ items: v.array(backupSchema) }), '备份');

/** POST backup/{uuid} and GET backup_status/{uuid}: a backup runs for a while; it is read until it is done. */
export const backupStatusSchema = v.object({
  backup_id: textSchema,
  status: v.picklist(['NONE', 'RUNNING', 'DONE', 'FAILED']),
  /** 0–100. */
  progress: v.number(),
  reason: textSchema,
});
export type BackupStatus = v.InferOutput<typeof backupStatusSchema>;
export const decodeBackupStatus = decoder(backupStatusSchema, '备份进度');

/** The 409 of a backup whose check_version is older than the package: who changed it since, and to which version. */
export const backupConflictSchema = v.object({
  code: v.literal('VERSION_CONFLICT'),
  message: v.string(),
  version: v.number(),
  changed_by: v.string(),
  changes: v.array(changeSchema),
});
export type BackupConflict = v.InferOutput<typeof backupConflictSchema>;
export const readBackupConflict = (body: unknown): BackupConflict | null => {
  const result = v.safeParse(backupConflictSchema, body);
  return result.success ? result.output : null;
};

/** What asking for a backup led to: it runs, or the package changed since the version it was asked for. */
export type BackupStart = { kind: 'started'; status: BackupStatus } | { kind: 'conflict'; conflict: BackupConflict };

/** POST publish, switch and rollback: the release learners get now, and the history row the step wrote. */
export const decodeReleaseResult = decoder(v.object({ release_tag: textSchema, transaction_id: idSchema }), '发布结果');
export type ReleaseResult = ReturnType<typeof decodeReleaseResult>;

/** GET check_updates/{uuid}/{release_tag}: whether a learner's copy is behind the package's release. */
export const decodeUpdateCheck = decoder(
  v.object({ has_update: v.boolean(), latest_tag: textSchema, summary: textSchema }),
  '更新',
);
export type UpdateCheck = ReturnType<typeof decodeUpdateCheck>;

/** Everything the 发布 tab shows of a package, read together. */
export interface PackageLifecycle {
  name: string;
  published_book: string | null;
  release_tag: string | null;
  changes: PackageChanges;
  logs: ChangeLog[];
  backups: PackageBackup[];
  /** Newest first. */
  releases: PackageRelease[];
}

export const BACKUP_CHANNELS = ['MANUAL', 'BEFORE_PUBLISH'] as const;
export type BackupChannel = (typeof BACKUP_CHANNELS)[number];
export const BACKUP_TAG_MAX = 20;

/** The tag a backup is given unless the creator names one: the date and time, China time. */
export function defaultBackupTag(now: number): string {
  const china = new Date(now + 8 * 3_600_000).toISOString();
  return `备份 ${china.slice(0, 10)} ${china.slice(11, 16)}`;
}

export function backupTagProblem(tag: string): string | null {
  const clean = tag.trim();
  if (!clean) return '请输入备份名称';
  if (clean.length > BACKUP_TAG_MAX) return `备份名称最多 ${BACKUP_TAG_MAX} 个字`;
  return null;
}

/** The name typed to delete a package must be the package's own, exactly (spaces at the ends aside). */
export const deletionConfirmed = (typed: string, name: string) => typed.trim() === name.trim();

export const LOG_ACTION_LABELS: Record<LogAction, string> = {
  BACKUP: '备份',
  PUBLISH: '发布',
  SWITCH: '切换版本',
  ROLLBACK: '回滚',
};
