import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Button, Group, Modal, Stack, TagsInput } from '@mantine/core';
import { useState } from 'react';
import { PACKAGE_COPY } from './packageCopy';

export interface TagsDialogProps {
  /** The package's name; null when the dialog is closed. */
  packageName: string | null;
  initial: string[];
  /** The creator's tags so far, offered as suggestions. */
  known: string[];
  max: number;
  each: number;
  error: string;
  busy: boolean;
  onSave: (tags: string[]) => void;
  onClose: () => void;
}

function TagsForm({ initial, known, max, each, error, busy, onSave, onClose }: Omit<TagsDialogProps, 'packageName'>) {
  const [tags, setTags] = useState(initial);
  return (
    <Stack gap="sm">
      <TagsInput
        label={PACKAGE_COPY.tags.label}
        description={PACKAGE_COPY.tags.description(max, each)}
        data={known}
        value={tags}
        onChange={setTags}
        error={error || undefined}
        clearable
      />
      <Group grow>
        <Button variant="default" onClick={onClose} disabled={busy}>
          {PACKAGE_COPY.cancel}
        </Button>
        <Button loading={busy} onClick={() => onSave(tags)}>
          {PACKAGE_COPY.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** A package's tags, from the creator's own or new ones. */
export function TagsDialog({ packageName, ...form }: TagsDialogProps) {
  return (
    <Modal opened={packageName !== null} onClose={form.onClose} title={packageName ?? ''} centered radius="lg">
      {packageName !== null && <TagsForm {...form} />}
    </Modal>
  );
}
