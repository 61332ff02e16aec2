import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatusAction } from '../shell/StatusView';
import classes from './ResultPanel.module.css';

export type ResultTone = 'success' | 'warning' | 'danger' | 'neutral' | 'waiting';

interface ResultPanelProps {
  tone: ResultTone;
  /** The glyph inside the round badge; a spinner when the tone is waiting. */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Extra content between the description and the actions (a progress bar, a summary). */
  children?: ReactNode;
  actions?: StatusAction[];
}

/**
 * A centred result screen: a round badge coloured by tone, a title, a line of help and full-width actions.
 * Payment results, order problems and desktop errors share it so they read the same.
 */
export function ResultPanel({ tone, icon, title, description, children, actions = [] }: ResultPanelProps) {
  const waiting = tone === 'waiting';
  return (
    <Stack
      className={classes.panel}
      align="center"
      justify="center"
      gap="xs"
      py={56}
      px="lg"
      role={waiting ? 'status' : undefined}
      aria-live={waiting ? 'polite' : undefined}
      aria-busy={waiting || undefined}
    >
      <div className={classes.badge} data-tone={tone}>
        {waiting ? <Loader size={40} color="jade" aria-hidden /> : icon}
      </div>
      <Title order={2} size="h3" fw={600} mt="md">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={300} lh={1.6}>
          {description}
        </Text>
      )}
      {children}
      {actions.length > 0 && (
        <Stack gap="sm" mt="lg" w="100%" maw={300}>
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.primary ? 'filled' : 'default'}
              size="md"
              radius="xl"
              fullWidth
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
