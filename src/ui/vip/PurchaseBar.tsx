import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { OriginalPrice, Price } from './price';
import classes from './PurchaseBar.module.css';
import gold from './gold.module.css';

/** The pay button: a gift, a renewal of an active VIP, or a first purchase. */
export const PURCHASE_LABEL = { gift: '赠送好友', renew: '立即续费', open: '立即开通' };

interface PurchaseBarProps {
  /** Cents of the chosen package; null when nothing is chosen yet. */
  price: number | null;
  /** Shown struck through beside the price when it is higher. */
  originalPrice?: number | null;
  /** The button text: 立即开通, 赠送好友, 继续支付… */
  label: string;
  /** An order or payment is under way: a loader, and taps do nothing. */
  busy?: boolean;
  disabled?: boolean;
  /** A line above the bar, such as the auto-renew terms or what is still missing. */
  hint?: string;
  onPurchase: () => void;
}

/** The bottom bar of the purchase pages, fixed over the page: the price to pay and one primary action. */
export function PurchaseBar({
  price,
  originalPrice,
  label,
  busy = false,
  disabled = false,
  hint,
  onPurchase,
}: PurchaseBarProps) {
  // React flushes the caller's busy update before it dispatches the next tap, so a second tap lands here disabled.
  const tap = () => {
    if (busy || disabled || price === null) return;
    onPurchase();
  };

  return (
    <>
      {/* Keeps the end of the page scrollable out from under the fixed bar. */}
      <div className={classes.spacer} data-with-hint={hint ? true : undefined} aria-hidden />
      <div className={classes.bar} role="region" aria-label="支付">
        {hint && (
          <Text className={classes.hint} fz="xs" lh={1.4}>
            {hint}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.row}>
          <Stack gap={2} miw={0}>
            {price === null ? (
              <Text fz="sm" c="dimmed">
                请选择套餐
              </Text>
            ) : (
              <Group gap={6} align="baseline" wrap="nowrap">
                <Text fz="sm" c="var(--app-muted-text)" component="span">
                  实付
                </Text>
                <Price cents={price} size="xl" />
                {originalPrice != null && originalPrice > price && <OriginalPrice cents={originalPrice} />}
              </Group>
            )}
          </Stack>
          <Button
            size="lg"
            radius="xl"
            className={`${gold.cta} ${classes.button}`}
            disabled={busy || disabled || price === null}
            data-busy={busy || undefined}
            aria-busy={busy || undefined}
            leftSection={busy && <Loader size={18} color="gold.8" />}
            onClick={tap}
          >
            {label}
          </Button>
        </Group>
      </div>
    </>
  );
}
