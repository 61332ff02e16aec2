import { Group, Stack, Text } from '@mantine/core';
import { yuan } from '../vip/price';
import classes from './CreatorCentre.module.css';

/** One sold book as a creator or a sharer sees it: the buyer is masked by the backend. */
export interface SoldOrderRow {
  id: string;
  book: string;
  buyer: string;
  amount: number;
  /** My share: the creator's income or the sharer's commission, in cents. */
  share: number;
  refunded: boolean;
  time: string;
}

interface SoldOrderListProps {
  rows: SoldOrderRow[];
  /** 收入 or 佣金. */
  shareLabel: string;
  label: string;
}

/** Orders as a list: book, buyer, amount, time, and what I earned (nothing once refunded). */
export function SoldOrderList({ rows, shareLabel, label }: SoldOrderListProps) {
  return (
    <Stack gap="xs" component="ul" className={classes.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={classes.row}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {row.book}
            </Text>
            <Text fw={600} className={classes.amount}>
              {yuan(row.amount)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              买家 {row.buyer} · {row.time}
            </Text>
            {row.refunded ? (
              <Text size="xs" c="dimmed" fw={600}>
                已退款 · 不计{shareLabel}
              </Text>
            ) : (
              <Text size="xs" c="jade.8" fw={600}>
                {shareLabel} {yuan(row.share)}
              </Text>
            )}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
