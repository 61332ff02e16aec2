import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';

export interface HomeEntry {
  key: string;
  title: string;
  description: string;
  badge?: string;
  onOpen: () => void;
}

interface HomeViewProps {
  /** The highlighted VIP banner. */
  vip: HomeEntry;
  entries: HomeEntry[];
}

export function HomeView({ vip, entries }: HomeViewProps) {
  return (
    <Box component="main" p="md" style={{ flex: 1 }}>
      <Stack gap={4} mb="lg" mt="xs">
        <Title order={1} size="h2">
          花卡记忆
        </Title>
        <Text c="dimmed" size="sm">
          科学间隔重复，记得更久
        </Text>
      </Stack>

      <UnstyledButton onClick={vip.onOpen} w="100%" aria-label={vip.title}>
        <Card
          radius="lg"
          p="lg"
          style={{ background: 'linear-gradient(135deg, #2b2d42 0%, #4a3f2a 100%)', color: '#f7e3b5' }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6}>
              <Text fw={700} fz="lg">
                {vip.title}
              </Text>
              <Text fz="sm" c="#e9d6a8">
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
