import type { MyOrder } from '../../domain/order';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './MeView.module.css';
import { MorePages } from './MorePages';

/** 我的订单 before sign-in. */
export const ORDERS_SIGN_IN = { title: '登录后查看订单', description: '登录后可以查看购买的会员和书籍，或申请退款' };

const KIND_TEXT = { vip: 'VIP会员', book: '书籍', deposit: '钱包充值' };

/** The coupon on an order: the one it used or one held that applies to it, or a used one that could not be read. */
export type OrderCoupon = { used: boolean; name: string; amount: string } | 'usedUnread';

const couponText = (coupon: OrderCoupon) =>
  coupon === 'usedUnread' ? '已使用优惠券' : `${coupon.used ? '已用' : '可用'}${coupon.name} 减${coupon.amount}`;

export interface OrderRow {
  key: string;
  title: string;
  kind: MyOrder['kind'];
  amount: string;
  status: string;
  time: string;
  /** The coupon on this order: the one it used, or one the learner holds that applies to it. */
  coupon?: OrderCoupon;
  onOpen: () => void;
  /** Offered only when the rules allow a refund now. */
  onRefund?: () => void;
}

interface OrdersViewProps {
  rows: OrderRow[];
  loading: boolean;
  error: string;
  hasMore: boolean;
  onRetry: () => void;
  onMore: () => void;
  /** The refund that waits for a yes: the amount it gives back. */
  confirming: { title: string; amount: string } | null;
  refunding: boolean;
  refundError: string;
  onConfirmRefund: () => void;
  onCancelRefund: () => void;
}

/** 我的订单: VIP and book orders with amount, status and time, each opening its detail; 申请退款 after a yes. */
export function OrdersView(props: OrdersViewProps) {
  const { rows, loading, error, hasMore, confirming } = props;
  let list;
  if (rows.length === 0 && loading)
    list = <Skeleton height={156} radius="lg" role="status" aria-busy="true" aria-label="正在加载订单" />;
  else if (rows.length === 0 && error)
    list = (
      <Stack align="center" gap="xs" py="xl" role="alert">
        <Text>订单加载失败</Text>
        <Text size="sm" c="dimmed">
          {error}
        </Text>
        <Button variant="light" onClick={props.onRetry}>
          重试
        </Button>
      </Stack>
    );
  else if (rows.length === 0)
    list = (
      <Text c="dimmed" ta="center" py="xl">
        还没有订单
      </Text>
    );
  else
    list = (
      <section aria-label="订单列表" className={classes.rows}>
        {rows.map((row) => (
          <div key={row.key} className={classes.row} style={{ flexWrap: 'wrap' }}>
            <UnstyledButton
              onClick={row.onOpen}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={`${row.title} ${row.status}`}
            >
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" variant="light">
                  {KIND_TEXT[row.kind]}
                </Badge>
                <Text className={classes.title} truncate>
                  {row.title}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {row.time}
              </Text>
              {row.coupon && (
                <Text size="xs" c="orange.8">
                  {couponText(row.coupon)}
                </Text>
              )}
            </UnstyledButton>
            <Stack gap={2} align="flex-end">
              <Text fw={600}>{row.amount}</Text>
              <Text size="xs" c="dimmed">
                {row.status}
              </Text>
              {row.onRefund && (
                <Button size="compact-xs" variant="light" color="gray" onClick={row.onRefund}>
                  申请退款
                </Button>
              )}
            </Stack>
          </div>
        ))}
        <MorePages loading={loading} error={error} hasMore={hasMore} onMore={props.onMore} />
      </section>
    );
  return (
    <Stack gap="md" p="md">
      {list}
      <Modal opened={confirming !== null} onClose={props.onCancelRefund} title="申请退款" centered radius="lg">
        <Text size="sm">
          {confirming ? `确定为「${confirming.title}」申请退款吗？将退还 ${confirming.amount}，退款后不能撤销。` : ''}
        </Text>
        {props.refundError && (
          <Text role="alert" c="red.7" size="sm" mt="xs">
            {props.refundError}
          </Text>
        )}
        <Group mt="lg" grow>
          <Button variant="default" onClick={props.onCancelRefund}>
            再想想
          </Button>
          <Button color="red" loading={props.refunding} onClick={props.onConfirmRefund}>
            确定退款
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
