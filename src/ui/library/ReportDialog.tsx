import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** What a reader can report about a book (spec §7 library/report). */
export const REPORT_REASONS = ['内容错误', '侵权或盗版', '排版或显示问题', '其他问题'] as const;
const OTHER = '其他问题';

export interface ReportDialogProps {
  opened: boolean;
  busy: boolean;
  error?: string;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** 报告问题: pick a reason, say more if it is another problem, send once. */
export function ReportDialog({ opened, busy, error, onSubmit, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<string>('');
  const [detail, setDetail] = useState('');
  const needsDetail = reason === OTHER;
  const text = needsDetail ? detail.trim() : reason;
  const close = () => {
    if (busy) return;
    setReason('');
    setDetail('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="报告问题"
      centered
      radius="lg"
      size="sm"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <Stack gap="md">
        <Radio.Group value={reason} onChange={setReason} label="这本书有什么问题？">
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={r} />
            ))}
          </Stack>
        </Radio.Group>
        {needsDetail && (
          <TextInput
            label="请描述问题"
            placeholder="如第 3 章的例句有误"
            maxLength={200}
            value={detail}
            onChange={(event) => setDetail(event.currentTarget.value)}
          />
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Group grow gap="sm">
          <Button variant="default" radius="xl" disabled={busy} onClick={close}>
            取消
          </Button>
          <Button radius="xl" loading={busy} disabled={!text} onClick={() => text && !busy && onSubmit(text)}>
            提交
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
