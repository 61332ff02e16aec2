import { Skeleton, Stack, Text } from '@mantine/core';
import { HOME_LABEL, LoadFailed, SignInNeeded, StatusView } from '../shell/StatusView';
import { ADMIN_COPY, STAFF_LISTS, type StaffList } from './adminCopy';

/** 无权访问: the server refused this account (403); hiding the entry in 我的 was never the guard. */
export function Forbidden({ onHome }: { onHome: () => void }) {
  return (
    <StatusView
      mark="⛔"
      title={ADMIN_COPY.forbidden.title}
      description={ADMIN_COPY.forbidden.description}
      actions={[{ label: HOME_LABEL, primary: true, onClick: onHome }]}
    />
  );
}

interface StaffPendingProps {
  list: StaffList;
  /** Why the first read failed; '' while it is under way. */
  error: string;
  forbidden: boolean;
  signInCancelled: boolean;
  onReload: () => void;
  onHome: () => void;
}

/** A console screen before its first answer: 无权访问, sign-in needed, its error with 重试, or its skeleton. */
export function StaffPending({ list, error, forbidden, signInCancelled, onReload, onHome }: StaffPendingProps) {
  if (forbidden) return <Forbidden onHome={onHome} />;
  if (signInCancelled) return <SignInNeeded {...ADMIN_COPY.signIn} onLogin={onReload} onHome={onHome} />;
  if (error) return <LoadFailed title={`${STAFF_LISTS[list]}加载失败`} error={error} onRetry={onReload} />;
  return <StaffSkeleton list={list} />;
}

/** A console list or detail while it is read. */
export function StaffSkeleton({ list }: { list: StaffList }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={`${STAFF_LISTS[list]}加载中`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/** A console list with nothing in it. */
export function EmptyStaffList({ text }: { text: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {text}
    </Text>
  );
}
