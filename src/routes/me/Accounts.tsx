import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canUnbind, maskedPhone, signInMethodsOf, type SignInMethod } from '../../domain/user';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { toast } from '../../services/toast';
import { ACCOUNTS_COPY } from '../../ui/me/accountsCopy';
import { AccountsSkeleton, AccountsView, type MethodRow } from '../../ui/me/AccountsView';
import { LoadFailed, SignInNeeded } from '../../ui/shell/StatusView';
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
      toast(ACCOUNTS_COPY.unbound);
      setConfirming(null);
      load(undefined);
    },
  );

  let body;
  if (me.error === LOGIN_CANCELLED_TEXT)
    body = <SignInNeeded {...ACCOUNTS_COPY.signIn} onLogin={() => load(undefined)} onHome={() => void navigate('/')} />;
  else if (me.error && !me.result)
    body = <LoadFailed title={ACCOUNTS_COPY.loadFailed} error={me.error} onRetry={() => load(undefined)} />;
  else if (!me.result) body = <AccountsSkeleton />;
  else {
    const user = me.result;
    const methods = signInMethodsOf(user);
    const rows: MethodRow[] = (['phone', 'wechat', 'qq'] as const).map((method) => {
      const bound = methods.includes(method);
      return {
        method,
        bound,
        phone: method === 'phone' ? (maskedPhone(user.phone_number_e164) ?? undefined) : undefined,
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
