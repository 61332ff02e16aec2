import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { decodeCardPreview } from '../../../domain/card';
import { mediaReader, safeCardHtml } from '../../../services/cardHtml';
import { CardPreviewDialog } from '../../../ui/packages/CardPreviewDialog';
import { api } from '../../api';
import { envFacts } from '../../app';
import { useRequest } from '../../useRequest';

export interface PackageCardPreviewProps {
  packageUuid: string;
  /** The card to show; null when the dialog is closed. */
  card: { card_id: string; title: string } | null;
  onClose: () => void;
}

async function loadFaces({ packageUuid, cardId }: { packageUuid: string; cardId: string }) {
  const preview = decodeCardPreview(
    await api.hpkg.previewCard({
      path: { package_uuid: packageUuid, card_id: cardId },
      query: { html: true },
      noToast: true,
    }),
  );
  const readMedia = mediaReader(envFacts.ossURL, packageUuid);
  const [front, back] = await Promise.all([
    safeCardHtml(preview.front_html, readMedia),
    safeCardHtml(preview.back_html, readMedia),
  ]);
  return { cardId, front, back };
}

/** A package's card in a dialog, as the author's readers will see it (hpkg card preview, sanitized, media inlined). */
export function PackageCardPreview({ packageUuid, card, onClose }: PackageCardPreviewProps) {
  const dark = useComputedColorScheme('light') === 'dark';
  const faces = useRequest(loadFaces);
  const { run } = faces;
  const cardId = card?.card_id;
  useEffect(() => {
    if (cardId) run({ packageUuid, cardId });
  }, [packageUuid, cardId, run]);
  const shown = faces.result && faces.result.cardId === cardId ? faces.result : null;
  return (
    <CardPreviewDialog
      key={cardId}
      title={card?.title ?? null}
      faces={shown}
      error={faces.busy ? '' : faces.error}
      dark={dark}
      onRetry={() => cardId && run({ packageUuid, cardId })}
      onClose={onClose}
    />
  );
}
