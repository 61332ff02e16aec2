import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';

export interface HomeEntry {
  key: string;
  title: string;
  description: string;
  badge?: string;
  onOpen: () => void;
}

export type HomeAccount =
  | { kind: 'anonymous'; onLogin: () => void }
  | { kind: 'loading' }
  | { kind: 'user'; nickname: string; avatarUrl?: string; onLogout?: () => void };

interface HomeViewProps {
  /** The highlighted VIP banner. */
  vip: HomeEntry;
  entries: HomeEntry[];
  /** Who is here: a 登录/注册 button, a skeleton, or the user's avatar and nickname. */
  account: HomeAccount;
}

export function HomeView({ vip, entries, account }: HomeViewProps) {
  return (
    <Box component="main" p="md" style={{ flex: 1 }}>
      <Group component="header" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="lg" mt="xs">
        <Stack gap={4}>
          <Title order={1} size="h2">
            花卡记忆
          </Title>
          <Text c="dimmed" size="sm">
            科学间隔重复，记得更久
          </Text>
        </Stack>
        <AccountBadge account={account} />
      </Group>

      <UnstyledButton onClick={vip.onOpen} w="100%" aria-label={vip.title}>
        <Card
          radius="lg"
          p="lg"
          style={{
            background: 'linear-gradient(135deg, var(--app-night-1) 0%, var(--app-night-0) 100%)',
            color: 'var(--mantine-color-gold-2)',
          }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6}>
              <Text fw={700} fz="lg">
                {vip.title}
              </Text>
              <Text fz="sm" c="gold.3">
                {vip.description}
              </Text>
            </Stack>
            {vip.badge && (
              <Badge color="yellow" variant="filled" c="dark" radius="sm">
                {vip.badge}
              </Badge>
            )}
          </Group>
        </Card>
      </UnstyledButton>

      <SimpleGrid cols={2} spacing="sm" mt="md">
        {entries.map((entry) => (
          <UnstyledButton key={entry.key} onClick={entry.onOpen} aria-label={entry.title}>
            <Card withBorder radius="lg" p="md" h="100%">
              <Text fw={600}>{entry.title}</Text>
              <Text c="dimmed" fz="xs" mt={4}>
                {entry.description}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function AccountBadge({ account }: { account: HomeAccount }) {
  switch (account.kind) {
    case 'anonymous':
      return (
        <Button size="compact-md" fz="sm" radius="xl" variant="light" px="md" onClick={account.onLogin}>
          登录/注册
        </Button>
      );
    case 'loading':
      return (
        <Group gap={8} wrap="nowrap" role="status" aria-busy="true" aria-label="账号加载中">
          <Skeleton circle height={32} />
          <Skeleton height={12} width={48} radius="xl" />
        </Group>
      );
    case 'user':
      return (
        <Group gap={8} wrap="nowrap" miw={0}>
          <Avatar src={account.avatarUrl} alt={account.nickname} size={32} radius="xl" color="jade">
            {[...account.nickname][0]}
          </Avatar>
          <Text size="sm" fw={500} maw={96} truncate="end">
            {account.nickname}
          </Text>
          {account.onLogout && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={account.onLogout}>
              退出登录
            </Button>
          )}
        </Group>
      );
  }
}
