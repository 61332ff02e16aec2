import '@mantine/core/styles/Progress.css';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { BACKUP_TAG_MAX, backupTagProblem, LOG_ACTION_LABELS, type PackageChange } from '../../domain/packageRelease';
import type { PackageReleaseView } from '../../machines/packageRelease.view';
import { PACKAGE_COPY } from './packageCopy';
import { ReleaseDialogs, type ReleaseDialogActions } from './ReleaseDialogs';

const { release: COPY } = PACKAGE_COPY;

type Ready = Extract<PackageReleaseView, { kind: 'ready' }>;

export interface ReleaseViewProps extends ReleaseDialogActions {
  view: Ready;
  /** The tag a backup gets unless the creator names one. */
  defaultTag: string;
  timeOf: (iso: string) => string;
  onBackup: (tag: string) => void;
  onOverride: () => void;
  onCancelConflict: () => void;
  onPublish: () => void;
  onSwitch: (releaseTag: string) => void;
  onRollback: (transactionId: string) => void;
  onDelete: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="lg" p="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

function ChangeList({ changes, timeOf }: { changes: PackageChange[]; timeOf: (iso: string) => string }) {
  return (
    <Stack gap={6} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {changes.map((change, i) => (
        <li key={i}>
          <Text size="sm">
            {COPY.kinds[change.kind]}
            {COPY.targets[change.target]}「{change.name}」
          </Text>
          <Text size="xs" c="dimmed">
            {COPY.by(change.by, timeOf(change.at))}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** 发布: what changed, 备份 (with its progress and a conflict), 发布, the releases, the history, 删除卡包. */
export function ReleaseView({ view, defaultTag, timeOf, ...on }: ReleaseViewProps) {
  const [tag, setTag] = useState(defaultTag);
  const { lifecycle, busy } = view;
  const waiting = view.locked;
  const tagProblem = backupTagProblem(tag);
  return (
    <Stack gap="md" p="md">
      <Text fw={600}>{COPY.current(lifecycle.release_tag)}</Text>
      {view.done && (
        <Alert color="jade" variant="light" role="status">
          {COPY.done[view.done.step](view.done.tag)}
        </Alert>
      )}
      {view.error && (
        <Alert color="red" variant="light" role="alert">
          {view.error}
        </Alert>
      )}
      {view.failure && (
        <Alert color="red" variant="light" role="alert" title={COPY.failed[view.failure.step]}>
          <Text size="sm">{view.failure.message}</Text>
          <Group mt="xs" gap="xs">
            <Button size="xs" color="red" onClick={on.onRetry}>
              {COPY.retry}
            </Button>
            <Button size="xs" variant="default" onClick={on.onDismiss}>
              {COPY.dismiss}
            </Button>
          </Group>
        </Alert>
      )}
      <Section title={COPY.changes}>
        <Text size="xs" c="dimmed">
          {COPY.changesSince(lifecycle.changes.since_backup)}
        </Text>
        {lifecycle.changes.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {COPY.noChanges}
          </Text>
        ) : (
          <ChangeList changes={lifecycle.changes.items} timeOf={timeOf} />
        )}
      </Section>
      <Section title={COPY.backup}>
        <TextInput
          label={COPY.backupTag}
          value={tag}
          maxLength={BACKUP_TAG_MAX}
          error={tagProblem ?? undefined}
          onChange={(e) => setTag(e.currentTarget.value)}
        />
        {busy === 'backup' && (
          <>
            <Progress value={view.progress} aria-label={COPY.backingUp(view.progress)} />
            <Text size="xs" c="dimmed" role="status">
              {COPY.backingUp(view.progress)}
            </Text>
          </>
        )}
        {view.conflict && (
          <Alert color="orange" variant="light" role="alert" title={COPY.conflictTitle}>
            <Text size="sm">{view.conflict.message}</Text>
            <Text size="sm" mt={4}>
              {COPY.conflictBy(view.conflict.changedBy)}
            </Text>
            <ChangeList changes={view.conflict.changes} timeOf={timeOf} />
            <Group mt="xs" gap="xs">
              <Button size="xs" color="orange" onClick={on.onOverride}>
                {COPY.override}
              </Button>
              <Button size="xs" variant="default" onClick={on.onCancelConflict}>
                {COPY.cancel}
              </Button>
            </Group>
          </Alert>
        )}
        <Button
          onClick={() => on.onBackup(tag.trim())}
          loading={busy === 'backup'}
          disabled={waiting || tagProblem !== null}
        >
          {COPY.backupNow}
        </Button>
      </Section>
      <Section title={COPY.publish}>
        {view.publishable ? (
          <Button onClick={on.onPublish} loading={busy === 'publish'} disabled={waiting}>
            {COPY.publishNow(view.publishable.tag)}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {COPY.publishHint}
          </Text>
        )}
      </Section>
      <Section title={COPY.releases}>
        {lifecycle.releases.map((release) => (
          <Group key={release.release_tag} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600} component="div">
                {release.release_tag}{' '}
                {release.release_tag === lifecycle.release_tag && (
                  <Badge size="sm" color="jade" variant="light">
                    {COPY.currentBadge}
                  </Badge>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {timeOf(release.published_at)}
              </Text>
            </div>
            {release.release_tag !== lifecycle.release_tag && (
              <Button
                size="xs"
                variant="light"
                disabled={waiting}
                loading={busy === 'switch'}
                onClick={() => on.onSwitch(release.release_tag)}
              >
                {COPY.switchTo}
              </Button>
            )}
          </Group>
        ))}
      </Section>
      <Section title={COPY.history}>
        {lifecycle.logs.length === 0 && (
          <Text size="sm" c="dimmed">
            {COPY.noHistory}
          </Text>
        )}
        <Stack gap="xs" component="ol" aria-label={COPY.history} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {lifecycle.logs.map((log) => (
            <Group component="li" key={log.transaction_id} justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" component="div">
                  <Badge size="sm" variant="light" mr={6}>
                    {LOG_ACTION_LABELS[log.action]}
                  </Badge>
                  {log.summary}
                </Text>
                <Text size="xs" c="dimmed">
                  {COPY.by(log.by, timeOf(log.at))}
                </Text>
              </div>
              {log.can_rollback && (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={waiting}
                  loading={busy === 'rollback'}
                  onClick={() => on.onRollback(log.transaction_id)}
                >
                  {COPY.rollback}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Section>
      <Section title={COPY.danger}>
        <Text size="sm" c="dimmed">
          {view.deleteBlockedBy ? COPY.deleteBlocked(view.deleteBlockedBy) : COPY.deleteHint}
        </Text>
        {!view.deleteBlockedBy && (
          <Button color="red" variant="light" onClick={on.onDelete} disabled={waiting} loading={busy === 'delete'}>
            {COPY.danger}
          </Button>
        )}
      </Section>
      <ReleaseDialogs confirmation={view.confirmation} timeOf={timeOf} {...on} />
    </Stack>
  );
}
