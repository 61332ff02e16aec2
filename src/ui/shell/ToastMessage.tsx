import { Button, Group, Text } from '@mantine/core';

interface ToastMessageProps {
  message: string;
  action?: { label: string; onClick: () => void };
}

/** A toast's text, and the one tap that acts on it when there is one. */
export function ToastMessage({ message, action }: ToastMessageProps) {
  if (!action) return message;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" variant="light" onClick={action.onClick}>
        {action.label}
      </Button>
    </Group>
  );
}
