import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import type { BookPurchaseView } from '../../machines/bookPurchase.view';
import { PayOutcome } from '../pay/PayOutcome';
import { yuan } from '../vip/price';

/** The reader's hold on the book, as the detail shows it. */
export type BookAccessView =
  | { kind: 'none'; free: boolean; price: number }
  | { kind: 'owned' }
  | { kind: 'leased'; until: string }
  /** Signed out: the state is unknown until a login. */
  | { kind: 'anonymous'; free: boolean; price: number };

interface BookActionsProps {
  access: BookAccessView;
  purchase: BookPurchaseView;
  busy: boolean;
  onBuy: () => void;
  onGetFree: () => void;
  onLease: (withPlan: boolean) => void;
  onOpenApp: () => void;
  /** 学习计划: the plan of a book the reader owns or leases. */
  onOpenPlan: () => void;
  onReport: () => void;
  onShare: () => void;
  purchaseEvents: BookPurchaseEvents;
  /** The order card with its coupons, loaded by the route when a purchase reaches it (DESIGN §9 route budget). */
  Checkout: ComponentType<BookCheckoutProps>;
}

export interface BookPurchaseEvents {
  chooseCoupon: (couponId: string | null) => void;
  pay: () => void;
  check: () => void;
  close: () => void;
}

/** The order card's props (BookCheckout, which loads apart). */
export interface BookCheckoutProps {
  checkout: Extract<BookPurchaseView, { kind: 'checkout' }>;
  events: BookPurchaseEvents;
}

/** One clear primary action for each state: buy (or get a free book), lease, or open in the app. */
export function BookActions(props: BookActionsProps) {
  const { access, purchase, busy, onBuy, onGetFree, onLease, onOpenApp, onOpenPlan, onReport, onShare } = props;
  return (
    <Stack gap="xs">
      {access.kind !== 'owned' && (
        <PurchaseOutcome purchase={purchase} events={props.purchaseEvents} Checkout={props.Checkout} />
      )}
      {access.kind === 'owned' && (
        <>
          <Text size="sm" c="jade.7" ta="center">
            你已拥有这本书
          </Text>
          <Button fullWidth size="md" onClick={onOpenApp}>
            打开App学习
          </Button>
          <Button fullWidth variant="light" size="sm" onClick={onOpenPlan}>
            学习计划
          </Button>
        </>
      )}
      {access.kind === 'leased' && (
        <>
          <Text size="sm" c="orange.7" ta="center">
            租阅中，{access.until} 到期
          </Text>
          <Button fullWidth size="md" onClick={onOpenApp}>
            打开App学习
          </Button>
          <Group grow gap="xs">
            <Button variant="light" size="sm" onClick={onOpenPlan}>
              学习计划
            </Button>
            <Button variant="light" size="sm" onClick={() => onLease(false)}>
              续租
            </Button>
          </Group>
        </>
      )}
      {(access.kind === 'none' || access.kind === 'anonymous') &&
        purchase.kind !== 'checkout' &&
        (access.free ? (
          <Button fullWidth size="md" loading={busy} onClick={onGetFree}>
            免费领取
          </Button>
        ) : (
          <>
            <Button fullWidth size="md" loading={busy || purchase.kind === 'progress'} onClick={onBuy}>
              购买 {yuan(access.price)}
            </Button>
            <Group grow gap="xs">
              <Button variant="light" size="sm" onClick={() => onLease(false)}>
                VIP免费租阅
              </Button>
              <Button variant="light" size="sm" onClick={() => onLease(true)}>
                租阅+AI学习计划
              </Button>
            </Group>
          </>
        ))}
      <Group justify="space-around" gap={0}>
        <Button variant="subtle" size="compact-sm" color="gray" onClick={onShare}>
          分享
        </Button>
        <Button variant="subtle" size="compact-sm" color="gray" onClick={onReport}>
          报告问题
        </Button>
      </Group>
    </Stack>
  );
}

function PurchaseOutcome({
  purchase,
  events,
  Checkout,
}: {
  purchase: BookPurchaseView;
  events: BookPurchaseEvents;
  Checkout: BookActionsProps['Checkout'];
}) {
  switch (purchase.kind) {
    case 'checkout':
      return (
        <Suspense fallback={<Skeleton height={220} radius="md" aria-label="正在加载订单" />}>
          <Checkout checkout={purchase} events={events} />
        </Suspense>
      );
    case 'idle':
      return null;
    default:
      return <PayOutcome outcome={purchase} onPay={events.pay} onCheck={events.check} onClose={events.close} />;
  }
}
