import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { Sku } from '../../domain/vip';
import { SkuCard } from './SkuCard';
import classes from './SkuList.module.css';

export const CATALOG_FAILED_TEXT = '会员套餐加载失败';

interface SkuListProps {
  skus: Sku[];
  selectedId: string | null;
  onSelect: (skuId: string) => void;
  /** The SKUs are being fetched: card-shaped skeletons. */
  loading?: boolean;
  /** Loading failed: the message and a 重新加载 button. */
  error?: string | null;
  onRetry?: () => void;
  showPerDay?: boolean;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** The VIP packages as one radio group: Tab reaches the chosen card, arrow keys move the choice, Home and End jump. */
export function SkuList({ skus, selectedId, onSelect, loading = false, error, onRetry, showPerDay }: SkuListProps) {
  if (loading) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="会员套餐加载中">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={84} radius={14} />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack className={classes.empty} align="center" gap="sm" role="alert">
        <Text size="sm" c="dimmed">
          {error}
        </Text>
        {onRetry && (
          <Button variant="default" size="sm" radius="xl" onClick={onRetry}>
            重新加载
          </Button>
        )}
      </Stack>
    );
  }
  if (skus.length === 0) {
    return (
      <Stack className={classes.empty} align="center" gap={4}>
        <Text size="sm" fw={500}>
          暂无可开通的会员套餐
        </Text>
        <Text size="xs" c="dimmed">
          请稍后再来看看
        </Text>
      </Stack>
    );
  }

  const selectedIndex = skus.findIndex((sku) => sku.sku_id === selectedId);
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    const from = selectedIndex >= 0 ? selectedIndex : step === -1 ? 0 : -1;
    let to: number;
    if (step !== undefined) to = (from + step + skus.length) % skus.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = skus.length - 1;
    else return;
    event.preventDefault();
    const next = skus[to];
    if (!next) return;
    onSelect(next.sku_id);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[to]?.focus();
  };

  return (
    <Stack gap="sm" role="radiogroup" aria-label="选择会员套餐" onKeyDown={onKeyDown}>
      {skus.map((sku, index) => (
        <SkuCard
          key={sku.sku_id}
          sku={sku}
          selected={index === selectedIndex}
          onSelect={onSelect}
          tabIndex={index === tabStop ? 0 : -1}
          showPerDay={showPerDay}
        />
      ))}
    </Stack>
  );
}
