import { Button, Group, Modal, Text } from '@mantine/core';

/** Whether the question shows, and what each answer does. */
export interface ConfirmAnswers {
  opened: boolean;
  onConfirm: () => void;
  /** 再想想, the close button and a tap outside. */
  onDismiss: () => void;
}

export interface ConfirmDialogProps extends ConfirmAnswers {
  title: string;
  text: string;
  /** The red button's words, e.g. 确定取消. */
  confirmLabel: string;
}

/** A question asked once more before something that cannot be undone: 再想想 or the red confirm button. */
export function ConfirmDialog({ opened, title, text, confirmLabel, onConfirm, onDismiss }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onDismiss} title={title} centered radius="lg">
      <Text size="sm">{text}</Text>
      <Group mt="lg" grow>
        <Button variant="default" onClick={onDismiss}>
          再想想
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
