import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Gift, Order, OrderStatus } from '../../domain/order';
import { GiftIcon, ShareIcon } from '../pay/icons';
import { QrCode } from '../pay/QrCode';
import { Price } from '../vip/price';
import classes from './OrderDetailView.module.css';
import facts from '../shell/Facts.module.css';
import gold from '../vip/gold.module.css';

/** 订单详情's words around the order: before sign-in, a claimed gift, the gift's share card, the demo's caveat. */
export const ORDER_DETAIL_COPY = {
  signIn: { title: '登录后查看订单', description: '订单只有下单的账号可以查看' },
  claimed: '领取成功，会员天数已到账',
  giftShare: { title: '送你一份花卡VIP会员', desc: '打开链接即可领取' },
};

/** The demo keeps a gift in this browser only: a link opened elsewhere finds nothing. */
export function DemoGiftNote() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      演示版：这份礼物只保存在这个浏览器，用其他浏览器或设备打开链接会找不到它。
    </Text>
  );
}

interface OrderDetailViewProps {
  /** Its times are already formatted by the caller. */
  order: Order;
  /** The gift's share link, for the buyer's share panel. */
  shareUrl?: string;
  onShare?: () => void;
  /** The viewer claims someone else's gift. */
  onClaim?: () => void;
  claiming?: boolean;
  /** Pay a PENDING order of mine. */
  onPay?: () => void;
  paying?: boolean;
}

const STATUS: Record<OrderStatus, { label: string; color: string }> = {
  PENDING: { label: '待支付', color: 'orange' },
  PAID: { label: '已支付', color: 'jade' },
  CLOSED: { label: '已关闭', color: 'gray' },
  REFUNDING: { label: '退款中', color: 'orange' },
  REFUNDED: { label: '已退款', color: 'gray' },
};

/** A VIP order: its summary, the gift panel (share for the buyer, claim for a friend), 继续支付 when pending, and its facts. */
export function OrderDetailView({
  order,
  shareUrl,
  onShare,
  onClaim,
  claiming = false,
  onPay,
  paying = false,
}: OrderDetailViewProps) {
  const paidGift = order.is_gift && order.status === 'PAID' && order.gift !== null;
  // A friend's gift leads with the gift card, and the price the buyer paid stays private.
  const friendsGift = order.is_gift && !order.mine;
  return (
    <Stack gap="md">
      {paidGift && order.gift && friendsGift && (
        <GiftClaimCard order={order} gift={order.gift} onClaim={onClaim} claiming={claiming} />
      )}
      <OrderSummary order={order} showAmount={!friendsGift} />

      {paidGift && order.gift && order.mine && (
        <GiftSharePanel gift={order.gift} shareUrl={shareUrl} onShare={onShare} />
      )}
      {friendsGift && order.status !== 'PAID' && (
        <Notice>
          {order.status === 'PENDING' ? '好友还未完成支付，礼物暂不可领取' : '这个礼物订单已关闭，无法领取'}
        </Notice>
      )}

      {order.status === 'PENDING' && order.mine && (
        <section className={`${classes.card} ${classes.pending}`} aria-label="待支付">
          <Text fw={600} fz="sm">
            订单待支付
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            支付完成后会员立即生效；请勿重复下单
          </Text>
          {onPay && (
            <Button
              fullWidth
              size="md"
              radius="xl"
              mt="md"
              className={gold.cta}
              loading={paying}
              onClick={() => !paying && onPay()}
            >
              继续支付
            </Button>
          )}
        </section>
      )}
      {order.status === 'CLOSED' && order.mine && <Notice>订单已关闭，如需开通请重新下单</Notice>}

      <OrderFacts order={order} />
    </Stack>
  );
}

function OrderSummary({ order, showAmount }: { order: Order; showAmount: boolean }) {
  const status = STATUS[order.status];
  return (
    <section className={classes.card} aria-label="订单概要">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Badge variant="light" color={status.color} radius="sm" size="lg" fw={600}>
          {status.label}
        </Badge>
        {order.is_gift && (
          <Badge
            variant="gradient"
            gradient={{ from: 'gold.2', to: 'gold.4', deg: 90 }}
            c="var(--app-gold-text)"
            radius="sm"
            leftSection={<GiftIcon size={12} />}
          >
            礼物
          </Badge>
        )}
      </Group>
      <Text fw={600} fz={18} lh={1.35}>
        {order.sku_name}
      </Text>
      <Text fz="sm" c="dimmed" mt={2}>
        {`${order.days}天会员`}
      </Text>
      {showAmount && (
        <Group justify="space-between" align="baseline" mt="md" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {order.status === 'PAID' ? '实付金额' : '订单金额'}
          </Text>
          <Price cents={order.amount} size="xl" tone="dark" />
        </Group>
      )}
    </section>
  );
}

