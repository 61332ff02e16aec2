import { Badge, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';

interface CashierCardProps {
  merchant: string;
  subject: string;
  /** Yuan, with 2 decimals. */
  amount: string;
  channelName: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The demo's stand-in for a payment provider's cashier: confirm or cancel, nothing is charged. */
export function CashierCard({ merchant, subject, amount, channelName, busy, onConfirm, onCancel }: CashierCardProps) {
  return (
    <Card radius="lg" p="lg" withBorder shadow="sm" w="100%" maw={420}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>{channelName}收银台</Text>
          <Badge variant="light" color="orange">
            演示 · 不会真实扣款
          </Badge>
        </Group>
        <Center>
          <Stack gap={4} align="center">
            <Text c="dimmed" size="sm">
              {merchant}
            </Text>
            <Title order={2} fz={36}>
              ¥{amount}
            </Title>
            <Text size="sm">{subject}</Text>
          </Stack>
        </Center>
        <Button size="lg" radius="md" fullWidth loading={busy} onClick={onConfirm}>
          确认支付
        </Button>
        <Button size="md" variant="subtle" color="gray" fullWidth disabled={busy} onClick={onCancel}>
          取消支付
        </Button>
      </Stack>
    </Card>
  );
}
