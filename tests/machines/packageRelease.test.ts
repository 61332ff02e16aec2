import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BackupStart, BackupStatus, PackageLifecycle } from '../../src/domain/packageRelease';
import { packageReleaseMachine, type PendingStep, type StepInput } from '../../src/machines/packageRelease.machine';
import { BACKED_UP, CONFLICT, RUNNING, SAMPLE_LIFECYCLE } from '../../src/machines/packageRelease.model';
import { packageReleaseView } from '../../src/machines/packageRelease.view';
import { settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

interface FakeBackend {
  lifecycle: PackageLifecycle;
  /** Failures to give, by call, once each. */
  fail: Set<string>;
  statuses: BackupStatus[];
  conflict: boolean;
}

/** A backend that records every call with its request id; each name in `fail` fails once. */
function start(backend: Partial<FakeBackend> = {}) {
  const b: FakeBackend = { lifecycle: SAMPLE_LIFECYCLE, fail: new Set(), statuses: [], conflict: false, ...backend };
  const calls: string[] = [];
  // Request ids in the order they first appear: r1, r2…; the same id twice is the same request.
  const ids = new Map<string, string>();
  const id = (requestId: string) => ids.get(requestId) ?? ids.set(requestId, `r${ids.size + 1}`).get(requestId)!;
  const failOnce = (name: string) => {
    if (!b.fail.delete(name)) return;
    throw new Error('请检查网络连接');
  };
  const actor = createActor(
    packageReleaseMachine.provide({
      actors: {
        loadLifecycle: fromPromise<PackageLifecycle, { packageUuid: string }>(async () => {
          calls.push('load');
          failOnce('load');
          return b.lifecycle;
        }),
        startBackup: fromPromise<BackupStart, StepInput & { tag: string; checkVersion: number }>(async ({ input }) => {
          calls.push(`backup ${input.tag} v${input.checkVersion} ${id(input.requestId)}`);
          failOnce('backup');
          if (b.conflict && input.checkVersion < CONFLICT.version) return { kind: 'conflict', conflict: CONFLICT };
          return { kind: 'started', status: RUNNING };
        }),
        readBackupStatus: fromPromise<BackupStatus, { packageUuid: string }>(async () => {
          calls.push('status');
          failOnce('status');
          const status = b.statuses.shift() ?? { ...RUNNING, status: 'DONE', progress: 100 };
          if (status.status === 'DONE') b.lifecycle = BACKED_UP;
          return status;
        }),
        runStep: fromPromise<string | null, StepInput & PendingStep>(async ({ input }) => {
          calls.push(`${input.step} ${id(input.requestId)}`);
          failOnce(input.step);
          return 'v4';
        }),
      },
    }),
    { input: { packageUuid: 'pkg-1', session: 's' } },
  ).start();
  const view = () => packageReleaseView(actor.getSnapshot());
  return { actor, calls, view, backend: b };
}

const ready = (v: ReturnType<typeof packageReleaseView>) => {
  if (v.kind !== 'ready') throw new Error(`not ready: ${v.kind}`);
  return v;
};

describe('issue 57 发布: the package release lifecycle', () => {
  test('变更 and the history are loaded; a failed load says why and 重试 loads again', async () => {
    const { actor, view } = start({ fail: new Set(['load']) });
    await settle();
    expect(view()).toEqual({ kind: 'loadFailed', error: '请检查网络连接' });
    actor.send({ type: 'retry' });
    await settle();
    expect(ready(view()).lifecycle.changes.items).toHaveLength(2);
  });

  test('备份 is read until it is done, then listed; the progress shows meanwhile', async () => {
    const { actor, calls, view } = start({ statuses: [RUNNING, { ...RUNNING, progress: 80 }] });
    await settle();
    actor.send({ type: 'backup.start', tag: '第四版' });
    actor.send({ type: 'backup.start', tag: '第四版' });
    await settle();
    expect(ready(view()).busy).toBe('backup');
    await vi.advanceTimersByTimeAsync(800);
    expect(ready(view()).progress).toBe(40);
    await vi.advanceTimersByTimeAsync(1600);
    expect(calls).toEqual(['load', 'backup 第四版 v12 r1', 'status', 'status', 'status', 'load']);
    expect(ready(view())).toMatchObject({
      busy: null,
      done: { step: 'backup', tag: '第四版' },
      publishable: { tag: '第四版' },
    });
  });

  test('a stale check_version gives the conflict, naming who changed what; 覆盖备份 backs up over it', async () => {
    const { actor, calls, view } = start({ conflict: true });
    await settle();
    actor.send({ type: 'backup.start', tag: '第四版' });
    await settle();
    expect(ready(view()).conflict).toEqual({
      message: CONFLICT.message,
      changedBy: '小林',
      changes: CONFLICT.changes,
    });
    actor.send({ type: 'conflict.override' });
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.slice(1, 3)).toEqual(['backup 第四版 v12 r1', 'backup 第四版 v13 r2']);
  });

  test('a backup whose answer was lost is asked again with the same request id; one whose reading failed is read again, not asked again', async () => {
    const { actor, calls } = start({ fail: new Set(['backup', 'status']) });
    await settle();
    actor.send({ type: 'backup.start', tag: '第四版' });
    await settle();
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(800);
    actor.send({ type: 'retry' });
    await settle();
    expect(calls.filter((c) => c.startsWith('backup'))).toEqual(['backup 第四版 v12 r1', 'backup 第四版 v12 r1']);
    expect(calls.filter((c) => c === 'status')).toHaveLength(2);
  });

  test('a backup that fails on the server says why and asks nothing more', async () => {
    const failed: BackupStatus = { ...RUNNING, status: 'FAILED', reason: '备份失败：媒体文件读取出错' };
    const { actor, view } = start({ statuses: [failed] });
    await settle();
    actor.send({ type: 'backup.start', tag: '第四版' });
    await vi.advanceTimersByTimeAsync(800);
    expect(ready(view())).toMatchObject({ busy: null, error: '备份失败：媒体文件读取出错' });
  });

  test('发布 publishes the newest backup once however often it is tapped, and a retry keeps its request id', async () => {
    const { actor, calls, view } = start({ lifecycle: BACKED_UP, fail: new Set(['publish']) });
    await settle();
    actor.send({ type: 'publish.start' });
    actor.send({ type: 'publish.start' });
    await settle();
    expect(ready(view()).failure).toEqual({ step: 'publish', message: '请检查网络连接' });
    actor.send({ type: 'retry' });
    await settle();
    expect(calls).toEqual(['load', 'publish r1', 'publish r1', 'load']);
    expect(ready(view()).done).toEqual({ step: 'publish', tag: 'v4' });
  });

  test('发布 is not offered when every backup is published (back up first)', async () => {
    const { actor, calls, view } = start();
    await settle();
    expect(ready(view()).publishable).toBeNull();
    actor.send({ type: 'publish.start' });
    await settle();
    expect(calls).toEqual(['load']);
  });

  test('切换版本 names both tags before it switches; 取消 switches nothing', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'switch.ask', releaseTag: 'v2' });
    expect(ready(view()).confirmation).toEqual({ kind: 'switch', from: 'v3', to: 'v2' });
    actor.send({ type: 'cancel' });
    expect(ready(view()).confirmation).toBeNull();
    actor.send({ type: 'switch.ask', releaseTag: 'v2' });
    actor.send({ type: 'confirm' });
    await settle();
    expect(calls).toEqual(['load', 'switch r1', 'load']);
  });

  test('回滚 from a row of the history asks first, naming the row', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'rollback.ask', transactionId: '9002' });
    expect(ready(view()).confirmation).toMatchObject({ kind: 'rollback', row: { summary: '备份「第三版」' } });
    actor.send({ type: 'confirm' });
    await settle();
    expect(calls).toEqual(['load', 'rollback r1', 'load']);
  });

  test('删除卡包 needs the package name typed exactly; then it is gone', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'confirm', typed: '英语' });
    await settle();
    expect(calls).toEqual(['load']);
    actor.send({ type: 'confirm', typed: ' 英语词根词缀 300 例 ' });
    await settle();
    expect(calls).toEqual(['load', 'delete r1']);
    expect(view()).toEqual({ kind: 'deleted' });
  });

  test('a package with a published book cannot be deleted, and the screen says why before asking', async () => {
    const { actor, calls, view } = start({ lifecycle: { ...SAMPLE_LIFECYCLE, published_book: '词根 300' } });
    await settle();
    expect(ready(view()).deleteBlockedBy).toBe('词根 300');
    actor.send({ type: 'delete.ask' });
    expect(ready(view()).confirmation).toBeNull();
    expect(calls).toEqual(['load']);
  });

  test('a failure dismissed reads the package again, since the step may have gone through', async () => {
    const { actor, calls } = start({ fail: new Set(['rollback']) });
    await settle();
    actor.send({ type: 'rollback.ask', transactionId: '9002' });
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'dismiss' });
    await settle();
    expect(calls).toEqual(['load', 'rollback r1', 'load']);
  });

  test('the packageRelease model covers every state and transition', async () => {
    await expectRegistryModelCovered('packageRelease');
  });
});
