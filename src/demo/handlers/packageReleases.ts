import { LOG_ACTION_LABELS, type ChangeLog, type LogAction, type ReleaseResult } from '../../domain/packageRelease';
import { contentDiff, diffSummary } from '../packages/content';
import { addLog, logsOf } from '../packages/lifecycle';
import type { DemoPackage, DemoPackageLog, DemoUser } from '../state';
import { DemoError, iso, requireString, type RouteContext, type RouteFn } from './kit';
import { authorPackage, editPackage, findPackage, madeBook, requestIdOf } from './packageAccess';

/**
 * Releases of a package (issue 57 卡包与发布): a done backup is published once, as the next v{n}; the author may switch
 * learners to another release, or roll back to a history row (a backup's content, or the release a publish or switch
 * made current). Each step writes a history row, and a retry with the same request_id answers that row again.
 */

const backupOf = (pkg: DemoPackage, id: string | null) => pkg.backups.find((b) => b.backup_id === id);

/** Why a history row cannot be rolled back to: a rollback, or the state the package is already in. */
function rollbackRefusal(pkg: DemoPackage, row: DemoPackageLog): string | null {
  if (row.action === 'ROLLBACK') return '回滚记录不能再回滚';
  if (row.action === 'BACKUP') {
    const backup = backupOf(pkg, row.backup_id);
    return !backup || contentDiff(backup.content, pkg.content).length === 0 ? '卡包内容已经和这个备份一样' : null;
  }
  return row.release_tag === pkg.release_tag ? `${row.release_tag} 已经是当前版本` : null;
}

/** GET hpkg/v1/package/{uuid}/change_logs: the history, newest first, each row saying whether it can be rolled back to. */
export const getChangeLogs: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  return {
    items: logsOf(pkg).map((row): ChangeLog => ({
      transaction_id: row.transaction_id,
      action: row.action,
      release_tag: row.release_tag,
      summary: row.summary,
      by: row.by,
      at: iso(row.at)!,
      can_rollback: rollbackRefusal(pkg, row) === null,
    })),
  };
};

const resultOf = (pkg: DemoPackage, row: DemoPackageLog): ReleaseResult => ({
  release_tag: pkg.release_tag,
  transaction_id: row.transaction_id,
});

type Step = Pick<DemoPackageLog, 'release_tag' | 'summary' | 'backup_id'>;

/** A release step once per request_id: a retry answers the row the first request wrote, and changes nothing. */
function once(ctx: RouteContext, pkg: DemoPackage, me: DemoUser, action: LogAction, step: () => Step): ReleaseResult {
  const requestId = requestIdOf(ctx);
  const replay = pkg.logs.find((row) => row.action === action && row.request_id === requestId);
  if (replay) return resultOf(pkg, replay);
  const row = addLog(ctx.state, pkg, { action, ...step(), by: me.nickname, at: ctx.now, request_id: requestId });
  return resultOf(pkg, row);
}

/** POST hpkg/v1/package/{uuid}/publish with `backup_id`: the next release, made current; its summary says what changed. */
export const publish: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  return once(ctx, pkg, me, 'PUBLISH', () => {
    const backup = backupOf(pkg, requireString(ctx.body.backup_id, '请选择要发布的备份'));
    if (!backup) throw new DemoError(404, '备份不存在');
    if (backup.status !== 'DONE') throw new DemoError(409, '备份还没有完成');
    const published = pkg.releases.find((r) => r.backup_id === backup.backup_id);
    if (published) throw new DemoError(409, `这个备份已发布为 ${published.release_tag}`);
    const current = pkg.releases.find((r) => r.release_tag === pkg.release_tag);
    const before = current && backupOf(pkg, current.backup_id);
    const tag = `v${pkg.releases.length + 1}`;
    pkg.releases.push({ release_tag: tag, backup_id: backup.backup_id, published_at: ctx.now });
    pkg.release_tag = tag;
    const summary = before ? diffSummary(contentDiff(before.content, backup.content)) : '首次发布';
    return { release_tag: tag, summary, backup_id: backup.backup_id };
  });
};

/** POST hpkg/v1/package/{uuid}/switch/{release_tag}: learners get that release. */
export const switchRelease: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  return once(ctx, pkg, me, 'SWITCH', () => {
    const tag = ctx.params.release_tag!;
    if (!pkg.releases.some((r) => r.release_tag === tag)) throw new DemoError(404, '版本不存在');
    if (pkg.release_tag === tag) throw new DemoError(409, '已经是当前版本');
    const summary = `从 ${pkg.release_tag ?? '未发布'} 切换到 ${tag}`;
    pkg.release_tag = tag;
    return { release_tag: tag, summary, backup_id: null };
  });
};

/**
 * POST hpkg/v1/package/rollback/{transaction_id}: back to a history row. A backup's row puts its content back (an
 * edit: the version goes up, and 变更 shows what differs from the last backup); a publish's or a switch's row makes
 * its release current again.
 */
export const rollback: RouteFn = (ctx) => {
  const id = ctx.params.transaction_id;
  const owner = ctx.state.packages.find((p) => p.logs.some((row) => row.transaction_id === id));
  if (!owner) throw new DemoError(404, '历史记录不存在');
  const { me, pkg } = authorPackage(ctx, owner.package_uuid);
  return once(ctx, pkg, me, 'ROLLBACK', () => {
    const row = pkg.logs.find((r) => r.transaction_id === id)!;
    const refusal = rollbackRefusal(pkg, row);
    if (refusal) throw new DemoError(409, refusal);
    if (row.action === 'BACKUP') {
      const backup = backupOf(pkg, row.backup_id)!;
      editPackage(ctx, me, pkg, (content) => void Object.assign(content, structuredClone(backup.content)));
      return { release_tag: null, summary: `回滚到备份「${backup.tag}」`, backup_id: null };
    }
    pkg.release_tag = row.release_tag;
    return {
      release_tag: row.release_tag,
      summary: `回滚到 ${row.release_tag}（${LOG_ACTION_LABELS[row.action]}）`,
      backup_id: null,
    };
  });
};

/** DELETE hpkg/v1/delete/package/{uuid}: refused while a book made from it is on sale; else gone from every list. */
export const deletePackage: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  const book = madeBook(ctx.state, pkg);
  if (book?.on_sale) throw new DemoError(409, `卡包已生成书籍《${book.title}》并已上架，不能删除`);
  ctx.state.packages = ctx.state.packages.filter((p) => p !== pkg);
  for (const [userId, list] of Object.entries(ctx.state.my_packages))
    ctx.state.my_packages[userId] = list.filter((uuid) => uuid !== pkg.package_uuid);
  return { package_uuid: pkg.package_uuid, deleted: true };
};

/**
 * GET hpkg/v1/package/check_updates/{uuid}/{release_tag}: for any signed-in reader, whether the package's release is
 * newer than the one they hold, and what its publication said.
 */
export const checkUpdates: RouteFn = (ctx) => {
  ctx.user();
  const pkg = findPackage(ctx.state, ctx.params.package_uuid);
  const latest = pkg.release_tag;
  const published = logsOf(pkg).find((row) => row.action === 'PUBLISH' && row.release_tag === latest);
  return {
    has_update: latest !== null && latest !== ctx.params.release_tag,
    latest_tag: latest,
    summary: published?.summary ?? null,
  };
};
