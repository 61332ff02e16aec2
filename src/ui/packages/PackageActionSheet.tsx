import { Button, Drawer, Stack } from '@mantine/core';
import type { CardPackage } from '../../domain/cardPackage';
import { PACKAGE_COPY } from './packageCopy';

const { list: COPY } = PACKAGE_COPY;

/** A package's actions, in a sheet from the bottom of the screen. */
export interface PackageActionSheetProps {
  pkg: CardPackage | null;
  onClose: () => void;
  onRename: (pkg: CardPackage) => void;
  onTags: (pkg: CardPackage) => void;
  onRemove: (pkg: CardPackage) => void;
}

export function PackageActionSheet({ pkg, onClose, ...on }: PackageActionSheetProps) {
  const act = (action: (pkg: CardPackage) => void) => () => {
    onClose();
    if (pkg) action(pkg);
  };
  return (
    <Drawer opened={pkg !== null} onClose={onClose} position="bottom" title={pkg?.name ?? ''} radius="lg" size="auto">
      <Stack gap="xs" pb="md">
        <Button variant="default" onClick={act(on.onRename)}>
          {COPY.rename}
        </Button>
        <Button variant="default" onClick={act(on.onTags)}>
          {COPY.tags}
        </Button>
        <Button variant="light" color="red" onClick={act(on.onRemove)}>
          {COPY.remove}
        </Button>
      </Stack>
    </Drawer>
  );
}
