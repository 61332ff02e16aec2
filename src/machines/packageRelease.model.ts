import type { BackupConflict, BackupStatus, PackageLifecycle } from '../domain/packageRelease';
import { machineModel } from './model';
import { packageReleaseMachine } from './packageRelease.machine';

const AT = '2026-11-20T08:00:00.000Z';

/** 林老师's package of 英语词根词缀, as the demo seeds it: v3 released, one backup since, two edits after it. */
export const SAMPLE_LIFECYCLE: PackageLifecycle = {
  name: '英语词根词缀 300 例',
  published_book: null,
  release_tag: 'v3',
  changes: {
    version: 12,
    since_backup: '第三版',
    items: [
      { kind: 'MODIFIED', target: 'TEMPLATE', name: '正向', by: '林老师', at: AT },
      { kind: 'ADDED', target: 'DECK', name: '词缀', by: '林老师', at: AT },
    ],
  },
  logs: [
    {
      transaction_id: '9003',
      action: 'PUBLISH',
      release_tag: 'v3',
      summary: '发布 v3',
      by: '林老师',
      at: AT,
      can_rollback: false,
    },
    {
      transaction_id: '9002',
      action: 'BACKUP',
      release_tag: null,
      summary: '备份「第三版」',
      by: '林老师',
      at: AT,
      can_rollback: true,
    },
  ],
  backups: [{ backup_id: '8803', tag: '第三版', channel: 'MANUAL', version: 10, by: '林老师', created_at: AT }],
  releases: [
    { release_tag: 'v3', backup_id: '8803', published_at: AT },
    { release_tag: 'v2', backup_id: '8802', published_at: AT },
  ],
};

/** After a new backup: one backup that is not published yet. */
export const BACKED_UP: PackageLifecycle = {
  ...SAMPLE_LIFECYCLE,
  changes: { version: 12, since_backup: '第四版', items: [] },
  backups: [
    { backup_id: '8804', tag: '第四版', channel: 'MANUAL', version: 12, by: '林老师', created_at: AT },
    ...SAMPLE_LIFECYCLE.backups,
  ],
};

const WITH_BOOK: PackageLifecycle = { ...BACKED_UP, published_book: '英语词根词缀 300 例' };

export const RUNNING: BackupStatus = { backup_id: '8804', status: 'RUNNING', progress: 40, reason: null };
export const CONFLICT: BackupConflict = {
  code: 'VERSION_CONFLICT',
  message: '卡包在你打开后又被修改过',
  version: 13,
  changed_by: '小林',
  changes: [{ kind: 'MODIFIED', target: 'CARD', name: 'abandon', by: '小林', at: AT }],
};

/** The packageRelease model: loads the lifecycle from the sample input, then every step and its failures. */
export const packageReleaseModel = machineModel({
  name: 'packageRelease',
  machine: packageReleaseMachine,
  description:
    '卡包的发布流程：查看变更与历史，备份（读到完成为止；版本过旧时说明谁改了什么，可覆盖再备份）、发布最新备份、确认后切换版本或回滚、输入卡包名称后删除；每一步可失败并重试，不会重复备份、发布或回滚',
  model: {
    inputs: [{ packageUuid: 'pkg-1', session: 'model' }],
    events: [
      { type: 'xstate.done.actor.loadLifecycle', output: BACKED_UP },
      { type: 'xstate.done.actor.loadLifecycle', output: WITH_BOOK },
      { type: 'xstate.error.actor.loadLifecycle', error: new Error('请检查网络连接') },
      { type: 'retry' },
      { type: 'backup.start', tag: '第四版' },
      { type: 'backup.start', tag: '  ' },
      { type: 'xstate.done.actor.startBackup', output: { kind: 'started', status: RUNNING } },
      { type: 'xstate.done.actor.startBackup', output: { kind: 'conflict', conflict: CONFLICT } },
      { type: 'xstate.error.actor.startBackup', error: new Error('请检查网络连接') },
      { type: 'xstate.done.actor.readBackupStatus', output: RUNNING },
      { type: 'xstate.done.actor.readBackupStatus', output: { ...RUNNING, status: 'DONE', progress: 100 } },
      {
        type: 'xstate.done.actor.readBackupStatus',
        output: { ...RUNNING, status: 'FAILED', reason: '备份失败：媒体文件读取出错' },
      },
      { type: 'xstate.error.actor.readBackupStatus', error: new Error('请检查网络连接') },
      { type: 'conflict.override' },
      { type: 'conflict.cancel' },
      { type: 'publish.start' },
      { type: 'switch.ask', releaseTag: 'v2' },
      { type: 'rollback.ask', transactionId: '9002' },
      { type: 'delete.ask' },
      { type: 'confirm', typed: '英语词根词缀 300 例' },
      { type: 'confirm', typed: '英语' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.runStep', output: 'v4' },
      { type: 'xstate.error.actor.runStep', error: new Error('请检查网络连接') },
      { type: 'dismiss' },
    ],
  },
});
