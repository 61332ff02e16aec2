import { Button, Group, Text } from '@mantine/core';

/** A section or panel that could not load or act, inside a page that did: why, and 重试 when there is a retry. */
export function InlineRetry({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" py="sm" role="alert">
      <Text size="sm" c="dimmed">
        {error}
      </Text>
      {onRetry && (
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          重试
        </Button>
      )}
    </Group>
  );
}
