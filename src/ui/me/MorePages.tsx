import { Button, Group, Text } from '@mantine/core';

/** The foot of a paged list: 加载更多 while more pages follow, or the failure of the last one with 重试. */
export function MorePages({
  loading,
  error,
  hasMore,
  onMore,
}: {
  loading: boolean;
  error: string;
  hasMore: boolean;
  onMore: () => void;
}) {
  if (!hasMore && !error) return null;
  return (
    <Group justify="center" p="xs">
      {error && (
        <Text size="xs" c="red.7" role="alert">
          {error}
        </Text>
      )}
      <Button size="compact-sm" variant="subtle" loading={loading} onClick={onMore}>
        {error ? '重试' : '加载更多'}
      </Button>
    </Group>
  );
}
