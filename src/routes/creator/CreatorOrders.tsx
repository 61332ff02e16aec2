import { Stack, Text } from '@mantine/core';
import { CREATOR_ORDER_FILTERS, isCreatorOrderFilter, type CreatorOrderFilter } from '../../domain/creatorCentre';
import { CREATOR_LIST_COPY, EmptyCreatorTab } from '../../ui/creator/CreatorListStates';
import { SoldOrderList } from '../../ui/creator/SoldOrderList';
import { ListFooter } from '../../ui/library/ListFooter';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { AddressTabs, PagesPending, useCreatorPages } from './creatorPages';
import { soldOrderRow } from './soldOrders';

const PAGE_SIZE = 10;

function OrderList({ filter }: { filter: CreatorOrderFilter }) {
  const pages = useCreatorPages((page) =>
    api.order.listCreatorOrders({
      query: { filter_type: filter },
      body: { page_number: page, page_size: PAGE_SIZE },
      noToast: true,
    }),
  );
  if (!pages.loaded) return <PagesPending pages={pages} list="orders" />;
  const { first, items } = pages.loaded;
  if (items.length === 0) return <EmptyCreatorTab list="orders" tab={filter} />;
  return (
    <Stack gap="xs" p="md">
      <Text size="sm" c="dimmed">
        {CREATOR_LIST_COPY.ordersTotal(first.total)}
      </Text>
      <SoldOrderList
        rows={items.map(soldOrderRow)}
        shareLabel={CREATOR_LIST_COPY.income}
        label={CREATOR_LIST_COPY.ordersLabel}
      />
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
