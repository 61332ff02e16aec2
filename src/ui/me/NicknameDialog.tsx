import { Button, Group, Modal, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';

export const NICKNAME_SAVED = '昵称已修改';

interface NicknameDialogProps {
  opened: boolean;
  value: string;
  /** Why it cannot be saved: the rule's words, or the backend's. */
  error: string;
  busy: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
  onClose: () => void;
}

/** 修改昵称: one field, 1–20 characters; emoji are left out when it is saved. */
export function NicknameDialog({ opened, value, error, busy, onChange, onSave, onClose }: NicknameDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="修改昵称" centered radius="lg">
      <form onSubmit={submit} noValidate>
        <TextInput
          label="昵称"
          description="1-20个字，表情符号会被去掉"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error || undefined}
          data-autofocus
        />
        <Group mt="lg" grow>
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={busy}>
            保存
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
