import { Loader, Stack, Text } from '@mantine/core';
import { StatusView } from './StatusView';

/** /s/:key while the short link is looked up. */
export const ShortLinkOpening = () => (
  <Stack align="center" py={64} gap="sm" role="status">
    <Loader />
    <Text size="sm" c="dimmed">
      正在打开链接…
    </Text>
  </Stack>
);

/** A short link that does not exist (or a key that cannot be one). */
export const ShortLinkGone = ({ onHome }: { onHome: () => void }) => (
  <StatusView
    mark="?"
    title="链接已失效"
    description="这个分享链接不存在或已过期，可以请好友重新分享。"
    actions={[{ label: '去首页看看', primary: true, onClick: onHome }]}
  />
);

/** The lookup failed (offline, a server error): why, and 重试. */
export const ShortLinkFailed = ({
  error,
  onRetry,
  onHome,
}: {
  error: string;
  onRetry: () => void;
  onHome: () => void;
}) => (
  <StatusView
    mark="!"
    title="链接打开失败"
    description={error}
    actions={[
      { label: '重试', primary: true, onClick: onRetry },
      { label: '去首页', onClick: onHome },
    ]}
  />
);
