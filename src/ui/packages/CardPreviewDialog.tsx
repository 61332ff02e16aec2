import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Modal, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { CardFrame } from '../cards/CardFrame';
import { InlineRetry } from '../shell/InlineRetry';
import { PACKAGE_COPY } from './packageCopy';

export interface CardPreviewDialogProps {
  /** The card's title; null when the dialog is closed. */
  title: string | null;
  /** Both faces, sanitized; null while they load or when they failed. */
  faces: { front: string; back: string } | null;
  error: string;
  dark: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** One card of a package as readers will see it: the front or the back, in the card frame. */
export function CardPreviewDialog({ title, faces, error, dark, onRetry, onClose }: CardPreviewDialogProps) {
  const [side, setSide] = useState<'front' | 'back'>('front');
  let body;
  if (faces)
    body = (
      <CardFrame
        html={faces[side]}
        dark={dark}
        title={side === 'front' ? PACKAGE_COPY.preview.front : PACKAGE_COPY.preview.back}
      />
    );
  else if (error) body = <InlineRetry error={error} onRetry={onRetry} />;
  else body = <Skeleton height={240} radius="md" aria-label={PACKAGE_COPY.preview.loading} />;
  return (
    <Modal opened={title !== null} onClose={onClose} title={title ?? ''} centered>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={side}
          onChange={(value) => setSide(value === 'back' ? 'back' : 'front')}
          data={[
            { value: 'front', label: PACKAGE_COPY.preview.front },
            { value: 'back', label: PACKAGE_COPY.preview.back },
          ]}
        />
        {body}
      </Stack>
    </Modal>
  );
}
