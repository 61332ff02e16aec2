import { Skeleton, Stack } from '@mantine/core';

/** The squad page while it loads: the card, the members and the action, in place. */
export function SquadSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy aria-label="加载中">
      <Skeleton h={132} radius="lg" />
      <Skeleton h={200} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}
