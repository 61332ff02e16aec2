import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';

const STORES: Record<string, string> = { ios: 'App Store', android: '应用商店' };

/** /__demo/store/:platform: the demo's stand-in for the store page the download landing ends on. */
export default function StorePage() {
  const platform = window.location.pathname.split('/').pop() ?? '';
  const store = STORES[platform] ?? '应用商店';
  return (
    <Box p="md" pt={32} style={{ minHeight: '100dvh', background: 'var(--mantine-color-gray-0)' }}>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {store}（演示）
        </Title>
        <Card radius="lg" p="lg" withBorder>
          <Group wrap="nowrap">
            <img src="/share-icon.png" alt="" width={64} height={64} style={{ borderRadius: 14 }} />
            <Stack gap={2} style={{ flex: 1 }}>
              <Text fw={600}>花卡记忆</Text>
              <Text size="xs" c="dimmed">
                间隔重复记忆卡片
              </Text>
            </Stack>
            <Button radius="xl" disabled>
              获取
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt="md">
            演示版的商店页：真实环境会在这里下载安装App。
          </Text>
        </Card>
        {/* A link, not history.back(): browsers may skip the landing that sent the tab here without a tap. */}
        <Button component="a" href="/" variant="default" radius="xl">
          返回花卡记忆
        </Button>
      </Stack>
    </Box>
  );
}
