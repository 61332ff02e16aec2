import { Group, Text, UnstyledButton } from '@mantine/core';
import { CoinIcon } from '../pay/icons';
import { Section } from './Section';

/** The VIP page's way to 钱包: the balance, and 充值与兑换 where the coins are bought and turned into VIP days. */
export function WalletLink({ balance, onOpen }: { balance: number | null; onOpen: () => void }) {
  return (
    <Section title="金币钱包" icon={<CoinIcon size={18} />}>
      <UnstyledButton onClick={onOpen} w="100%" aria-label="打开钱包：充值金币、兑换会员天数">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm">{balance === null ? '金币余额' : `金币余额 ${balance.toLocaleString('zh-CN')}`}</Text>
          <Text fz="sm" c="jade.9">
            充值与兑换 ›
          </Text>
        </Group>
      </UnstyledButton>
    </Section>
  );
}
