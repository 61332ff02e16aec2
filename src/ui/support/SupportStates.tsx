import { Loader, Stack, Text } from '@mantine/core';
import { HOME_LABEL, LoadFailed, StatusView, type ReadFailed } from '../shell/StatusView';

/** 联系客服 before the chat opens. */
export const SUPPORT_COPY = {
  signIn: { title: '登录后联系客服', description: '客服需要知道你的账号，才能帮你查询订单与会员' },
  /** The chat's address did not pass the outbound check. */
  chatLinkInvalid: '客服链接无效，请稍后重试',
};

/** A /txc link whose product id does not read. */
export function SupportLinkInvalid({ onHome }: { onHome: () => void }) {
  return (
    <StatusView
      mark="?"
      title="客服入口无效"
      description="链接中的客服编号不正确，请从App或首页进入客服中心。"
      actions={[{ label: HOME_LABEL, primary: true, onClick: onHome }]}
    />
  );
}

export function SupportOpenFailed({ error, onRetry, onHome }: ReadFailed & { onHome: () => void }) {
  return (
    <LoadFailed
      title="客服中心打开失败"
      error={error}
      onRetry={onRetry}
      also={{ label: HOME_LABEL, onClick: onHome }}
    />
  );
}

export function SupportOpening() {
  return (
    <Stack align="center" justify="center" gap="sm" py={96} role="status" aria-busy="true">
      <Loader color="jade" />
      <Text c="dimmed" size="sm">
        正在进入客服中心…
      </Text>
    </Stack>
  );
}
