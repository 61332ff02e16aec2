import { Group, Skeleton, Stack } from '@mantine/core';

/**
 * The actions' usual shape (购买, the two 租阅 buttons, 分享 and 报告问题) while their chunk loads, so nothing below
 * them moves when they arrive.
 */
export function BookActionsSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="购买选项加载中">
      <Skeleton height={42} radius="sm" />
      <Group grow gap="xs">
        <Skeleton height={36} radius="sm" />
        <Skeleton height={36} radius="sm" />
      </Group>
      <Skeleton height={26} width="60%" mx="auto" />
    </Stack>
  );
}
