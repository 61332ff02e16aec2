import '@mantine/core/styles/Tabs.css';
import { Badge, Group, Skeleton, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { seatsLeft, type Group as BuyGroup, type GroupStatus } from '../../domain/groupBuy';
import { Price } from '../vip/price';
import classes from './MyGroupsView.module.css';

/** 我的拼团 before its list is read. */
export const MY_GROUPS_COPY = {
  signIn: { title: '登录后查看我的拼团', description: '登录后可以看到你发起和参与的每一个拼团' },
  loadFailed: '拼团加载失败',
};

export function MyGroupsSkeleton() {
  return (
    <Stack p="md" gap="sm" role="status" aria-busy="true" aria-label="正在加载我的拼团">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

export type MyGroupsTab = 'all' | 'open' | 'success' | 'failed';

const TABS: { value: MyGroupsTab; label: string; statuses: GroupStatus[] }[] = [
  { value: 'all', label: '全部', statuses: ['OPEN', 'SUCCESS', 'FAILED', 'CANCELLED'] },
  { value: 'open', label: '拼团中', statuses: ['OPEN'] },
  { value: 'success', label: '已成团', statuses: ['SUCCESS'] },
  { value: 'failed', label: '拼团失败', statuses: ['FAILED', 'CANCELLED'] },
];

const STATUS: Record<GroupStatus, { label: string; color: string }> = {
  OPEN: { label: '拼团中', color: 'red.8' },
  SUCCESS: { label: '已成团', color: 'jade.8' },
  FAILED: { label: '拼团失败', color: 'gray.7' },
  CANCELLED: { label: '已取消', color: 'gray.7' },
};

interface MyGroupsViewProps {
  groups: BuyGroup[];
  tab: MyGroupsTab;
  onTab: (tab: MyGroupsTab) => void;
  onOpen: (group: BuyGroup) => void;
}

/** 我的拼团: every group I started or joined, by tab 全部 / 拼团中 / 已成团 / 拼团失败. */
export function MyGroupsView({ groups, tab, onTab, onOpen }: MyGroupsViewProps) {
  const statuses = TABS.find((t) => t.value === tab)!.statuses;
  const shown = groups.filter((group) => statuses.includes(group.status));
  return (
    <Tabs value={tab} onChange={(value) => onTab((value as MyGroupsTab) ?? 'all')} color="red.8">
      <Tabs.List grow>
        {TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Stack gap="sm" p="md" component="ul" className={classes.list}>
        {shown.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" component="li">
            这里还没有拼团
          </Text>
        )}
        {shown.map((group) => (
          <li key={group.group_id}>
            <UnstyledButton className={classes.item} onClick={() => onOpen(group)}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {group.book_title}
                </Text>
                <Badge color={STATUS[group.status].color} variant="light" radius="sm">
                  {STATUS[group.status].label}
                </Badge>
              </Group>
              <Group justify="space-between" mt={6}>
                <Text size="sm" c="dimmed">
                  {group.my_role === 'LEADER' ? '我发起的' : '我参与的'} · {group.members.length}/{group.group_size}人
                  {group.status === 'OPEN' ? ` · 还差${seatsLeft(group)}人` : ''}
                </Text>
                <Price cents={group.group_price} size="sm" tone="dark" />
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Tabs>
  );
}
