import { Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canUnbind, maskedPhone, signInMethodsOf, type SignInMethod } from '../../domain/user';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { toast } from '../../services/toast';
import { AccountsView, type MethodRow } from '../../ui/me/AccountsView';
import { SignInNeeded, StatusView } from '../../ui/shell/StatusView';
import { api } from '../api';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

const loadMe = async () => {
  await requireLogin();
  return api.auth.getMyInfo();
};

const UNBIND = {
  wechat: () => api.auth.unbindWechat({ noBadRequestToast: true }),
  qq: () => api.auth.unbindQQ({ noBadRequestToast: true }),
} as const;

/** /me/accounts 账号与安全: the bound sign-in methods, unbinding after a yes, and the way to 注销账号. */
export default function Accounts() {
  const navigate = useNavigate();
  const me = useRequest(loadMe);
  const { run: load } = me;
  useEffect(() => load(undefined), [load]);
  const [confirming, setConfirming] = useState<Exclude<SignInMethod, 'phone'> | null>(null);
  const unbind = useRequest(
    (method: Exclude<SignInMethod, 'phone'>) => UNBIND[method](),
    () => {
      toast('已解绑');
      setConfirming(null);
      load(undefined);
    },
  );

  let body;
  if (me.error === LOGIN_CANCELLED_TEXT)
    body = (
      <SignInNeeded
        title="登录后管理账号"
        description="登录后可以查看绑定的登录方式，或注销账号"
        onLogin={() => load(undefined)}
        onHome={() => void navigate('/')}
      />
    );
  else if (me.error && !me.result)
    body = (
      <StatusView
        mark="!"
        title="账号信息加载失败"
        description={me.error}
        actions={[{ label: '重试', primary: true, onClick: () => load(undefined) }]}
      />
    );
  else if (!me.result)
    body = (
      <Stack p="md" gap="sm" role="status" aria-busy="true" aria-label="正在加载账号与安全">
        <Skeleton height={156} radius="lg" />
        <Skeleton height={52} radius="lg" />
      </Stack>
    );
  else {
    const user = me.result;
    const methods = signInMethodsOf(user);
    const rows: MethodRow[] = (['phone', 'wechat', 'qq'] as const).map((method) => {
      const bound = methods.includes(method);
      return {
        method,
        bound,
        detail: method === 'phone' ? (maskedPhone(user.phone_number_e164) ?? '未绑定') : bound ? '已绑定' : '未绑定',
        last: bound && methods.length === 1,
        onUnbind:
          method !== 'phone' && canUnbind(methods, method)
            ? () => {
                unbind.reset();
                setConfirming(method);
              }
            : undefined,
      };
    });
    body = (
      <AccountsView
        rows={rows}
        confirming={confirming}
        busy={unbind.busy}
        error={unbind.error}
        onConfirmUnbind={() => confirming && unbind.run(confirming)}
        onCancelUnbind={() => setConfirming(null)}
        onDeleteAccount={() => void navigate('/me/accounts/delete')}
      />
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}
