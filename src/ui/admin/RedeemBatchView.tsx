import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Facts } from './StaffList';
import classes from './StaffList.module.css';

export interface BatchCodeRow {
  code: string;
  /** Who used it and when, or null while unused. */
  usedBy: string | null;
}

interface RedeemBatchViewProps {
  title: string;
  facts: [string, string][];
  codes: BatchCodeRow[];
  /** The list's end: more codes, or none. */
  footer: ReactNode;
  downloading: boolean;
  onDownload: () => void;
}

/** One batch of the log: what it gives, until when, and each code used or not; 下载表格 saves them as CSV. */
export function RedeemBatchView({ title, facts, codes, footer, downloading, onDownload }: RedeemBatchViewProps) {
  return (
    <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="batch-title">
      <Group justify="space-between">
        <Title id="batch-title" order={2} size="h5">
          {title}
        </Title>
        <Button variant="light" size="compact-sm" loading={downloading} onClick={onDownload}>
          下载表格
        </Button>
      </Group>
      <Facts items={facts} />
      <ul className={classes.list} aria-label="兑换码">
        {codes.map((c) => (
          <li key={c.code}>
            <Group justify="space-between" wrap="nowrap">
              <Text ff="monospace">{c.code}</Text>
              {c.usedBy ? (
                <Badge color="gray" variant="light">
                  已使用 · {c.usedBy}
                </Badge>
              ) : (
                <Badge color="jade" variant="light">
                  未使用
                </Badge>
              )}
            </Group>
          </li>
        ))}
      </ul>
      {footer}
    </Stack>
  );
}
