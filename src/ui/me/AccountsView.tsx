import { Button, Group, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SignInMethod } from '../../domain/user';
import classes from './MeView.module.css';

export const METHOD_NAMES: Record<SignInMethod, string> = { phone: '手机号', wechat: '微信', qq: 'QQ' };

export function AccountsSkeleton() {
  return (
    <Stack p="md" gap="sm" role="status" aria-busy="true" aria-label="正在加载账号与安全">
      <Skeleton height={156} radius="lg" />
      <Skeleton height={52} radius="lg" />
    </Stack>
  );
}

export interface MethodRow {
  method: SignInMethod;
  /** The bound phone, masked (138****0888). */
  phone?: string;
  bound: boolean;
  /** The one way left to sign in: it stays. */
  last: boolean;
  /** Offered only when it can be unbound. */
  onUnbind?: () => void;
}

interface AccountsViewProps {
  rows: MethodRow[];
  /** The method whose unbinding waits for a yes. */
  confirming: SignInMethod | null;
  busy: boolean;
  error: string;
  onConfirmUnbind: () => void;
  onCancelUnbind: () => void;
  onDeleteAccount: () => void;
}

/** 账号与安全: the bound ways to sign in, unbinding (never the last), and the way to 注销账号. */
export function AccountsView(props: AccountsViewProps) {
  const { rows, confirming, busy, error } = props;
  return (
    <Stack gap="md" p="md">
      <Text size="sm" c="dimmed" px={4}>
        登录方式
      </Text>
      <section aria-label="登录方式" className={classes.rows}>
        {rows.map((row) => (
          <div key={row.method} className={classes.row}>
            <Text className={classes.title}>{METHOD_NAMES[row.method]}</Text>
            <Text size="sm" c={row.bound ? undefined : 'dimmed'}>
              {row.method === 'phone' ? (row.phone ?? '未绑定') : row.bound ? '已绑定' : '未绑定'}
            </Text>
            {row.onUnbind && (
              <Button size="compact-sm" variant="light" color="gray" onClick={row.onUnbind}>
                解绑
              </Button>
            )}
            {row.last && row.method !== 'phone' && (
              <Text size="xs" c="dimmed">
                唯一登录方式
              </Text>
            )}
          </div>
        ))}
      </section>
      {error && (
        <Text role="alert" c="red.7" size="sm" ta="center">
          {error}
        </Text>
      )}
      <section aria-label="注销" className={classes.rows}>
        <UnstyledButton className={classes.row} onClick={props.onDeleteAccount}>
          <Text className={classes.title} c="red.8">
            注销账号
          </Text>
          <span className={classes.chevron} aria-hidden>
            ›
          </span>
        </UnstyledButton>
      </section>
      <Modal
        opened={confirming !== null}
        onClose={props.onCancelUnbind}
        title={`解绑${confirming ? METHOD_NAMES[confirming] : ''}`}
        centered
        radius="lg"
      >
        <Text size="sm">解绑后将不能再用{confirming ? METHOD_NAMES[confirming] : ''}登录这个账号，确定解绑吗？</Text>
        <Group mt="lg" grow>
          <Button variant="default" onClick={props.onCancelUnbind}>
            再想想
          </Button>
          <Button color="red" loading={busy} onClick={props.onConfirmUnbind}>
            确定解绑
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
