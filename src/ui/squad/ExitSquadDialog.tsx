import { Button, Group, Modal, Text } from '@mantine/core';

interface ExitSquadDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 退出小队 asks once more before the member stops sharing the owner's VIP. */
export function ExitSquadDialog({ opened, onCancel, onConfirm }: ExitSquadDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="退出小队" centered radius="lg">
      <Text size="sm">退出后你将不再共享队长的会员，确定退出吗？</Text>
      <Group mt="lg" grow>
        <Button variant="default" onClick={onCancel}>
          再想想
        </Button>
        <Button color="red" onClick={onConfirm}>
          确定退出
        </Button>
      </Group>
    </Modal>
  );
}
