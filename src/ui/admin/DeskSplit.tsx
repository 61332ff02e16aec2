import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ADMIN_COPY } from './adminCopy';
import classes from './DeskSplit.module.css';

interface DeskSplitProps {
  list: ReactNode;
  /** The chosen item's detail, or null when none is chosen. */
  detail: ReactNode | null;
  /** What the empty detail column says at a desk: 选择一本书查看详情. */
  placeholder: string;
  onClose: () => void;
}

/** A list and its chosen item: one at a time on a phone, side by side from 1024 px (DESIGN §1: managers at a desk). */
export function DeskSplit({ list, detail, placeholder, onClose }: DeskSplitProps) {
  return (
    <div className={classes.split} data-open={detail ? '' : undefined} data-desk-layout="">
      <div className={classes.list}>{list}</div>
      <Stack gap="sm" className={classes.detail}>
        {detail ? (
          <>
            <Button variant="subtle" size="compact-sm" className={classes.back} onClick={onClose}>
              ‹ {ADMIN_COPY.backToList}
            </Button>
            {detail}
          </>
        ) : (
          <Text c="dimmed" size="sm" className={classes.placeholder}>
            {placeholder}
          </Text>
        )}
      </Stack>
    </div>
  );
}
