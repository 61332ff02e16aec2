import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ScreenAction } from '../shell/StatusView';
import classes from './SquadCallout.module.css';

interface SquadCalloutProps {
  title: string;
  description: string;
  /** A refusal or failure of the last action; '' when none. */
  notice: string;
  actions: ScreenAction[];
}

/** Where the visitor stands with this squad (join, full, own, member, elsewhere) and what they can do. */
export function SquadCallout({ title, description, notice, actions }: SquadCalloutProps) {
  return (
    <section className={classes.callout} aria-label={title}>
      <Stack gap="sm">
        {notice && (
          <Alert color="red" variant="light" radius="md" role="alert" p="xs">
            {notice}
          </Alert>
        )}
        <Text component="h2" fw={700} fz="lg" m={0}>
          {title}
        </Text>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="md"
            radius="xl"
            fullWidth
            variant={action.primary ? 'filled' : action.danger ? 'outline' : 'default'}
            color={action.danger ? 'red' : undefined}
            className={action.primary ? classes.primary : undefined}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
