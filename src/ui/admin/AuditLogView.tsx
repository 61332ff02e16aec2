import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './StaffList.module.css';

export interface AuditRow {
  key: string;
  phone: string;
  reason: string;
  who: string;
  time: string;
}

/** 验证码查询记录: who looked up whose code, when, and why; newest first. */
export function AuditLogView({ rows, footer }: { rows: AuditRow[]; footer: ReactNode }) {
  return (
    <>
      <ul className={classes.list} aria-label="验证码查询记录">
        {rows.map((row) => (
          <li key={row.key} className={classes.row}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{row.phone}</Text>
              <Text size="sm" c="dimmed">
                {row.time}
              </Text>
            </Group>
            <Text size="sm" className={classes.pre}>
              {row.reason}
            </Text>
            <Text size="xs" c="dimmed">
              查看人：{row.who}
            </Text>
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}
