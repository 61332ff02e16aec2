import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CardPackage } from '../../domain/cardPackage';
import { PACKAGE_COPY, packageFacts } from './packageCopy';

const { list: COPY } = PACKAGE_COPY;

export interface PackageListProps {
  packages: CardPackage[];
  onOpen: (pkg: CardPackage) => void;
  onCreate: () => void;
  onAddExisting: () => void;
  onRename: (pkg: CardPackage) => void;
  onTags: (pkg: CardPackage) => void;
  onRemove: (pkg: CardPackage) => void;
  /** The package whose removal from the list is under way: its menu waits. */
  removing: string | null;
}

function PackageRow({
  pkg,
  ...props
}: { pkg: CardPackage } & Omit<PackageListProps, 'packages' | 'onCreate' | 'onAddExisting'>) {
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
        <Menu position="bottom-end" withinPortal hideDetached={false}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={COPY.more(pkg.name)}
              loading={props.removing === pkg.package_uuid}
            >
              <span aria-hidden>⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => props.onRename(pkg)}>{COPY.rename}</Menu.Item>
            <Menu.Item onClick={() => props.onTags(pkg)}>{COPY.tags}</Menu.Item>
            <Menu.Item color="red" onClick={() => props.onRemove(pkg)}>
              {COPY.remove}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

/** 我的卡包: each package with its facts and tags; new and existing packages are added above the list. */
export function PackageList({ packages, onCreate, onAddExisting, ...row }: PackageListProps) {
  return (
    <Stack gap="sm" p="md">
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
