import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Price } from '../vip/price';
import { AlertIcon, PhoneIcon } from './icons';
import { QrCode } from './QrCode';
import { ResultPanel } from './ResultPanel';
import classes from './DesktopQrView.module.css';
import facts from '../shell/Facts.module.css';

/** An /pc-pay link whose order number does not read. */
export const BAD_ORDER_ID_TEXT = '订单号格式不正确，请回到手机重新发起支付';

/** The desktop pages' frame: a grey canvas with one centred card. */
function DesktopCard({ children, label }: { children: ReactNode; label: string }) {
  return (
    <main className={classes.page} aria-label={label}>
      <div className={classes.card}>{children}</div>
    </main>
  );
}

interface DesktopQrViewProps {
  /** The mobile page to continue on. */
  url: string;
}

/** /pc: this site is made for phones, so the desktop shows a QR code of the page to open on one. */
export function DesktopQrView({ url }: DesktopQrViewProps) {
  return (
    <DesktopCard label="请用手机扫码继续">
      <Stack align="center" gap="xs">
        <span className={classes.icon} aria-hidden>
          <PhoneIcon size={22} />
        </span>
        <Title order={1} size="h3" fw={600} mt={4}>
          请用手机扫码继续
        </Title>
        <Text size="sm" c="dimmed">
          使用微信或手机浏览器扫描二维码
        </Text>
        <div className={classes.qr}>
          <QrCode value={url} label="页面二维码" size={200} />
        </div>
        <Text className={classes.url} size="xs" c="dimmed">
          {url}
        </Text>
      </Stack>
    </DesktopCard>
  );
}

export interface DesktopPayOrder {
  order_id: string;
  sku_name: string;
  /** Cents. */
  amount: number;
  days?: number;
}

export type DesktopPayState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: DesktopPayOrder; paying?: boolean; onPay: () => void }
  | { kind: 'failed'; message: string; onRetry?: () => void };

/** /pc-pay: pay an order on the desktop with Alipay. */
export function DesktopPayView({ state }: { state: DesktopPayState }) {
  if (state.kind === 'failed') {
    return (
      <DesktopCard label="支付出错">
        <ResultPanel
          tone="danger"
          icon={<AlertIcon size={40} />}
          title="无法发起支付"
          description={state.message}
          actions={state.onRetry ? [{ label: '重试', primary: true, onClick: state.onRetry }] : []}
        />
      </DesktopCard>
    );
  }
  if (state.kind === 'loading') {
    return (
      <DesktopCard label="订单加载中">
        <Stack gap="md" role="status" aria-busy="true" aria-label="订单加载中">
          <Skeleton h={14} w="30%" radius="xl" />
          <Skeleton h={24} w="60%" radius="xl" />
          <Skeleton h={44} mt="sm" radius="xl" />
          <Skeleton h={44} mt="md" radius="xl" />
        </Stack>
      </DesktopCard>
    );
  }
  const { order, paying = false, onPay } = state;
  return (
    <DesktopCard label="支付订单">
      <Text size="sm" c="dimmed">
        支付订单
      </Text>
      <Title order={1} size="h3" fw={600} mt={4}>
        {order.sku_name}
      </Title>
      {order.days !== undefined && (
        <Text size="sm" c="dimmed" mt={2}>
          {`${order.days}天会员`}
        </Text>
      )}
      <dl className={`${facts.facts} ${classes.summary}`}>
        <dt>订单编号</dt>
        <dd className={facts.mono}>{order.order_id}</dd>
      </dl>
      <Group justify="space-between" align="baseline" mt="md" className={classes.total}>
        <Text size="sm">应付金额</Text>
        <Price cents={order.amount} size="xl" tone="dark" />
      </Group>
      <Button
        fullWidth
        size="lg"
        radius="xl"
        mt="lg"
        color="alipay"
        loading={paying}
        onClick={() => !paying && onPay()}
      >
        前往支付宝付款
      </Button>
      <Text size="xs" c="dimmed" ta="center" mt="sm">
        将跳转到支付宝完成付款
      </Text>
    </DesktopCard>
  );
}
