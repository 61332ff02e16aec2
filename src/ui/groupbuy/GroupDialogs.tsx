import { Button, Group as Row, Modal, Text } from '@mantine/core';
import { GROUP_REFUND_TEXT } from '../../domain/groupBuy';
import type { GroupDialog } from '../../machines/groupBuy.view';

export interface GroupDialogsProps {
  dialog: GroupDialog | null;
  onDismiss: () => void;
  onConfirm: () => void;
}

const CANNOT_CANCEL = {
  UNABLE_LESS_THAN_ONE_HOUR: '距拼团结束不足1小时，不能取消拼团。',
  UNABLE: '这个团已成团或已结束，不能取消。',
};

/** The group's confirmations: cancel, use a 成团卡, or why it cannot be cancelled. */
export function GroupDialogs({ dialog, onDismiss: close, onConfirm }: GroupDialogsProps) {
  const [title, text, confirm] =
    dialog?.kind === 'confirmCancel'
      ? [
          '取消拼团',
          `${dialog.leader ? '你是团长，取消后团长将交给下一位成员。' : ''}取消后你将退出这个团，${GROUP_REFUND_TEXT}。`,
          '确定取消',
        ]
      : dialog?.kind === 'confirmComplete'
        ? [
            '使用成团卡',
            `使用1张成团卡，这个团立即成团，每位成员都将获得这本书。你还有${dialog.passTimes}张。`,
            '立即成团',
          ]
        : dialog?.kind === 'cannotCancel'
          ? ['不能取消', CANNOT_CANCEL[dialog.reason], null]
          : ['', '', null];
  return (
    <Modal opened={dialog !== null} onClose={close} title={title} centered radius="lg">
      <Text size="sm">{text}</Text>
      <Row mt="lg" grow>
        <Button variant="default" onClick={close}>
          {confirm ? '再想想' : '知道了'}
        </Button>
        {confirm && (
          <Button color={dialog?.kind === 'confirmCancel' ? 'red' : 'red.8'} onClick={onConfirm}>
            {confirm}
          </Button>
        )}
      </Row>
    </Modal>
  );
}
