import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CrownIcon } from '../pay/icons';
import classes from './VipStatusCard.module.css';
import gold from './gold.module.css';

export type VipStatus =
  | { kind: 'loading' }
  | { kind: 'anonymous'; onLogin: () => void }
  | { kind: 'none' }
  /** endDate is already formatted, YYYY-MM-DD. */
  | { kind: 'active'; endDate: string }
  | { kind: 'failed'; onRetry: () => void };

/** The member's current VIP state on the dark-gold card of the Home VIP banner. */
export function VipStatusCard({ status }: { status: VipStatus }) {
  switch (status.kind) {
    case 'loading':
      return (
        <Shell busy>
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={16} w="55%" radius="xl" className={gold.skeleton} />
            <Skeleton h={12} w="75%" radius="xl" className={gold.skeleton} />
          </Stack>
        </Shell>
      );
    case 'anonymous':
      return (
        <Shell
          action={
            <Button size="compact-md" fz="sm" radius="xl" px="md" className={gold.cta} onClick={status.onLogin}>
              登录
            </Button>
          }
        >
          <Lines title="登录后查看会员状态" subtitle="登录后可开通会员、查看有效期" />
        </Shell>
      );
    case 'none':
      return (
        <Shell>
          <Lines title="你还不是会员" subtitle="开通会员，解锁全部会员权益" />
        </Shell>
      );
    case 'active':
      return (
        <Shell active>
          <Lines title="会员生效中" subtitle={`会员有效期至 ${status.endDate}`} />
        </Shell>
      );
    case 'failed':
      return (
        <Shell
          action={
            <Button
              size="compact-md"
              fz="sm"
              radius="xl"
              px="md"
              variant="outline"
              className={gold.outline}
              onClick={status.onRetry}
            >
              重试
            </Button>
          }
        >
          <Lines title="会员状态加载失败" subtitle="请检查网络后重试" />
        </Shell>
      );
  }
}

function Shell({
  children,
  action,
  busy,
  active,
}: {
  children: ReactNode;
  action?: ReactNode;
  busy?: boolean;
  active?: boolean;
}) {
  return (
    <section
      className={`${gold.surface} ${classes.status}`}
      aria-label="会员状态"
      aria-busy={busy || undefined}
      data-active={active || undefined}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <span className={classes.crown}>
          <CrownIcon size={22} />
        </span>
        {children}
        {action}
      </Group>
    </section>
  );
}

function Lines({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4} miw={0} style={{ flex: 1 }}>
      <Text fw={700} fz="md" lh={1.3} c="gold.2">
        {title}
      </Text>
      <Text fz="xs" lh={1.4} c="gold.3">
        {subtitle}
      </Text>
    </Stack>
  );
}
