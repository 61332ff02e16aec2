import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  backupTagProblem,
  deletionConfirmed,
  type BackupConflict,
  type BackupStart,
  type BackupStatus,
  type PackageLifecycle,
} from '../domain/packageRelease';
import { errorMessage, notProvidedIn } from './effects';

/**
 * A package's release lifecycle (spec §4) on its 发布 tab. View contract: packageRelease.view.ts.
 * Loads what changed, the history, the backups and the releases; then one step at a time: 备份 (read until done;
 * a stale version is a conflict that names who changed what and may be overridden), 发布 the newest backup,
 * 切换版本 and 回滚 after a confirmation, 删除卡包 after the package's name is typed. A step keeps its request id
 * across retries, so a retry after a lost answer never makes a second backup, release or rollback; a step in flight
 * ignores further taps.
 */
export interface PackageReleaseInput {
  packageUuid: string;
  /** Makes request ids unique to this screen's session; the route gives a random one. */
  session: string;
}

export type PendingStep =
  | { step: 'backup'; tag: string; checkVersion: number }
  | { step: 'publish'; backupId: string }
  | { step: 'switch'; releaseTag: string }
  | { step: 'rollback'; transactionId: string }
  | { step: 'delete' };

interface PackageReleaseContext extends PackageReleaseInput {
  lifecycle: PackageLifecycle | null;
  /** The step under way or last failed, with the request id its retries keep. */
  pending: (PendingStep & { requestId: string }) | null;
  /** The backup asked for has started: a retry reads it again rather than asking for another. */
  backupStarted: boolean;
  progress: number;
  conflict: BackupConflict | null;
  error: string;
  /** What the last step did, for the line above the history. */
  done: StepDone | null;
}

/** A step that went through, and the tag it is about: the backup's, or the release learners get now. */
export interface StepDone {
  step: 'backup' | 'publish' | 'switch' | 'rollback';
  tag: string | null;
}

export type PackageReleaseEvent =
  | { type: 'retry' }
  | { type: 'backup.start'; tag: string }
  | { type: 'conflict.override' }
  | { type: 'conflict.cancel' }
  | { type: 'publish.start' }
  | { type: 'switch.ask'; releaseTag: string }
  | { type: 'rollback.ask'; transactionId: string }
  | { type: 'delete.ask' }
  | { type: 'confirm'; typed?: string }
  | { type: 'cancel' }
  | { type: 'dismiss' };

export interface StepInput {
  packageUuid: string;
  requestId: string;
}

const notProvided = notProvidedIn('packageRelease');

/** The newest backup that no release was made from; null when every backup is published. */
export const publishableBackup = (lifecycle: PackageLifecycle | null) => {
  const newest = lifecycle?.backups[0];
  return newest && !lifecycle.releases.some((r) => r.backup_id === newest.backup_id) ? newest : null;
};

/**
 * One request id per step asked of the package as it stands (its version and the head of its history): the same
 * step asked again before anything changed is the same request, and a retry keeps it.
 */
function requestIdOf({ session, lifecycle }: PackageReleaseContext, step: PendingStep): string {
  const subject = Object.values(step).slice(1).join('/');
  const head = lifecycle?.logs[0]?.transaction_id ?? '0';
  return `${session}-${step.step}-${subject}-${lifecycle?.changes.version ?? 0}-${head}`;
}

const stepInput = ({ context }: { context: PackageReleaseContext }) => ({
  ...context.pending!,
  packageUuid: context.packageUuid,
});

