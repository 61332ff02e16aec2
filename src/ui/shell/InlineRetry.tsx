import { Button, Group, Text } from '@mantine/core';

/** A section that failed to load, inside a page that did: why, and 重试. */
export function InlineRetry({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" py="sm">
      <Text size="sm" c="dimmed">
        {error}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onRetry}>
        重试
      </Button>
    </Group>
  );
}
