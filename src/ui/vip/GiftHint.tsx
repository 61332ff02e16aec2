import { Text } from '@mantine/core';

/** The words over the gift purchase form. */
export function GiftHint() {
  return (
    <Text size="sm" c="dimmed">
      买下会员送给好友，对方打开链接即可领取，一份礼物只能领取一次
    </Text>
  );
}
