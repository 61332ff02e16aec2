import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { deletionConfirmed } from '../../domain/packageRelease';
import type { ReleaseConfirmation } from '../../machines/packageRelease.view';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { PACKAGE_COPY } from './packageCopy';

const { release: COPY } = PACKAGE_COPY;

export interface ReleaseDialogActions {
  onConfirm: (typed?: string) => void;
  onCancel: () => void;
}

/** 删除卡包 asks for the package's name, typed; the red button waits until it matches. */
function DeleteDialog({ name, onConfirm, onCancel }: { name: string } & ReleaseDialogActions) {
  const [typed, setTyped] = useState('');
  return (
    <Modal opened onClose={onCancel} title={COPY.deleteTitle} centered radius="lg">
      <Stack gap="sm">
        <Text size="sm">{COPY.deleteText(name)}</Text>
        <TextInput
          label={COPY.deleteLabel}
          data-autofocus
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Group grow>
          <Button variant="default" onClick={onCancel}>
            {COPY.cancel}
          </Button>
          <Button color="red" disabled={!deletionConfirmed(typed, name)} onClick={() => onConfirm(typed)}>
            {COPY.deleteConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The question the release machine asks before 切换版本, 回滚 or 删除卡包. */
export function ReleaseDialogs({
  confirmation,
  timeOf,
  onConfirm,
  onCancel,
}: { confirmation: ReleaseConfirmation | null; timeOf: (iso: string) => string } & ReleaseDialogActions) {
  if (confirmation?.kind === 'delete')
    return <DeleteDialog name={confirmation.name} onConfirm={onConfirm} onCancel={onCancel} />;
  const asked =
    confirmation?.kind === 'switch'
      ? {
          title: COPY.switchTitle,
          text: COPY.switchText(confirmation.from, confirmation.to),
          confirmLabel: COPY.switchConfirm(confirmation.to),
        }
      : confirmation?.kind === 'rollback'
        ? {
            title: COPY.rollbackTitle,
            text: COPY.rollbackText(
              confirmation.row?.summary ?? '',
              confirmation.row ? timeOf(confirmation.row.at) : '',
            ),
            confirmLabel: COPY.rollbackConfirm,
          }
        : { title: '', text: '', confirmLabel: '' };
  return <ConfirmDialog opened={confirmation !== null} {...asked} onConfirm={() => onConfirm()} onDismiss={onCancel} />;
}
