import { Button, Group, Stack, Text } from '@mantine/core';
import type { PayOutcomeView } from '../../machines/payment.view';
import { PaymentStatusView } from './PaymentStatusView';

interface PayOutcomeProps {
  outcome: PayOutcomeView;
  /** 继续支付 or 重试: the same order when there is one. */
  onPay: () => void;
  /** 我已完成支付: query the order again. */
  onCheck: () => void;
  onClose: () => void;
}

/** The payment's progress, then 支付成功, or what can be done next: never a second order unseen. */
export function PayOutcome({ outcome, onPay, onCheck, onClose }: PayOutcomeProps) {
  switch (outcome.kind) {
    case 'progress':
      return <PaymentStatusView status={outcome.payment} />;
    case 'cancelled':
      return (
        <Stack gap={4}>
          <Text size="sm" ta="center">
            订单未支付，可以继续支付
          </Text>
          <Group grow gap="xs">
            <Button size="sm" onClick={onPay}>
              继续支付
            </Button>
            <Button size="sm" variant="default" onClick={onCheck}>
              我已完成支付
            </Button>
          </Group>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap={4}>
          <Text size="sm" c="red.9" ta="center" role="alert">
            {outcome.reason}
          </Text>
          <Group grow gap="xs">
            <Button size="sm" onClick={onPay}>
              重试
            </Button>
            <Button size="sm" variant="default" onClick={onClose}>
              关闭
            </Button>
          </Group>
        </Stack>
      );
    case 'unknown':
      return (
        <Stack gap={4}>
          <Text size="sm" ta="center">
            {outcome.otherAccount
              ? '这笔订单属于另一个账号，请切换回下单账号后点“我已完成支付”，不要重复支付'
              : '暂未查询到支付结果，如已付款请稍后再查'}
          </Text>
          <Group grow gap="xs">
            <Button size="sm" onClick={onCheck}>
              我已完成支付
            </Button>
            <Button size="sm" variant="default" onClick={onPay}>
              继续支付
            </Button>
          </Group>
        </Stack>
      );
    case 'paid':
      return (
        <Text size="sm" c="jade.7" ta="center" fw={600}>
          支付成功
        </Text>
      );
  }
}
