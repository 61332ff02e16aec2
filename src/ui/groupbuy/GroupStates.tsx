import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HOME_LABEL, LoadFailed, StatusView, type ReadFailed } from '../shell/StatusView';

export function GroupSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="正在加载拼团">
      <Skeleton height={120} radius="lg" />
      <Skeleton height={300} radius="lg" />
    </Stack>
  );
}

export function GroupLoadFailed({ error, onRetry, onHome }: ReadFailed & { onHome: () => void }) {
  return (
    <LoadFailed title="拼团加载失败" error={error} onRetry={onRetry} also={{ label: HOME_LABEL, onClick: onHome }} />
  );
}

/** A group the backend does not know: start a new one from its book. */
export function GroupGone({ onBook, onHome }: { onBook: () => void; onHome: () => void }) {
  return (
    <StatusView
      mark="?"
      title="拼团不存在"
      description="这个拼团链接无效，或拼团已被删除。可以去书籍页发起一个新团。"
      actions={[
        { label: '去书籍页看看', primary: true, onClick: onBook },
        { label: HOME_LABEL, onClick: onHome },
      ]}
    />
  );
}

/** A group link whose book code does not read. */
export function GroupLinkInvalid({ onLibrary }: { onLibrary: () => void }) {
  return (
    <StatusView
      mark="?"
      title="拼团不存在"
      description="这个拼团链接无效，请向好友确认链接。"
      actions={[{ label: '去书库看看', primary: true, onClick: onLibrary }]}
    />
  );
}

/** A member's way to share the group: its QR code (loaded lazily by the route) and how a friend joins. */
export function GroupQrShare({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap={4} py="sm">
      {children}
      <Text size="sm" c="dimmed">
        好友扫码或打开链接即可参团
      </Text>
    </Stack>
  );
}

export const GROUP_QR_LABEL = '拼团二维码';
