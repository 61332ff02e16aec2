import { fromPromise } from 'xstate';
import {
  readBackupConflict,
  type BackupStart,
  type BackupStatus,
  type PackageLifecycle,
} from '../../domain/packageRelease';
import type { PendingStep, StepInput } from '../../machines/packageRelease.machine';
import type { Api } from '../../services/api';
import { HttpError, withServerMessage } from '../../services/http/errors';

/** The 发布 tab's reads, together: the package, what changed, the history and the backups. */
export async function loadLifecycle(api: Api, packageUuid: string): Promise<PackageLifecycle> {
  const path = { package_uuid: packageUuid };
  const [info, changes, logs, backups] = await Promise.all([
    api.apkg.getPackageInfo({ path, noToast: true }),
    api.hpkg.getChanges({ path, noToast: true }),
    api.hpkg.getChangeLogs({ path, noToast: true }),
    api.hpkg.listBackups({ path, noToast: true }),
  ]);
  return {
    name: info.name,
    published_book: info.published_book,
    release_tag: info.release_tag,
    changes,
    logs: logs.items,
    backups: backups.items,
    releases: info.releases,
  };
}

/** One step of the lifecycle other than a backup; answers the release learners get afterwards. */
async function runStep(api: Api, step: StepInput & PendingStep): Promise<string | null> {
  const body = { request_id: step.requestId };
  const quiet = { noToast: true } as const;
  switch (step.step) {
    case 'publish': {
      const path = { package_uuid: step.packageUuid };
      return (await api.hpkg.publishPackage({ path, body: { ...body, backup_id: step.backupId }, ...quiet }))
        .release_tag;
    }
    case 'switch': {
      const path = { package_uuid: step.packageUuid, release_tag: step.releaseTag };
      return (await api.hpkg.switchReleaseTag({ path, body, ...quiet })).release_tag;
    }
    case 'rollback': {
      const path = { transaction_id: step.transactionId };
      return (await api.hpkg.rollbackPackage({ path, body, ...quiet })).release_tag;
    }
    case 'delete':
      try {
        await api.hpkg.deletePackage({ path: { package_uuid: step.packageUuid }, ...quiet });
      } catch (error) {
        // A retry after a lost answer finds the package gone: the first request deleted it.
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
      return null;
    case 'backup':
      throw new Error('packageRelease: a backup starts with startBackup');
  }
}

/** The effects of packageReleaseMachine, for the route and the headless driver: each refusal carries the reason. */
export const packageReleaseServices = ({ api }: { api: Api }) => ({
  actors: {
    loadLifecycle: fromPromise<PackageLifecycle, { packageUuid: string }>(({ input }) =>
      withServerMessage(loadLifecycle(api, input.packageUuid)),
    ),
    startBackup: fromPromise<BackupStart, StepInput & { tag: string; checkVersion: number }>(async ({ input }) => {
      try {
        const status = await api.hpkg.backupPackage({
          path: { package_uuid: input.packageUuid },
          query: { tag: input.tag, backup_channel: 'MANUAL', check_version: input.checkVersion },
          body: { request_id: input.requestId },
          noToast: true,
        });
        return { kind: 'started', status };
      } catch (error) {
        const conflict = error instanceof HttpError && error.status === 409 ? readBackupConflict(error.body) : null;
        if (conflict) return { kind: 'conflict', conflict };
        return withServerMessage(Promise.reject(error));
      }
    }),
    readBackupStatus: fromPromise<BackupStatus, { packageUuid: string }>(({ input }) =>
      withServerMessage(api.hpkg.getBackupStatus({ path: { package_uuid: input.packageUuid }, noToast: true })),
    ),
    runStep: fromPromise<string | null, StepInput & PendingStep>(({ input }) => withServerMessage(runStep(api, input))),
  },
});
