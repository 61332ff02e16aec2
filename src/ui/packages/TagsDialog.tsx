import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PACKAGE_COPY } from './packageCopy';

export interface TagsDialogProps {
  /** The package's name; null when the dialog is closed. */
  packageName: string | null;
  initial: string[];
  /** The creator's tags so far, offered with a tap. */
  known: string[];
  max: number;
  each: number;
  error: string;
  busy: boolean;
  onSave: (tags: string[]) => void;
  onClose: () => void;
}

/** Tags as typed: separated by spaces or commas, each once. */
const tagsOf = (typed: string) => [...new Set(typed.split(/[\s,，、]+/).filter(Boolean))];

function TagsForm({ initial, known, max, each, error, busy, onSave, onClose }: Omit<TagsDialogProps, 'packageName'>) {
  const [typed, setTyped] = useState(initial.join(' '));
  const tags = tagsOf(typed);
  const toggle = (tag: string) =>
    setTyped((tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]).join(' '));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(tags);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={PACKAGE_COPY.tags.label}
          description={PACKAGE_COPY.tags.description(max, each)}
          data-autofocus
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={error || undefined}
        />
        {known.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {PACKAGE_COPY.tags.known}
            </Text>
            <Group gap={6}>
              {known.map((tag) => (
                <Button
                  key={tag}
                  size="compact-sm"
                  radius="xl"
                  variant={tags.includes(tag) ? 'filled' : 'light'}
                  aria-pressed={tags.includes(tag)}
                  onClick={() => toggle(tag)}
                >
                  {tag}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {PACKAGE_COPY.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {PACKAGE_COPY.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A package's tags: typed, or picked from the creator's own with a tap. */
export function TagsDialog({ packageName, ...form }: TagsDialogProps) {
  return (
    <Modal
      opened={packageName !== null}
      onClose={form.onClose}
      title={PACKAGE_COPY.tags.title(packageName ?? '')}
      centered
      radius="lg"
    >
      {packageName !== null && <TagsForm {...form} />}
    </Modal>
  );
}