function GiftSharePanel({ gift, shareUrl, onShare }: { gift: Gift; shareUrl?: string; onShare?: () => void }) {
  return (
    <section className={`${classes.card} ${classes.giftShare}`} aria-label="分享礼物">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} fz={16} c="var(--app-gold-text)">
            {gift.claimed ? '礼物已送达' : '礼物已备好，快分享给好友'}
          </Text>
          <Text fz="xs" c="var(--app-gold-text)" mt={4}>
            {gift.claimed ? '好友已领取，会员已到账' : '好友打开链接或扫码即可领取'}
          </Text>
        </div>
        <ClaimState gift={gift} />
      </Group>

      {shareUrl && !gift.claimed && (
        <Stack align="center" gap="sm" mt="md">
          <QrCode value={shareUrl} label="礼物二维码" size={152} />
          <Text className={classes.shareUrl} fz="xs" c="var(--app-muted-text)" ta="center">
            {shareUrl}
          </Text>
          <Button
            fullWidth
            radius="xl"
            size="md"
            className={gold.cta}
            leftSection={<ShareIcon size={18} />}
            onClick={onShare}
          >
            分享给好友
          </Button>
        </Stack>
      )}
      {gift.code && (
        <Group justify="space-between" mt="md" className={classes.giftCode} wrap="nowrap">
          <Text fz="xs" c="var(--app-gold-text)">
            礼物码
          </Text>
          <Text fz="sm" fw={600} className={facts.mono}>
            {gift.code}
          </Text>
        </Group>
      )}
    </section>
  );
}

function ClaimState({ gift }: { gift: Gift }) {
  if (!gift.claimed) {
    return (
      <Badge variant="light" color="orange" radius="sm" style={{ flexShrink: 0 }}>
        待领取
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
      <Badge variant="light" color="jade" radius="sm" maw={170}>
        {`已被 ${gift.claimed_by_nickname ?? '好友'} 领取`}
      </Badge>
      {gift.claimed_at && (
        <Text fz={11} c="var(--app-gold-text)">
          {gift.claimed_at}
        </Text>
      )}
    </Stack>
  );
}

function GiftClaimCard({
  order,
  gift,
  onClaim,
  claiming,
}: {
  order: Order;
  gift: Gift;
  onClaim?: () => void;
  claiming: boolean;
}) {
  return (
    <section className={`${gold.surface} ${classes.giftCard}`} aria-label="好友的礼物">
      <span className={classes.giftIcon} aria-hidden>
        <GiftIcon size={30} />
      </span>
      <Text fz={20} fw={700} c="gold.2" lh={1.4} mt="sm" ta="center">
        {`「${order.buyer_nickname}送你${order.sku_name}」`}
      </Text>
      <Text fz="sm" c="gold.3" mt={6} ta="center">
        {`${order.days}天会员，领取后自动到账`}
      </Text>
      {gift.claimed ? (
        <Text className={classes.giftClaimed} fz="sm" fw={500} mt="lg" ta="center">
          这份礼物已被领取
        </Text>
      ) : (
        <Button
          fullWidth
          size="lg"
          radius="xl"
          mt="lg"
          className={gold.cta}
          loading={claiming}
          onClick={() => !claiming && onClaim?.()}
        >
          领取礼物
        </Button>
      )}
    </section>
  );
}

function OrderFacts({ order }: { order: Order }) {
  return (
    <section className={classes.card} aria-label="订单信息">
      <dl className={facts.facts}>
        <dt>订单编号</dt>
        <dd className={`${facts.mono} ${classes.id}`}>{order.order_id}</dd>
        <dt>订单类型</dt>
        <dd>{order.is_gift ? '赠送好友' : '自己开通'}</dd>
        {!order.mine && (
          <>
            <dt>购买人</dt>
            <dd>{order.buyer_nickname}</dd>
          </>
        )}
        <dt>下单时间</dt>
        <dd>{order.created_at}</dd>
        {order.paid_at && (
          <>
            <dt>支付时间</dt>
            <dd>{order.paid_at}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Text className={classes.notice} fz="sm" c="var(--app-muted-text)">
      {children}
    </Text>
  );
}

/** The order page while the order loads. */
export function OrderDetailSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="订单加载中">
      <section className={classes.card}>
        <Skeleton h={22} w={64} radius="sm" />
        <Skeleton h={18} w="55%" mt="md" radius="xl" />
        <Skeleton h={12} w="30%" mt={8} radius="xl" />
        <Group justify="space-between" mt="lg">
          <Skeleton h={12} w={56} radius="xl" />
          <Skeleton h={26} w={96} radius="xl" />
        </Group>
      </section>
      <section className={classes.card}>
        {[0, 1, 2].map((row) => (
          <Group key={row} justify="space-between" mt={row ? 'sm' : 0}>
            <Skeleton h={12} w={56} radius="xl" />
            <Skeleton h={12} w="45%" radius="xl" />
          </Group>
        ))}
      </section>
    </Stack>
  );
}

export { OrderProblemView, type OrderProblemKind } from './OrderProblemView';
