import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSkeleton } from './RouteProgress';
import classes from './ScreenFrame.module.css';
import { SCREEN_TITLE_ATTRIBUTE } from './screenTitleMark';

/** Fills the title bar between its two 36 px ends, centred. */
const MIDDLE = { flex: 1, textAlign: 'center' } as const;

/** A screen's sticky title bar, around what stands in its middle (the title, or a skeleton's). */
function ScreenHeader({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
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
      {children}
      <Box w={36} />
    </Group>
  );
}

const column = { flex: 1, display: 'flex', flexDirection: 'column' } as const;

interface ScreenFrameProps {
  title: string;
  /** Shows a back arrow in the header when given. */
  onBack?: () => void;
  children: ReactNode;
}

/** A screen with a sticky title bar; every routed screen but home uses it. */
export function ScreenFrame({ title, onBack, children }: ScreenFrameProps) {
  return (
    <Box component="main" style={column}>
      <ScreenHeader onBack={onBack}>
        <Title order={1} size="h4" fw={600} style={MIDDLE} lineClamp={1}>
          {title}
        </Title>
      </ScreenHeader>
      <Box p="md" style={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * A routed screen before it is ready, in its frame: the title bar with the route's title (a bar in its place while it
 * is not known), over the page skeleton. The title is no heading: the screen's own comes with the screen.
 */
export function ScreenSkeleton({ title }: { title?: string }) {
  return (
    <Box style={column}>
      <ScreenHeader>
        <Text
          className={classes.pendingTitle}
          {...{ [SCREEN_TITLE_ATTRIBUTE]: '' }}
          fz="h4"
          lh="h4"
          fw={600}
          style={MIDDLE}
          lineClamp={1}
        >
          {title}
        </Text>
      </ScreenHeader>
      <PageSkeleton />
    </Box>
  );
}
