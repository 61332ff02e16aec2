import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountDeletionView } from '../../machines/accountDeletion.view';
import { StatusView } from '../shell/StatusView';
import classes from './MeView.module.css';

/** The accountDeletion view, with what the review and the SMS step show besides. */
/** 注销账号 before the account is read; its load failure reads as 账号与安全's. */
export const DELETE_ACCOUNT_COPY = {
  signIn: { title: '登录后注销账号', description: '注销前需要先登录要注销的账号' },
  /** The phone code form's button, and the toast once the code is right. */
  verify: '验证',
  verified: '验证成功',
};

export function OwnerReading() {
  return <StatusView mark="…" title="正在读取账号信息" description="请稍候" actions={[]} />;
}

export type DeleteAccountState =
  /** `vipDays`: the VIP days left, lost with the account (0 when none). */
  | (Extract<AccountDeletionView, { kind: 'review' }> & { vipDays: number })
  /** The SMS form of the `verify` child. */
  | { kind: 'verify'; form: ReactNode }
  | Extract<AccountDeletionView, { kind: 'confirm' | 'deleted' }>;

interface DeleteAccountViewProps {
  state: DeleteAccountState;
  onProceed: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  onHome: () => void;
  onSupport: () => void;
}

const STEPS = ['了解影响', '验证手机', '确认注销'] as const;
const stepOf = (kind: DeleteAccountState['kind']) => (kind === 'review' ? 0 : kind === 'verify' ? 1 : 2);

/** 注销账号: what is lost, an SMS code to the bound phone, a last confirmation; then the account is gone. */
export function DeleteAccountView({
  state,
  onProceed,
  onCancel,
  onConfirm,
  onHome,
  onSupport,
}: DeleteAccountViewProps) {
  if (state.kind === 'deleted')
    return (
      <StatusView
        mark="✓"
        title="账号已注销"
        description="你的账号和登录状态已在这个浏览器中清除。用同一个手机号再次登录，会得到一个全新的空账号。"
        actions={[{ label: '返回首页', primary: true, onClick: onHome }]}
      />
    );
  const step = stepOf(state.kind);
  return (
    <Stack gap="md" p="md">
      <Text size="sm" c="dimmed" aria-label={`第${step + 1}步，共3步：${STEPS[step]}`}>
        {STEPS.map((name, i) => (i === step ? `【${name}】` : name)).join(' → ')}
      </Text>
      {state.kind === 'review' && (
        <Stack gap="sm" className={classes.header}>
          <Title order={2} size="h4">
            注销后，以下内容将永久失去
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>{state.vipDays > 0 ? `剩余 ${state.vipDays} 天VIP会员` : 'VIP会员权益'}</List.Item>
            <List.Item>已购买和租用的书籍，以及学习记录</List.Item>
            <List.Item>全部订单记录、兑换记录和优惠券</List.Item>
            <List.Item>绑定的手机号、微信和QQ登录方式</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            注销不可撤销。已支付的订单不会退款。
          </Text>
          {!state.canProceed && (
            <Alert color="orange" title="无法在此注销">
              你的账号没有绑定手机号，无法接收验证码。请联系客服注销。
            </Alert>
          )}
        </Stack>
      )}
      {state.kind === 'verify' && (
        <Stack gap="sm" className={classes.header}>
          <Title order={2} size="h4">
            验证绑定的手机号
          </Title>
          {state.form}
        </Stack>
      )}
      {state.kind === 'confirm' && (
        <Stack gap="sm" className={classes.header}>
          <Title order={2} size="h4">
            确定注销账号吗？
          </Title>
          <Text size="sm">注销后账号将立即删除，在所有设备上退出登录，且无法恢复。</Text>
          {state.error && (
            <Text role="alert" c="red.7" size="sm">
              {state.error}
            </Text>
          )}
        </Stack>
      )}
      {state.kind === 'review' && (
        <Button color="red" size="md" radius="xl" onClick={state.canProceed ? onProceed : onSupport}>
          {state.canProceed ? '下一步：验证手机号' : '联系客服'}
        </Button>
      )}
      {state.kind === 'confirm' && (
        <Button color="red" size="md" radius="xl" loading={state.busy} onClick={onConfirm}>
          确认注销
        </Button>
      )}
      <Button
        variant="default"
        size="md"
        radius="xl"
        disabled={state.kind === 'confirm' && state.busy}
        onClick={onCancel}
      >
        取消
      </Button>
    </Stack>
  );
}
