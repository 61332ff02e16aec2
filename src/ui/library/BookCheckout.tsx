import '@mantine/core/styles/Radio.css';
import { Button, Card, CloseButton, Group, Radio, Stack, Text } from '@mantine/core';
import { yuan } from '../vip/price';
import type { BookCheckoutProps } from './BookActions';

/** 确认订单: the price, the coupons that apply, what is paid. */
export function BookCheckout({ checkout, events }: BookCheckoutProps) {
  return (
    <Card withBorder radius="md" p="sm" aria-label="确认订单">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>确认订单</Text>
          <CloseButton aria-label="关闭" onClick={events.close} />
        </Group>
        <Group justify="space-between">
          <Text size="sm">书籍价格</Text>
          <Text size="sm">{yuan(checkout.price)}</Text>
        </Group>
        <Radio.Group
          label="优惠券"
          value={checkout.couponId ?? ''}
          onChange={(value) => events.chooseCoupon(value || null)}
        >
          <Stack gap={6} mt={6}>
            {checkout.coupons.map(({ coupon, usable }) => (
              <Radio
                key={coupon.coupon_id}
                value={coupon.coupon_id}
                disabled={!usable}
                label={`${coupon.name}：减${yuan(coupon.amount)}（满${yuan(coupon.min_amount)}可用）`}
              />
            ))}
            <Radio value="" label={checkout.coupons.length ? '不使用优惠券' : '暂无可用优惠券'} />
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Text fw={600}>实付</Text>
          <Text fw={700} c="red.9" size="lg">
            {yuan(checkout.payable)}
          </Text>
        </Group>
        <Button fullWidth size="md" onClick={events.pay}>
          确认支付 {yuan(checkout.payable)}
        </Button>
      </Stack>
    </Card>
  );
}
