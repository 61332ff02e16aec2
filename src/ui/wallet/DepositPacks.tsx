import { Button, Skeleton, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { WalletTopUpView } from '../../machines/walletTopUp.view';
import { PayOutcome } from '../pay/PayOutcome';
import { CoinIcon } from '../pay/icons';
import { FeaturePaused } from '../shell/FeaturePaused';
import { InlineRetry } from '../shell/InlineRetry';
import { Section } from '../vip/Section';
import { yuan } from '../vip/price';
import gold from '../vip/gold.module.css';
import classes from './DepositPacks.module.css';

export interface DepositPack {
  skuId: string;
  coins: number;
  bonusCoins: number;
  /** Cents. */
  price: number;
}

export type DepositPacksState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string; onRetry: () => void }
  /** Paused by the operators (feature flag wallet_deposit). */
  | { kind: 'paused' }
  | { kind: 'ready'; packs: DepositPack[] };

interface DepositPacksProps {
  packs: DepositPacksState;
  topUp: WalletTopUpView;
  onChoose: (skuId: string) => void;
  /** 立即充值, 继续支付 or 重试. */
  onPay: () => void;
  /** 我已完成支付. */
  onCheck: () => void;
  /** 继续充值 after a top-up, or 关闭 after a failure. */
  onClose: () => void;
}

export const TOP_UP_DONE_TEXT = '充值成功，金币已到账';

const coins = (n: number) => n.toLocaleString('zh-CN');

/** 充值金币: the packs (coins, bonus, price), one chosen, 立即充值; then the payment as every purchase shows it. */
export function DepositPacks({ packs, topUp, onChoose, onPay, onCheck, onClose }: DepositPacksProps) {
  let body;
  if (topUp.kind === 'paid')
    body = (
      <Stack gap={6} align="center">
        <Text size="sm" c="jade.7" fw={600} role="status">
          {TOP_UP_DONE_TEXT}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onClose}>
          继续充值
        </Button>
      </Stack>
    );
  else if (topUp.kind !== 'choosing')
    body = <PayOutcome outcome={topUp} onPay={onPay} onCheck={onCheck} onClose={onClose} />;
  else if (packs.kind === 'loading')
    body = (
      <SimpleGrid cols={3} spacing="xs" aria-label="充值套餐加载中" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (packs.kind === 'failed') body = <InlineRetry error={packs.error} onRetry={packs.onRetry} />;
  else if (packs.kind === 'paused')
    body = <FeaturePaused feature="充值" detail="金币充值暂时关闭，已有的金币仍可兑换会员。请稍后再来。" />;
  else {
    const chosen = packs.packs.find((p) => p.skuId === topUp.skuId);
    body = (
      <Stack gap="sm">
        <SimpleGrid cols={3} spacing="xs" role="radiogroup" aria-label="充值套餐">
          {packs.packs.map((pack) => (
            <UnstyledButton
              key={pack.skuId}
              role="radio"
              aria-checked={pack.skuId === chosen?.skuId}
              aria-label={`${coins(pack.coins + pack.bonusCoins)} 金币 ${yuan(pack.price)}`}
              className={classes.pack}
              disabled={topUp.busy}
              onClick={() => onChoose(pack.skuId)}
            >
              <Text fw={700} fz={20} className={classes.coins}>
                {coins(pack.coins)}
              </Text>
              <Text fz="xs" c="dimmed">
                金币
              </Text>
              {pack.bonusCoins > 0 && <Text fz={11} className={classes.bonus}>{`送 ${coins(pack.bonusCoins)}`}</Text>}
              <Text fz="sm" fw={600} mt={4}>
                {yuan(pack.price)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Button fullWidth radius="xl" className={gold.cta} loading={topUp.busy} disabled={!chosen} onClick={onPay}>
          {chosen ? `立即充值 ${yuan(chosen.price)}` : '请选择充值套餐'}
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          1 元 = 100 金币，金币可兑换会员天数，充值后不可退款
        </Text>
      </Stack>
    );
  }
  return (
    <Section title="充值金币" icon={<CoinIcon size={18} />}>
      {body}
    </Section>
  );
}
