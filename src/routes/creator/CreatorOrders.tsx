import { Stack, Text } from '@mantine/core';
import { CREATOR_ORDER_FILTERS, isCreatorOrderFilter, type CreatorOrderFilter } from '../../domain/creatorCentre';
import { SoldOrderList } from '../../ui/creator/SoldOrderList';
import { ListFooter } from '../../ui/library/ListFooter';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { AddressTabs, PagesPending, useCreatorPages } from './creatorPages';
import { soldOrderRow } from './soldOrders';

const PAGE_SIZE = 10;

const EMPTY: Record<CreatorOrderFilter, string> = {
  ALL: '还没有读者购买你的书',
  PAID: '还没有已支付的订单',
  REFUNDED: '没有退款的订单',
};

function OrderList({ filter }: { filter: CreatorOrderFilter }) {
  const pages = useCreatorPages((page) =>
    api.order.listCreatorOrders({
      query: { filter_type: filter },
      body: { page_number: page, page_size: PAGE_SIZE },
      noToast: true,
    }),
  );
  if (!pages.loaded)
    return (
      <PagesPending
        pages={pages}
        what="订单"
        signInTitle="登录后查看订单"
        signInText="创作者订单与你的账号绑定，登录后查看。"
      />
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
  return (
    <TitledScreen>
      <AddressTabs tabs={CREATOR_ORDER_FILTERS} isTab={isCreatorOrderFilter} fallback="ALL">
        {(filter) => <OrderList key={filter} filter={filter} />}
      </AddressTabs>
    </TitledScreen>
  );
}
