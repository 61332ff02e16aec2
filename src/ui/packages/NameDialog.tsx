import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PACKAGE_COPY } from './packageCopy';

export interface NameDialogProps {
  /** The dialog's title; null when it is closed. */
  title: string | null;
  label: string;
  initial: string;
  max: number;
  /** What is wrong with the name (the form's own check, or the server's refusal); '' when nothing is. */
  error: string;
  busy: boolean;
  confirmLabel?: string;
  onSave: (name: string) => void;
  onClose: () => void;
}

function NameForm({ label, initial, max, error, busy, confirmLabel, onSave, onClose }: Omit<NameDialogProps, 'title'>) {
  const [name, setName] = useState(initial);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={label}
          required
          data-autofocus
          value={name}
          error={error || undefined}
          description={`${[...name.trim()].length}/${max}`}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {PACKAGE_COPY.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {confirmLabel ?? PACKAGE_COPY.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A name asked for (a new package, a deck, a book's title), kept as typed while it saves or is refused. */
export function NameDialog({ title, ...form }: NameDialogProps) {
  return (
    <Modal opened={title !== null} onClose={form.onClose} title={title ?? ''} centered radius="lg">
      {title !== null && <NameForm key={title} {...form} />}
    </Modal>
  );
}
