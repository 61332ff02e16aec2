import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PackagePage } from '../../domain/cardPackage';
import { ListFooter, type ListFooterState } from '../library/ListFooter';
import { InlineRetry } from '../shell/InlineRetry';
import { PACKAGE_COPY, packageFacts } from './packageCopy';

const { list: COPY } = PACKAGE_COPY;

export interface AddPackagesDialogProps {
  opened: boolean;
  /** Every package of mine read so far; null before the first page. */
  packages: PackagePage['items'] | null;
  footer: ListFooterState;
  error: string;
  /** The package being added: its button shows it, the others wait. */
  adding: string | null;
  onAdd: (packageUuid: string) => void;
  onMore: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** My packages that are not on 我的卡包, each added with one tap. */
export function AddPackagesDialog({ opened, packages, footer, error, adding, ...on }: AddPackagesDialogProps) {
  const off = packages?.filter((p) => !p.in_my_list) ?? [];
  return (
    <Modal opened={opened} onClose={on.onClose} title={COPY.addTitle} centered radius="lg">
      <Stack gap="sm">
        {error && <InlineRetry error={error} onRetry={on.onRetry} />}
        {packages && off.length === 0 && footer.kind === 'end' && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {COPY.noMore}
          </Text>
        )}
        {off.map((pkg) => (
          <Group key={pkg.package_uuid} wrap="nowrap" justify="space-between">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {pkg.name}
              </Text>
              <Text size="xs" c="dimmed">
                {packageFacts(pkg)}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              loading={adding === pkg.package_uuid}
              disabled={adding !== null && adding !== pkg.package_uuid}
              onClick={() => on.onAdd(pkg.package_uuid)}
            >
              {COPY.add}
            </Button>
          </Group>
        ))}
        {!error && <ListFooter state={footer} onReachEnd={on.onMore} onRetry={on.onMore} />}
      </Stack>
    </Modal>
  );
}
