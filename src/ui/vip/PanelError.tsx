import { Button, Group, Text } from '@mantine/core';

/** A panel that could not load or act: what happened, and a retry when there is one. */
export function PanelError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" role="alert">
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      {onRetry && (
        <Button variant="default" size="compact-sm" radius="xl" onClick={onRetry}>
          重试
        </Button>
      )}
    </Group>
  );
}
