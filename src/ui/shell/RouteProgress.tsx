import { Loader, Skeleton, Stack } from '@mantine/core';

/** A thin bar at the top while the next screen loads. */
export function RouteProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label="页面加载中"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 300,
        background: 'linear-gradient(90deg, transparent, var(--mantine-color-jade-5), transparent)',
        backgroundSize: '200% 100%',
        animation: 'route-progress 1s linear infinite',
      }}
    />
  );
}

/** Shown before the first screen is ready. */
export function PageSkeleton() {
  return (
    <Stack p="md" gap="md" role="status" aria-busy="true" aria-label="加载中">
      <Skeleton h={28} w="50%" />
      <Skeleton h={120} radius="lg" />
      <Skeleton h={16} />
      <Skeleton h={16} w="80%" />
      <Loader size="sm" mx="auto" mt="lg" />
    </Stack>
  );
}
