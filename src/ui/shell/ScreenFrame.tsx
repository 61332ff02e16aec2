import { ActionIcon, Box, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenFrameProps {
  title: string;
  /** Shows a back arrow in the header when given. */
  onBack?: () => void;
  children: ReactNode;
}

/** A screen with a sticky title bar; every routed screen but home uses it. */
export function ScreenFrame({ title, onBack, children }: ScreenFrameProps) {
  return (
    <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        h={48}
        px="xs"
        gap={4}
        wrap="nowrap"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Box w={36}>
          {onBack && (
            <ActionIcon variant="subtle" color="dark" size="lg" aria-label="返回" onClick={onBack}>
              <span aria-hidden style={{ fontSize: 22, lineHeight: 1 }}>
                ‹
              </span>
            </ActionIcon>
          )}
        </Box>
        <Title order={1} size="h4" fw={600} style={{ flex: 1, textAlign: 'center' }} lineClamp={1}>
          {title}
        </Title>
        <Box w={36} />
      </Group>
      <Box p="md" style={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