export const packageReleaseMachine = setup({
  types: {
    input: {} as PackageReleaseInput,
    context: {} as PackageReleaseContext,
    events: {} as PackageReleaseEvent,
  },
  actors: {
    loadLifecycle: fromPromise<PackageLifecycle, { packageUuid: string }>(notProvided('loadLifecycle')),
    startBackup: fromPromise<BackupStart, StepInput & { tag: string; checkVersion: number }>(
      notProvided('startBackup'),
    ),
    readBackupStatus: fromPromise<BackupStatus, { packageUuid: string }>(notProvided('readBackupStatus')),
    /** Publish, switch, roll back or delete: answers the release learners get afterwards. */
    runStep: fromPromise<string | null, StepInput & PendingStep>(notProvided('runStep')),
  },
  actions: {
    keepLifecycle: assign({ lifecycle: (_, params: { lifecycle: PackageLifecycle }) => params.lifecycle }),
    keepError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error, '操作失败，请重试') }),
    keepProgress: assign({ progress: (_, params: { status: BackupStatus }) => params.status.progress }),
    keepConflict: assign({ conflict: (_, params: { conflict: BackupConflict }) => params.conflict }),
    keepDone: assign({ done: (_, params: StepDone) => params }),
    refuseBackup: assign({ error: (_, params: { status: BackupStatus }) => params.status.reason ?? '备份失败' }),
    startStep: assign(({ context }, params: PendingStep) => ({
      pending: { ...params, requestId: requestIdOf(context, params) },
      error: '',
      done: null,
      conflict: null,
      backupStarted: false,
      progress: 0,
    })),
    clearStep: assign({ pending: null, conflict: null, error: '' }),
  },
  guards: {
    canPublish: ({ context }) => publishableBackup(context.lifecycle) !== null,
    tagValid: ({ event }) => event.type === 'backup.start' && backupTagProblem(event.tag) === null,
    canDelete: ({ context }) => !context.lifecycle?.published_book,
    nameTyped: ({ context, event }) => {
      assertEvent(event, 'confirm');
      return deletionConfirmed(event.typed ?? '', context.lifecycle?.name ?? '');
    },
    isConflict: (_, params: { start: BackupStart }) => params.start.kind === 'conflict',
    backupDone: (_, params: { status: BackupStatus }) => params.status.status === 'DONE',
    backupFailed: (_, params: { status: BackupStatus }) => params.status.status === 'FAILED',
    pendingIsBackup: ({ context }) => context.pending?.step === 'backup',
    backupStarted: ({ context }) => context.backupStarted,
  },
  delays: {
    /** A backup is read this often until it is done. */
    backupPoll: 800,
  },
}).createMachine({
  id: 'packageRelease',
  context: ({ input }) => ({
    ...input,
    lifecycle: null,
    pending: null,
    backupStarted: false,
    progress: 0,
    conflict: null,
    error: '',
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLifecycle',
        src: 'loadLifecycle',
        input: ({ context }) => ({ packageUuid: context.packageUuid }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'keepLifecycle', params: ({ event }) => ({ lifecycle: event.output }) }, 'clearStep'],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'backup.start': {
          guard: 'tagValid',
          target: 'backingUp',
          actions: {
            type: 'startStep',
            params: ({ context, event }) => ({
              step: 'backup' as const,
              tag: event.tag,
              checkVersion: context.lifecycle!.changes.version,
            }),
          },
        },
        'publish.start': {
          guard: 'canPublish',
          target: 'stepping',
          actions: {
            type: 'startStep',
            params: ({ context }) => ({
              step: 'publish' as const,
              backupId: publishableBackup(context.lifecycle)!.backup_id,
            }),
          },
        },
        'switch.ask': {
          target: 'confirming',
          actions: {
            type: 'startStep',
            params: ({ event }) => ({ step: 'switch' as const, releaseTag: event.releaseTag }),
          },
        },
        'rollback.ask': {
          target: 'confirming',
          actions: {
            type: 'startStep',
            params: ({ event }) => ({ step: 'rollback' as const, transactionId: event.transactionId }),
          },
        },
        'delete.ask': {
          guard: 'canDelete',
          target: 'confirming',
          actions: { type: 'startStep', params: { step: 'delete' as const } },
        },
      },
    },
    confirming: {
      on: {
        confirm: [
          { guard: ({ context }) => context.pending?.step !== 'delete', target: 'stepping' },
          { guard: 'nameTyped', target: 'stepping' },
        ],
        cancel: { target: 'ready', actions: 'clearStep' },
      },
    },
    backingUp: {
      tags: 'busy',
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'startBackup',
            src: 'startBackup',
            input: ({ context }) => stepInput({ context }) as StepInput & { tag: string; checkVersion: number },
            onDone: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ start: event.output }) },
                target: '#packageRelease.conflict',
                actions: {
                  type: 'keepConflict',
                  params: ({ event }) => ({ conflict: (event.output as { conflict: BackupConflict }).conflict }),
                },
              },
              { target: 'waiting', actions: assign({ backupStarted: true }) },
            ],
            onError: {
              target: '#packageRelease.failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: { after: { backupPoll: 'reading' } },
        reading: {
          invoke: {
            id: 'readBackupStatus',
            src: 'readBackupStatus',
            input: ({ context }) => ({ packageUuid: context.packageUuid }),
            onDone: [
              {
                guard: { type: 'backupDone', params: ({ event }) => ({ status: event.output }) },
                target: '#packageRelease.loading',
                actions: {
                  type: 'keepDone',
                  params: ({ context }) => ({ step: 'backup' as const, tag: (context.pending as { tag: string }).tag }),
                },
              },
              {
                guard: { type: 'backupFailed', params: ({ event }) => ({ status: event.output }) },
                target: '#packageRelease.ready',
                actions: [{ type: 'refuseBackup', params: ({ event }) => ({ status: event.output }) }],
              },
              {
                target: 'waiting',
                actions: { type: 'keepProgress', params: ({ event }) => ({ status: event.output }) },
              },
            ],
            onError: {
              target: '#packageRelease.failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    conflict: {
      on: {
        'conflict.override': {
          target: 'backingUp',
          actions: {
            type: 'startStep',
            params: ({ context }) => ({
              step: 'backup' as const,
              tag: (context.pending as { tag: string }).tag,
              checkVersion: context.conflict!.version,
            }),
          },
        },
        'conflict.cancel': { target: 'loading', actions: 'clearStep' },
      },
    },
    stepping: {
      tags: 'busy',
      invoke: {
        id: 'runStep',
        src: 'runStep',
        input: stepInput,
        onDone: [
          { guard: ({ context }) => context.pending?.step === 'delete', target: 'deleted' },
          {
            target: 'loading',
            actions: {
              type: 'keepDone',
              params: ({ context, event }) => ({
                step: context.pending!.step as StepDone['step'],
                tag: event.output,
              }),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        retry: [
          // Reading again resumes the backup already started: no second one.
          { guard: 'backupStarted', target: 'backingUp.reading' },
          { guard: 'pendingIsBackup', target: 'backingUp' },
          { target: 'stepping' },
        ],
        dismiss: { target: 'loading', actions: 'clearStep' },
      },
    },
    deleted: { type: 'final' },
  },
});
