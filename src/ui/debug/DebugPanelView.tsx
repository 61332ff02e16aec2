import '@mantine/core/styles/SegmentedControl.css';
import { Drawer, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ApiEnvChoice = 'staging' | 'prod';

interface DebugPanelViewProps {
  opened: boolean;
  onClose: () => void;
  apiEnv: ApiEnvChoice;
  /** Locked when the host forces an environment. */
  apiEnvLocked: boolean;
  onApiEnvChange: (apiEnv: ApiEnvChoice) => void;
  facts: { label: string; value: string }[];
  /** Further sections that later tools add. */
  children?: ReactNode;
}

export function DebugPanelView({
  opened,
  onClose,
  apiEnv,
  apiEnvLocked,
  onApiEnvChange,
  facts,
  children,
}: DebugPanelViewProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title="调试面板"
      closeButtonProps={{ 'aria-label': '关闭' }}
      radius="md"
      styles={{ content: { flex: '0 0 auto', maxHeight: '85dvh' } }}
    >
      <Stack gap="md" pb="md">
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600} size="sm">
              接口环境
            </Text>
            {apiEnvLocked && (
              <Text size="xs" c="dimmed">
                生产域名下固定为正式环境
              </Text>
            )}
          </Group>
          <SegmentedControl
            fullWidth
            value={apiEnv}
            disabled={apiEnvLocked}
            onChange={(value) => onApiEnvChange(value === 'prod' ? 'prod' : 'staging')}
            data={[
              { value: 'staging', label: '测试环境 staging' },
              { value: 'prod', label: '正式环境 prod' },
            ]}
          />
        </Stack>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {facts.map((fact) => (
              <Table.Tr key={fact.label}>
                <Table.Th w={96}>{fact.label}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{fact.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {children}
      </Stack>
    </Drawer>
  );
}
