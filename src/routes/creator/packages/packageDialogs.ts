import type { AddPackagesDialogProps } from '../../../ui/packages/AddPackagesDialog';
import type { NameDialogProps } from '../../../ui/packages/NameDialog';
import type { PackageActionSheetProps } from '../../../ui/packages/PackageActionSheet';
import type { TagsDialogProps } from '../../../ui/packages/TagsDialog';
import { createElement } from 'react';
import { lazyChunk } from '../../shell/lazyScreen';
import type { PackageCardPreviewProps } from './PackageCardPreview';

/**
 * The dialogs of 我的卡包 and a package, each loaded with its first opening (DESIGN §9 route budget): a modal layer
 * and its inputs (and, for a card's preview, the sanitizer) are most of a screen's weight, and the lists paint without
 * them.
 */
export const NameDialog = lazyChunk<NameDialogProps>(() =>
  import('../../../ui/packages/NameDialog').then((m) => ({ default: m.NameDialog })),
);
export const TagsDialog = lazyChunk<TagsDialogProps>(() =>
  import('../../../ui/packages/TagsDialog').then((m) => ({ default: m.TagsDialog })),
);
export const AddPackagesDialog = lazyChunk<AddPackagesDialogProps>(() =>
  import('../../../ui/packages/AddPackagesDialog').then((m) => ({ default: m.AddPackagesDialog })),
);
export const PackageActionSheet = lazyChunk<PackageActionSheetProps>(() =>
  import('../../../ui/packages/PackageActionSheet').then((m) => ({ default: m.PackageActionSheet })),
);
const LazyCardPreview = lazyChunk<PackageCardPreviewProps>(() =>
  import('./PackageCardPreview').then((m) => ({ default: m.PackageCardPreview })),
);

/** A card's preview while a card is open: each card its own, so an earlier card's answer never shows. */
export const OpenCardPreview = (props: PackageCardPreviewProps) =>
  props.card && createElement(LazyCardPreview, { ...props, key: props.card.card_id });
