import { Skeleton } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { defaultBackupTag } from '../../../domain/packageRelease';
import { packageReleaseMachine } from '../../../machines/packageRelease.machine';
import { packageReleaseView } from '../../../machines/packageRelease.view';
import { uuidV4 } from '../../../services/uuid';
import { PACKAGE_COPY } from '../../../ui/packages/packageCopy';
import { ReleaseView } from '../../../ui/packages/ReleaseView';
import { LoadFailed } from '../../../ui/shell/StatusView';
import { toast } from '../../../services/toast';
import { api } from '../../api';
import { useMachineView } from '../../useMachineView';
import { useScreenActor } from '../../useScreenActor';
import { dateTimeOf } from '../../vip/dates';
import { packageReleaseServices } from '../packageReleaseServices';
import type { PackageTabProps } from './tabProps';

const { release: COPY, detail } = PACKAGE_COPY;

/** A deleted package's screen is gone: back to the list, which no longer holds it. */
function Deleted() {
  const navigate = useNavigate();
  useEffect(() => {
    toast(detail.deleted.title);
    void navigate('/creator/packages', { replace: true });
  }, [navigate]);
  return null;
}

/** 发布: the package's release lifecycle on its own packageRelease actor. */
export function ReleaseTab({ pkg, reload }: PackageTabProps) {
  const actor = useScreenActor(() => ({
    logic: packageReleaseMachine.provide(packageReleaseServices({ api })),
    options: { input: { packageUuid: pkg.package_uuid, session: uuidV4() } },
  }));
  const view = useMachineView(actor, packageReleaseView);
  const done = view.kind === 'ready' ? view.done : null;
  // A release, a switch or a rollback changes what the header says.
  useEffect(() => {
    if (done) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  if (view.kind === 'loading') return <Skeleton m="md" height={320} radius="md" aria-label={COPY.loading} />;
  if (view.kind === 'loadFailed')
    return <LoadFailed title={COPY.loadFailed} error={view.error} onRetry={() => actor.send({ type: 'retry' })} />;
  if (view.kind === 'deleted') return <Deleted />;
  return (
    <ReleaseView
      view={view}
      defaultTag={defaultBackupTag(Date.now())}
      timeOf={(iso) => dateTimeOf(iso) ?? ''}
      onBackup={(tag) => actor.send({ type: 'backup.start', tag })}
      onOverride={() => actor.send({ type: 'conflict.override' })}
      onCancelConflict={() => actor.send({ type: 'conflict.cancel' })}
      onPublish={() => actor.send({ type: 'publish.start' })}
      onSwitch={(releaseTag) => actor.send({ type: 'switch.ask', releaseTag })}
      onRollback={(transactionId) => actor.send({ type: 'rollback.ask', transactionId })}
      onDelete={() => actor.send({ type: 'delete.ask' })}
      onConfirm={(typed) => actor.send({ type: 'confirm', typed })}
      onCancel={() => actor.send({ type: 'cancel' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onDismiss={() => actor.send({ type: 'dismiss' })}
    />
  );
}
