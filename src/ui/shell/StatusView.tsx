import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
  /** Under way: shows a spinner and ignores taps. */
  loading?: boolean;
}

/** An action of a screen's own panel (a squad, a group): also destructive. */
export interface ScreenAction extends StatusAction {
  danger?: boolean;
}

interface StatusViewProps {
  /** A large glyph or number above the title. */
  mark: ReactNode;
  title: string;
  description: string;
  actions: StatusAction[];
}

/** Full-height message with actions: not-found, load errors, empty and pending screens. */
export function StatusView({ mark, title, description, actions }: StatusViewProps) {
  return (
    <Stack align="center" justify="center" gap="sm" py={64} px="lg" style={{ flex: 1, textAlign: 'center' }}>
      <Text fz={48} fw={700} c="jade.8" lh={1} aria-hidden>
        {mark}
      </Text>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={280}>
        {description}
      </Text>
      <Stack gap="xs" mt="md" w="100%" maw={280}>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.primary ? 'filled' : 'default'}
            fullWidth
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/** The way home that most status screens offer. */
export const HOME_LABEL = '返回首页';

/** What a failed read gives its screen: the error, and 重试. */
export interface ReadFailed {
  error: string;
  onRetry: () => void;
}

/** What a screen reading something says when that failed: its own title, the error, 重试 and maybe one way out. */
export function LoadFailed({
  title,
  error,
  onRetry,
  also,
}: ReadFailed & {
  title: string;
  also?: StatusAction;
}) {
  return (
    <StatusView
      mark="!"
      title={title}
      description={error}
      actions={[{ label: '重试', primary: true, onClick: onRetry }, ...(also ? [also] : [])]}
    />
  );
}

/** A screen that needs the user signed in, after the sign-in sheet was closed: 登录 again, or go home. */
export function SignInNeeded({
  title,
  description,
  onLogin,
  onHome,
}: {
  title: string;
  description: string;
  onLogin: () => void;
  onHome: () => void;
}) {
  return (
    <StatusView
      mark="🔒"
      title={title}
      description={description}
      actions={[
        { label: '登录', primary: true, onClick: onLogin },
        { label: HOME_LABEL, onClick: onHome },
      ]}
    />
  );
}
