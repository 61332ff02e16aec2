import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CardPackage } from '../../domain/cardPackage';
import { InlineRetry } from '../shell/InlineRetry';
import { PACKAGE_COPY, packageFacts } from './packageCopy';

const { list: COPY } = PACKAGE_COPY;

export interface PackageListProps {
  packages: CardPackage[];
  onOpen: (pkg: CardPackage) => void;
  onCreate: () => void;
  onAddExisting: () => void;
  /** ⋯ on a row: the package's actions. */
  onMore: (pkg: CardPackage) => void;
  /** The package whose removal from the list is under way: its menu waits. */
  removing: string | null;
  /** Why the last removal was refused; '' when none. */
  error: string;
}

type RowProps = { pkg: CardPackage; onMore: (pkg: CardPackage) => void } & Pick<
  PackageListProps,
  'onOpen' | 'removing'
>;

function PackageRow({ pkg, ...props }: RowProps) {
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <UnstyledButton onClick={() => props.onOpen(pkg)} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={1}>
            {pkg.name}
          </Text>
          <Text size="sm" c="dimmed" mt={2}>
            {packageFacts(pkg)}
          </Text>
          {pkg.tags.length > 0 && (
            <Group gap={4} mt={6}>
              {pkg.tags.map((tag) => (
                <Badge key={tag} variant="light" color="jade" radius="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={COPY.more(pkg.name)}
          loading={props.removing === pkg.package_uuid}
          onClick={() => props.onMore(pkg)}
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** 我的卡包: each package with its facts and tags; new and existing packages are added above the list. */
export function PackageList({ packages, error, onCreate, onAddExisting, ...row }: PackageListProps) {
  return (
    <Stack gap="sm" p="md">
      {error && <InlineRetry error={error} />}
      <Group grow>
        <Button onClick={onCreate}>{COPY.create}</Button>
        <Button variant="default" onClick={onAddExisting}>
          {COPY.addExisting}
        </Button>
      </Group>
      <Stack gap="sm" component="ul" aria-label={COPY.label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {packages.map((pkg) => (
          <PackageRow key={pkg.package_uuid} pkg={pkg} {...row} />
        ))}
      </Stack>
    </Stack>
  );
}
