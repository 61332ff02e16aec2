import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
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
        <Group grow gap="xs">
          {(['front', 'back'] as const).map((face) => (
            <Button
              key={face}
              size="xs"
              variant={side === face ? 'filled' : 'default'}
              aria-pressed={side === face}
              onClick={() => setSide(face)}
            >
              {PACKAGE_COPY.preview[face]}
            </Button>
          ))}
        </Group>
        {body}
      </Stack>
    </Modal>
  );
}
