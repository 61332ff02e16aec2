import '@mantine/core/styles/Tabs.css';
import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CREATOR_ORDER_FILTERS,
  isCreatorOrderFilter,
  type CreatorOrderFilter,
  type CreatorOrderPage,
} from '../../domain/creatorCentre';
import { HttpError } from '../../services/http/errors';
import { SoldOrderList } from '../../ui/creator/SoldOrderList';
import { ListFooter } from '../../ui/library/ListFooter';
import { SignInNeeded, StatusView } from '../../ui/shell/StatusView';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { signedIn, signInCancelled, soldOrderRow } from './soldOrders';
import { usePages } from './usePages';

const TAB_KEY = 'tab';
const PAGE_SIZE = 10;

/** One page of my orders; an account that is not an approved creator is told where its application stands. */
async function loadOrders(filter: CreatorOrderFilter, page: number): Promise<CreatorOrderPage | 'not-creator'> {
  await signedIn();
  try {
    return await api.order.listCreatorOrders({
      query: { filter_type: filter },
      body: { page_number: page, page_size: PAGE_SIZE },
      noToast: true,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return 'not-creator';
    throw error;
  }
}

const EMPTY: Record<CreatorOrderFilter, string> = {
  ALL: '还没有读者购买你的书',
  PAID: '还没有已支付的订单',
  REFUNDED: '没有退款的订单',
};

function OrderList({ filter }: { filter: CreatorOrderFilter }) {
  const navigate = useNavigate();
  const pages = usePages(async (page: number) => {
    const answer = await loadOrders(filter, page);
    if (answer === 'not-creator') {
      void navigate('/creator/apply-status', { replace: true });
      throw new Error('你还不是创作者，请先申请');
    }
    return answer;
  });
  if (!pages.loaded && signInCancelled(pages.error))
    return (
      <SignInNeeded
        title="登录后查看订单"
        description="创作者订单与你的账号绑定，登录后查看。"
        onLogin={pages.reload}
        onHome={() => void navigate('/')}
      />
    );
  if (!pages.loaded && pages.error)
    return (
      <StatusView
        mark="!"
        title="订单加载失败"
        description={pages.error}
        actions={[{ label: '重试', primary: true, onClick: pages.reload }]}
      />
    );
  if (!pages.loaded)
    return (
      <Stack gap="xs" p="md" role="status" aria-busy="true" aria-label="订单加载中">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  const { first, items } = pages.loaded;
  if (items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {EMPTY[filter]}
      </Text>
    );
  return (
    <Stack gap="xs" p="md">
      <Text size="sm" c="dimmed">
        共 {first.total} 单
      </Text>
      <SoldOrderList rows={items.map(soldOrderRow)} shareLabel="收入" label="订单列表" />
      <ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />
    </Stack>
  );
}

/** /creator/orders: my books' orders, by tab 全部 / 已支付 / 已退款 (kept in the address), page by page. */
export default function CreatorOrders() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<CreatorOrderFilter>(() => {
    const asked = new URLSearchParams(window.location.search).get(TAB_KEY);
    return isCreatorOrderFilter(asked) ? asked : 'ALL';
  });
  return (
    <TitledScreen>
      <Tabs
        value={filter}
        color="jade.8"
        onChange={(value) => {
          if (!isCreatorOrderFilter(value)) return;
          setFilter(value);
          void navigate(`?${TAB_KEY}=${value}`, { replace: true });
        }}
      >
        <Tabs.List grow>
          {CREATOR_ORDER_FILTERS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <OrderList key={filter} filter={filter} />
    </TitledScreen>
  );
}
