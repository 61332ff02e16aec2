import { Button, Group, Modal, Text } from '@mantine/core';

export interface CancelOrderDialogProps {
  opened: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** 取消订单's confirmation: the order is read before it is cancelled, so a paid one is never dropped. */
export function CancelOrderDialog({ opened, onConfirm, onDismiss }: CancelOrderDialogProps) {
  return (
    <Modal opened={opened} onClose={onDismiss} title="取消订单" centered radius="lg">
      <Text size="sm">取消前会先核实订单：已支付的订单不会被取消。确定取消这个订单吗？</Text>
      <Group mt="lg" grow>
        <Button variant="default" onClick={onDismiss}>
          再想想
        </Button>
        <Button color="red" onClick={onConfirm}>
          确定取消
        </Button>
      </Group>
    </Modal>
  );
}
