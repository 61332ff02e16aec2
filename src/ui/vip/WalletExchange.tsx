import { Button, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { CoinIcon } from '../pay/icons';
import { InlineRetry } from '../shell/InlineRetry';
import { Section } from './Section';
import classes from './WalletExchange.module.css';
import gold from './gold.module.css';

interface WalletExchangeProps {
  /** Wallet balance in coins (1 coin = 1 cent). */
  balance: number;
  /** How many VIP days the balance buys now, at coins_per_day each. */
  exchangeable: { days: number; coins_per_day: number };
  /** The exchange call is under way. */
  busy?: boolean;
  onExchange: (days: number) => void;
  loading?: boolean;
  /** Loading the wallet failed. */
  error?: string | null;
  onRetry?: () => void;
}

const coins = (n: number) => n.toLocaleString('zh-CN');

/** Wallet coins to VIP days: the balance, the rate, a day count (1..days) and 兑换会员天数. */
export function WalletExchange({
  balance,
  exchangeable,
  busy = false,
  onExchange,
  loading = false,
  error,
  onRetry,
}: WalletExchangeProps) {
  const inputId = useId();
  const [wanted, setWanted] = useState<number | string>(1);
  /** Spending coins is asked once more: the days about to be bought, or null. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const max = Math.max(0, Math.floor(exchangeable.days));
  const days = Math.min(Math.max(1, typeof wanted === 'number' ? wanted : 1), Math.max(1, max));
  const canExchange = max > 0;

  return (
    <Section title="金币兑换会员" icon={<CoinIcon size={18} />}>
      {loading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="钱包加载中">
          <Skeleton h={28} w="45%" radius="xl" />
          <Skeleton h={12} w="65%" radius="xl" />
          <Skeleton h={40} mt="xs" />
        </Stack>
      ) : error ? (
        <InlineRetry error={error} onRetry={onRetry} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <div>
              <Text fz="xs" c="dimmed">
                金币余额
              </Text>
              <Text fz={26} fw={700} lh={1.2} className={classes.number} aria-label={`金币余额 ${coins(balance)}`}>
                {coins(balance)}
              </Text>
            </div>
            <Text fz="xs" c="dimmed" ta="right">
              {`${coins(exchangeable.coins_per_day)} 金币/天`}
              <br />
              {canExchange ? `最多可兑换 ${max} 天` : ''}
            </Text>
          </Group>
          {canExchange ? (
            <>
              <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.row}>
                <div>
                  <Text component="label" htmlFor={inputId} fz="sm" fw={500}>
                    兑换天数
                  </Text>
                  <Text fz="xs" c="dimmed" mt={2}>
                    {`需消耗 ${coins(days * exchangeable.coins_per_day)} 金币`}
                  </Text>
                </div>
                <NumberInput
                  id={inputId}
                  value={wanted}
                  onChange={setWanted}
                  onBlur={() => setWanted(days)}
                  min={1}
                  max={max}
                  step={1}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  suffix=" 天"
                  disabled={busy || confirming !== null}
                  inputMode="numeric"
                  w={128}
                  radius="xl"
                  classNames={{ input: classes.input }}
                />
              </Group>
              {confirming === null ? (
                <Button
                  fullWidth
                  radius="xl"
                  className={gold.cta}
                  loading={busy}
                  onClick={() => !busy && setConfirming(days)}
                >
                  兑换会员天数
                </Button>
              ) : (
                <Stack gap="xs" role="group" aria-label="确认兑换">
                  <Text fz="sm" ta="center">
                    {`确定用 ${coins(confirming * exchangeable.coins_per_day)} 金币兑换 ${confirming} 天会员吗？兑换后金币不退回。`}
                  </Text>
                  <Group grow gap="sm">
                    <Button radius="xl" variant="default" onClick={() => setConfirming(null)}>
                      取消
                    </Button>
                    <Button
                      radius="xl"
                      className={gold.cta}
                      onClick={() => {
                        setConfirming(null);
                        onExchange(confirming);
                      }}
                    >
                      确认兑换
                    </Button>
                  </Group>
                </Stack>
              )}
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed" className={classes.note}>
                余额不足以兑换会员天数
              </Text>
              <Button fullWidth radius="xl" disabled>
                兑换会员天数
              </Button>
            </>
          )}
        </Stack>
      )}
    </Section>
  );
}
