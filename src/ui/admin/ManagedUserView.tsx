import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Facts } from './StaffList';
import classes from './StaffList.module.css';

export interface ManagedUserFacts {
  nickname: string;
  userId: string;
  huaId: string;
  phone: string | null;
  joined: string;
  /** 会员至 2027-06-16, or 非会员. */
  vip: string;
  methods: string[];
  orders: { id: string; title: string; amount: string; status: string; time: string }[];
}

/** A user as support sees them: who, VIP standing, the ways they sign in, their latest orders, and the code lookup. */
export function ManagedUserView({ user, codeLookup }: { user: ManagedUserFacts; codeLookup: ReactNode }) {
  return (
    <Stack gap="md" className={classes.panel} component="section" aria-labelledby="managed-user">
      <Title id="managed-user" order={2} size="h4">
        {user.nickname}
      </Title>
      <Facts
        items={[
          ['用户ID', user.userId],
          ['花号', user.huaId],
          ['手机号', user.phone ?? '未绑定'],
          ['注册时间', user.joined],
          ['会员', user.vip],
          [
            '登录方式',
            <Group key="methods" gap={4} justify="flex-end">
              {user.methods.map((m) => (
                <Badge key={m} variant="light" color="gray">
                  {m}
                </Badge>
              ))}
            </Group>,
          ],
        ]}
      />
      {codeLookup}
      <section aria-labelledby="managed-orders">
        <Title id="managed-orders" order={3} size="h5" mb="xs">
          最近订单
        </Title>
        {user.orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            没有订单
          </Text>
        ) : (
          <ul className={classes.list}>
            {user.orders.map((o) => (
              <li key={o.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" lineClamp={1}>
                    {o.title}
                  </Text>
                  <Text size="sm" style={{ flex: 'none' }}>
                    {o.amount} · {o.status}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {o.time}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}
