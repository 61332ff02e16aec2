import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { renewalOf, type Sku } from '../../domain/vip';
import { CheckIcon } from '../pay/icons';
import { OriginalPrice, perDay, Price, renewalTerms, yuan } from './price';
import classes from './SkuCard.module.css';

interface SkuCardProps {
  sku: Sku;
  selected: boolean;
  onSelect: (skuId: string) => void;
  /** Roving tab stop, managed by SkuList: 0 for the one card reachable by Tab, -1 for the others. */
  tabIndex?: number;
  /** Shows 约¥0.35/天 under the name. */
  showPerDay?: boolean;
}

/** One selectable VIP package: name, the sale price large, the original struck through, and the auto-renew terms. */
export function SkuCard({ sku, selected, onSelect, tabIndex = 0, showPerDay = true }: SkuCardProps) {
  const detailsId = useId();
  const discounted = sku.original_price > sku.sale_price;
  const renewal = sku.auto_renew ? renewalOf(sku) : null;

  return (
    <UnstyledButton
      className={classes.card}
      role="radio"
      aria-checked={selected}
      aria-label={`${sku.name} ${yuan(sku.sale_price)}`}
      aria-describedby={discounted ? `${detailsId} ${detailsId}-was` : detailsId}
      data-selected={selected || undefined}
      tabIndex={tabIndex}
      onClick={() => onSelect(sku.sku_id)}
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} fz={16} lh={1.3} truncate="end">
              {sku.name}
            </Text>
            {sku.auto_renew && (
              <Badge
                size="sm"
                radius="sm"
                variant="gradient"
                gradient={{ from: 'gold.2', to: 'gold.4', deg: 90 }}
                c="gold.8"
                fw={600}
                style={{ flexShrink: 0 }}
              >
                自动续费
              </Badge>
            )}
          </Group>
          <div id={detailsId}>
            {showPerDay && sku.days > 1 && (
              <Text fz="xs" c="dimmed" lh={1.4}>
                {`${sku.days}天 · ${perDay(sku.sale_price, sku.days)}`}
              </Text>
            )}
            {renewal && (
              <Text fz="xs" c="var(--app-gold-text)" lh={1.5} mt={2}>
                {renewalTerms(renewal.price, renewal.periodDays)}
              </Text>
            )}
          </div>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Price cents={sku.sale_price} size="lg" />
          {discounted && <OriginalPrice id={`${detailsId}-was`} cents={sku.original_price} />}
        </Stack>
      </Group>
      {selected && (
        <span className={classes.check} aria-hidden>
          <CheckIcon size={11} />
        </span>
      )}
    </UnstyledButton>
  );
}
