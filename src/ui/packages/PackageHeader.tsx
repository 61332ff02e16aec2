import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CardPackage } from '../../domain/cardPackage';
import { PACKAGE_COPY, packageFacts } from './packageCopy';

export interface PackageHeaderProps {
  pkg: CardPackage;
  onMakeBook: () => void;
}

/** A package's name and facts above its tabs, with 生成书籍. */
export function PackageHeader({ pkg, onMakeBook }: PackageHeaderProps) {
  return (
    <Group px="md" pt="md" pb="xs" justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} size="h4" lineClamp={2}>
          {pkg.name}
        </Title>
        <Text size="sm" c="dimmed">
          {packageFacts(pkg)}
        </Text>
      </Stack>
      <Button size="xs" variant="light" onClick={onMakeBook}>
        {PACKAGE_COPY.detail.makeBook}
      </Button>
    </Group>
  );
}
